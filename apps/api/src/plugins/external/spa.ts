/**
 * Serves the built web app (precompressed copies when the browser accepts them). The pages on the light
 * design (decision 031) are routes of their own (`rsc-pages.ts`); the classic app's pages (`STAFF_PAGES`,
 * the staff back office) are routes that send the built index.html, which renders in the browser (issue 30). The not-found handler answers what no route has:
 * a JSON 404 for unknown API paths, a 301 for a page address with double slashes, and the light design's
 * Spanish 404 page for any other page address.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@rnt/contract/messages';
import { weekdayInElSalvador } from '@rnt/contract/modalidad-resumen';
import { STAFF_PAGES } from '@rnt/contract/page-paths';
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIXES, collapseSlashes } from '../../lib/page-path';
import { registerLightPages, pagesClientRoot, type PageEncoding } from '../../lib/light-pages';
import { createVersionedCache } from '../../lib/versioned-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding a light page is sent in: brotli when the browser accepts it, else gzip, else none. */
function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (/\bbr\b/.test(acceptEncoding ?? '')) return 'br';
  if (/\bgzip\b/.test(acceptEncoding ?? '')) return 'gzip';
  return null;
}

/**
 * A light page compressed: about a sixth of its size, which on a slow mobile link is most of the time to
 * the first paint. Brotli at quality 5 costs a millisecond or two.
 */
const compressPage = (html: Buffer, encoding: PageEncoding) =>
  encoding === 'br' ? brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(html);

/**
 * A modality page reads only the modality's detail, whose every table bumps the data version
 * 'modalidades' (migration 0005): its rendered HTML is kept under that version, as the JSON detail is
 * (routes/modalidades.ts), and sent with the same Cache-Control (`rsc-pages.ts` keeps it). Other pages
 * read data that no version covers (catalogue, agenda, resolutions…) and are rendered on every request.
 */
const MODALIDAD_PAGE = /^\/tramite\/\d+\/detalles\/\d+(?:\?|$)/;
/** Most modality pages kept (a page is 40–100 KB: about 20 MB at most). */
export const PAGE_CACHE_ENTRIES = 200;
const MODALIDAD_PAGE_CACHE_CONTROL = 'public, max-age=60';

/**
 * A kept modality page is one day's: its summary shows the main office's hours of today in El Salvador,
 * so the weekday is part of the key (the page rendered on Monday is not served on Tuesday).
 */
export const modalidadPageKey = (url: string, now: Date) => `${weekdayInElSalvador(now)}|${url}`;

/** The built index.html: revalidated on every use (`setHeaders`: `no-cache`), so a new build shows at once. */
const sendIndex = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').sendFile('index.html');

export default fp<{ root?: string; runtimeConfig: RuntimeConfig }>(
  async (fastify, { root, runtimeConfig }) => {
    // PUBLIC_URL as the env schema validated it (app.ts puts it in the runtime config), never the Host.
    const publicOrigin = (runtimeConfig.publicUrl ?? '').replace(/\/+$/, '');
    const absolute = root ? path.resolve(root) : '';
    const hasIndex = Boolean(root) && existsSync(path.join(absolute, 'index.html'));
    const modalidadPages = createVersionedCache(fastify.db, 'modalidades', PAGE_CACHE_ENTRIES);
    if (hasIndex) {
      // The light design's browser files (issue 30) beside the classic app's.
      const pagesClient = existsSync(pagesClientRoot(absolute)) ? [pagesClientRoot(absolute)] : [];
      await fastify.register(fastifyStatic, {
        root: [absolute, ...pagesClient],
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
      /*
       * The staff pages: the built index.html as it is, rendered in the browser (apps/web/src/main.tsx,
       * createRoot). Staff pages need no server rendering: every one but the login needs a session, no search
       * engine reads them, and nobody reads them without JavaScript.
       */
      for (const pattern of STAFF_PAGES)
        fastify.get(pattern, async (request, reply) => {
          // `//admin//login` reaches this route too (`ignoreDuplicateSlashes`): its one address first.
          const collapsed = collapseSlashes(request.url);
          return collapsed !== request.url ? reply.redirect(collapsed, 301) : sendIndex(reply);
        });
    } else if (root) {
      fastify.log.warn({ root: absolute }, 'web app not built: run `npm run build`');
    }

    const lightPage = !hasIndex
      ? null
      : await registerLightPages(fastify, {
          webDist: absolute,
          origin: publicOrigin,
          encoding: { choose: pageEncoding, compress: compressPage },
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
      // Any other page address is the light design's Spanish 404 (decision 031).
      if (isPage && lightPage) return lightPage(request, reply);
      // Without the RSC build (a development server): the classic app, whose router says what is missing.
      if (isPage && hasIndex) return sendIndex(reply);
      return reply.code(404).send({ message: MESSAGES.noEncontrado });
    });
  },
  { name: 'spa' },
);
