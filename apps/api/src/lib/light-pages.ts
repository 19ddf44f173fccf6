/**
 * The pages on the light design (issue 30, decisions 031 and 034): server-rendered HTML with islands, built
 * into `apps/web/dist-pages/` (`server/index.js` renders, `client/` is what browsers load). The built entry
 * answers a Fetch `Request` with the page's HTML; this module gives it the request, the page's data source
 * (the API's own routes, in-process) and the page's route (its pattern and params, as this server matched
 * them), and sends its answer. Each page is a Fastify route of its own, declared from the page's address
 * pattern (`LIGHT_PAGES`), not a case of the not-found handler.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LIGHT_PAGES, modalidadPagePath, PAGE_PATTERNS, type PageRoute } from '@rnt/contract/page-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, etagOf } from './http-cache';
import { LAST_RESORT } from './last-resort-page';
import { collapseSlashes } from './page-path';
import { withSharedVersions } from './versioned-cache';
import { type InProcessAnswer, inProcessRead, renderingFor } from './in-process-fetch';
import { carriesSecret } from './secret-query';

/** What the built entry reads: an API path of this server, answered as status and parsed JSON. */
export interface PageSource {
  get(apiPath: string): Promise<InProcessAnswer>;
  origin: string;
}
/** The compressions a light page is sent in. */
export type PageEncoding = 'br' | 'gzip';
type PageHandler = (request: Request, source: PageSource, route: PageRoute) => Promise<Response>;
/** Answers a page request with the light design (an address no route has: its Spanish 404). */
export type LightPage = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The built entry beside the built web app (`dist` → `dist-pages/server/index.js`), or null when not built. */
export function pagesEntryPath(webDist: string): string | null {
  const file = path.join(path.dirname(webDist), 'dist-pages', 'server', 'index.js');
  return existsSync(file) ? file : null;
}

/** The browser files of the light pages' build (served beside the classic build's). */
export const pagesClientRoot = (webDist: string) => path.join(path.dirname(webDist), 'dist-pages', 'client');

const LIGHT_PATTERNS = new Set(LIGHT_PAGES);

export async function registerLightPages(
  fastify: FastifyInstance,
  {
    webDist,
    origin,
    encoding: encodings,
    keep,
  }: {
    webDist: string;
    origin: string;
    /**
     * The pages kept rendered under their data's version (decision 020: the modality page): `get` keeps a
     * 200 page by its address, and `cacheControl` is what browsers are told of a kept page.
     */
    keep?: {
      test(url: string): boolean;
      get<T>(url: string, render: () => Promise<T>): Promise<T>;
      cacheControl: string;
    };
    /** The encoding a browser's Accept-Encoding asks for, and the page compressed in it. */
    encoding: {
      choose(acceptEncoding: string | undefined): PageEncoding | null;
      compress(html: Buffer, encoding: PageEncoding): Promise<Buffer>;
    };
  },
): Promise<LightPage | null> {
  const entry = pagesEntryPath(webDist);
  if (!entry) {
    fastify.log.warn({ webDist }, 'apps/web/dist-pages no está compilado: las páginas ligeras no se sirven');
    return null;
  }
  let loading: Promise<PageHandler> | null = null;
  const load = () =>
    (loading ??= import(pathToFileURL(entry).href).then((m: { default: PageHandler }) => m.default));
  const source: PageSource = { origin, get: inProcessRead(fastify) };

  interface Rendered {
    status: number;
    type: string;
    location: string | null;
    /** The page's bytes, as the renderer wrote them (never decoded to a string and encoded again). */
    html: Buffer;
    /** A 200 page's ETag, computed once (a kept page is sent many times). */
    etag: string | null;
    /** A kept page's compressed copies, by encoding: compressed once, not on every hit. */
    compressed: Map<PageEncoding, Promise<Buffer>>;
  }
  async function render(request: FastifyRequest): Promise<Rendered> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value);
    const handler = await load();
    // This route's own pattern (the not-found handler has none: the 404 page) and params, as matched here.
    const pattern = request.routeOptions.url;
    const route: PageRoute = {
      pattern: pattern && LIGHT_PATTERNS.has(pattern) ? pattern : null,
      params: { ...(request.params as Record<string, string | undefined>) },
    };
    const response = await renderingFor.run(request.ip, () =>
      handler(new Request(new URL(request.url, origin), { headers }), source, route),
    );
    const html = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
      location: response.headers.get('location'),
      html,
      // The page's bytes are the same on every render of the same data: one stylesheet and one script, and
      // each island named by its place in the page, whatever order the page's reads finish in.
      etag: response.status === 200 ? etagOf(html) : null,
      compressed: new Map(),
    };
  }

  // The page's cache and the API reads of its render share one read of each data version.
  const page = (request: FastifyRequest, reply: FastifyReply) =>
    withSharedVersions(() => sendPage(request, reply));

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    // `//reportes//estados` reaches this route too: its one address first (and `//x` is no host to parse).
    const collapsed = collapseSlashes(request.url);
    if (collapsed !== request.url)
      return reply.code(301).header('Cache-Control', 'no-cache').redirect(collapsed, 301);
    // A page whose address carries a secret (a mail's one-use token) is one person's: never stored.
    const secret = carriesSecret(request.url);
    const kept = !secret && keep?.test(request.url) ? keep : null;
    let rendered: Rendered;
    try {
      rendered = kept
        ? // Only a whole 200 page is kept: a 404 or an error is rendered again on the next request.
          await kept
            .get(request.url, async () => {
              const r = await render(request);
              if (r.status !== 200) throw r;
              return r;
            })
            .catch((notKept: unknown) => {
              if (notKept && typeof notKept === 'object' && 'html' in notKept) return notKept as Rendered;
              // The data version could not be read (the database is down): rendered as any other page.
              request.log.warn({ err: notKept }, 'page cache unavailable');
              return render(request);
            })
        : await render(request);
    } catch (error) {
      // The route's own errors (404, 503) are pages of the build; this is the build itself failing.
      request.log.error({ err: error }, 'page rendering failed');
      return reply
        .code(500)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(LAST_RESORT);
    }
    const { status, type, location, html, etag } = rendered;
    if (location && status >= 300 && status < 400)
      return reply.code(status).header('Cache-Control', 'no-cache').redirect(location, status);
    reply.code(status);
    reply
      .type(type)
      .header('Cache-Control', secret ? 'no-store' : kept && status === 200 ? kept.cacheControl : 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (etag && !secret) {
      reply.header('ETag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    }
    if (!type.startsWith('text/html')) return reply.send(html);
    const encoding = encodings.choose(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    let compressed = rendered.compressed.get(encoding);
    if (!compressed) {
      compressed = encodings.compress(html, encoding);
      // Only a kept page is sent again: its copy is kept with it (bounded by the page cache).
      if (kept && status === 200)
        rendered.compressed.set(
          encoding,
          compressed.catch((error: unknown) => {
            rendered.compressed.delete(encoding);
            throw error;
          }),
        );
    }
    const body = await compressed;
    return reply.header('Content-Encoding', encoding).send(body);
  }

  for (const pattern of LIGHT_PAGES) fastify.get(pattern, page);
  // The certificates' old link (`/tramite/{t}/{m}`) is the modality page, at its one address. The comment
  // form's `/tramite/comentarios-ciudadanos/{m}` is its own route (a static segment wins).
  fastify.get<{ Params: { tramiteId: string; modalidadId: string } }>(
    PAGE_PATTERNS.modalidadAntigua,
    (request, reply) => {
      const { tramiteId, modalidadId } = request.params;
      if (!/^\d{1,9}$/.test(tramiteId) || !/^\d{1,9}$/.test(modalidadId)) return reply.callNotFound();
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(modalidadPagePath(tramiteId, modalidadId, query), 301);
    },
  );
  fastify.addHook('onReady', function (done) {
    load().catch((error: unknown) => fastify.log.error({ err: error }, 'page renderer failed to load'));
    done();
  });
  return page;
}
