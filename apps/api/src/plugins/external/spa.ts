/**
 * Serves the built SPA (precompressed copies when the browser accepts them) with history fallback: any GET for a page (not /api, /pdf, /documentos, not a
 * file) answers index.html (when the app is built), so deep links and reloads work. Unknown API paths keep a JSON 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@rnt/contract/messages';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/pdf/', '/documentos/'];

export default fp<{ root?: string }>(
  async (fastify, { root }) => {
    const absolute = root ? path.resolve(root) : '';
    const hasIndex = Boolean(root) && existsSync(path.join(absolute, 'index.html'));
    if (hasIndex) {
      await fastify.register(fastifyStatic, {
        root: absolute,
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
    } else if (root) {
      fastify.log.warn({ root: absolute }, 'web app not built: run `npm run build`');
    }

    fastify.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPage =
        request.method === 'GET' && !API_PREFIXES.some((p) => url.startsWith(p)) && !path.extname(url);
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
