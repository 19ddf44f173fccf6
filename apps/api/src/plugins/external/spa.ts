/**
 * Serves the built web app (precompressed copies when the browser accepts them). The pages on the light
 * design (decision 031) are routes of their own (`rsc-pages.ts`); every other GET for a page (not /api,
 * /pdf, /documentos, not a file) is rendered on the server with its data when the classic renderer is
 * built (decision record 015): the route's real status (500/503 when the service fails) and the page's
 * head in the first HTML. An address the classic app has no page for is the light design's Spanish 404.
 * Without the renderer it answers index.html (history fallback). Unknown API paths keep a JSON 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@rnt/contract/messages';
import { weekdayInElSalvador } from '@rnt/contract/modalidad-resumen';
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagMatches, etagOf } from '../../lib/http-cache';
import {
  loadPageRenderer,
  renderingFor,
  serverEntryPath,
  type ClassicPages,
  type RenderPage,
  type RenderedPage,
} from '../../lib/page-renderer';
import { API_PREFIXES, collapseSlashes } from '../../lib/page-path';
import { LAST_RESORT } from '../../lib/last-resort-page';
import { registerRscPages, rscClientRoot, rscPagesFor } from '../../lib/rsc-pages';
import { carriesSecret } from '../../lib/secret-query';
import { createVersionedCache } from '../../lib/versioned-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page compressed as the browser accepts it: about a sixth of its size, which on a slow
 * mobile link is most of the time to the first paint. Brotli at quality 5 costs a millisecond or two.
 */
async function encodePage(html: string, acceptEncoding: string | undefined) {
  if (/\bbr\b/.test(acceptEncoding ?? ''))
    return {
      encoding: 'br',
      body: await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  if (/\bgzip\b/.test(acceptEncoding ?? '')) return { encoding: 'gzip', body: await gzipAsync(html) };
  return { encoding: null, body: html };
}

/**
 * A modality page reads only the modality's detail, whose every table bumps the data version
 * 'modalidades' (migration 0005): its rendered HTML is kept under that version, as the JSON detail is
 * (routes/modalidades.ts), and sent with the same Cache-Control. Other pages read data that no version
 * covers (catalogue, agenda, resolutions…) and are rendered on every request.
 */
const MODALIDAD_PAGE = /^\/tramite\/\d+\/detalles\/\d+(?:\?|$)/;
/** Most modality pages kept (a page is 40–100 KB: about 20 MB at most). */
export const PAGE_CACHE_ENTRIES = 200;
const MODALIDAD_PAGE_CACHE_CONTROL = 'public, max-age=60';

/**
 * A kept modality page is one day's: its summary shows the main office's hours of today in El Salvador,
 * so the weekday is part of the key (the page rendered on Monday is not served on Tuesday, and the
 * browser, which computes the same day, hydrates it without a mismatch).
 */
export const modalidadPageKey = (url: string, now: Date) => `${weekdayInElSalvador(now)}|${url}`;

/** The ETag of a page: its bytes, less the read times TanStack Query writes (the same page read later is the same page). */
const pageEtag = (html: string) =>
  etagOf(html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, ''));

export default fp<{ root?: string; runtimeConfig: RuntimeConfig; webRenderer?: 'classic' | 'rsc' }>(
  async (fastify, { root, runtimeConfig, webRenderer = 'classic' }) => {
    // PUBLIC_URL as the env schema validated it (app.ts puts it in the runtime config), never the Host.
    const publicOrigin = (runtimeConfig.publicUrl ?? '').replace(/\/+$/, '');
    const absolute = root ? path.resolve(root) : '';
    const hasIndex = Boolean(root) && existsSync(path.join(absolute, 'index.html'));
    let classic: (() => Promise<ClassicPages>) | null = null;
    const modalidadPages = createVersionedCache(fastify.db, 'modalidades', PAGE_CACHE_ENTRIES);
    if (hasIndex) {
      // The light design's browser files (issue 30) beside the classic build's.
      const rscClient = existsSync(rscClientRoot(absolute)) ? [rscClientRoot(absolute)] : [];
      await fastify.register(fastifyStatic, {
        root: [absolute, ...rscClient],
        wildcard: false,
        index: false,
        // Source maps hold the full sources: never served, even if a build left them (decision 010).
        allowedPath: (pathName) => !/\.map$/i.test(pathName),
        // The build writes .br and .gz copies of its text files (apps/web/vite.config.ts): sent to
        // browsers that accept them, they are a third of the size, with no compression work per request.
        preCompressed: true,
        // Hashed assets never change; index.html must always be revalidated.
        setHeaders: (reply, filePath) => {
          reply.header(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
      if (serverEntryPath(absolute)) {
        // Loaded once, not while the server starts (a few seconds on a busy machine: it would count
        // against Fastify's plugin timeout and delay readiness); it starts loading once the server is ready.
        let loading: Promise<ClassicPages> | null = null;
        const load = (classic = () =>
          (loading ??= loadPageRenderer(fastify, absolute, runtimeConfig, publicOrigin).then((r) => r!)));
        fastify.addHook('onReady', function (done) {
          load().catch((error: unknown) =>
            fastify.log.error({ err: error }, 'server renderer failed to load'),
          );
          done();
        });
      } else {
        fastify.log.warn({ root: absolute }, 'server renderer not built: pages render in the browser');
      }
    } else if (root) {
      fastify.log.warn({ root: absolute }, 'web app not built: run `npm run build`');
    }

    async function renderPage(request: FastifyRequest, reply: FastifyReply, renderer: RenderPage) {
      const renderOrError = async (): Promise<RenderedPage> => {
        try {
          // The client's address travels with the render: the API calls it makes are limited per client.
          return await renderingFor.run(request.ip, () => renderer(request.url));
        } catch (error) {
          request.log.error({ err: error }, 'page rendering failed');
          // The error page (`/error`) is on the light design: the classic renderer has only these words.
          return { status: 500, html: LAST_RESORT };
        }
      };
      const cacheable = MODALIDAD_PAGE.test(request.url);
      let page: RenderedPage & { etag?: string };
      if (cacheable) {
        // Only a whole 200 page is kept: a 404 or an error is rendered again on the next request.
        const kept = await modalidadPages
          .get(modalidadPageKey(request.url, new Date()), async () => {
            const rendered = await renderOrError();
            if (rendered.status !== 200 || !('html' in rendered)) throw rendered;
            return { ...rendered, etag: pageEtag(rendered.html) };
          })
          .catch((notKept: unknown) => {
            if (notKept && typeof notKept === 'object' && 'status' in notKept) return notKept as RenderedPage;
            // The data version could not be read (the database is down): the page renders as any
            // other, and shows the Spanish error page with the failure's status.
            request.log.warn({ err: notKept }, 'page cache unavailable');
            return renderOrError();
          });
        page = kept;
      } else {
        page = await renderOrError();
      }
      if ('location' in page) return reply.redirect(page.location, page.status);
      // A complaint's tracking answer (`/seguimiento?…&codigo=`) is one citizen's: never stored by anyone.
      // Any page whose address carries the code counts, whatever its path: the router matches paths
      // without regard to case or encoding, and the query is judged as parsed (secret-query.ts).
      const isPrivate = carriesSecret(request.url);
      // Any other page is the same for everyone (no session is read on the server). A modality page may be
      // kept a minute, as its JSON; the others are revalidated on every use, so new data is seen at once.
      // Either way a 304 when nothing changed.
      reply.header(
        'Cache-Control',
        isPrivate ? 'no-store' : cacheable && page.status === 200 ? MODALIDAD_PAGE_CACHE_CONTROL : 'no-cache',
      );
      if (page.status === 200 && !isPrivate) {
        const etag = page.etag ?? pageEtag(page.html);
        reply.header('ETag', etag);
        if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      }
      const { encoding, body } = await encodePage(page.html, request.headers['accept-encoding']);
      reply.header('Vary', 'Accept-Encoding');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.code(page.status).type('text/html; charset=utf-8').send(body);
    }

    const lightPage = !hasIndex
      ? null
      : await registerRscPages(fastify, {
          webDist: absolute,
          origin: publicOrigin,
          encode: encodePage,
          pages: rscPagesFor(webRenderer),
          keep: {
            test: (url) => MODALIDAD_PAGE.test(url),
            get: (url, render) => modalidadPages.get(modalidadPageKey(url, new Date()), render),
            cacheControl: MODALIDAD_PAGE_CACHE_CONTROL,
          },
        });
    fastify.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !API_PREFIXES.some((p) => url.startsWith(p)) &&
        !path.extname(url);
      const collapsed = isPage ? collapseSlashes(request.url) : request.url;
      if (collapsed !== request.url) return reply.redirect(collapsed, 301);
      if (isPage && classic) {
        const pages = await classic();
        // An address the classic app has no page for is the light design's Spanish 404 (decision 031).
        if (lightPage && !pages.isClassicPage(request.url)) return lightPage(request, reply);
        return renderPage(request, reply, pages.render);
      }
      if (isPage && hasIndex) {
        return reply
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .sendFile('index.html');
      }
      return reply.code(404).send({ message: MESSAGES.noEncontrado });
    });
  },
  { name: 'spa' },
);
