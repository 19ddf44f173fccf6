import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy of every text file of the build, for the server to send
 * as they are (@fastify/static `preCompressed`): compressed once here at the highest levels, instead of
 * on every request, or not at all.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rnt-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // A build of several environments (the RSC build) compresses only what browsers download.
      const env = (
        this as { environment?: { name: string; config: { root: string; build: { outDir: string } } } }
      ).environment;
      if (env && env.name !== 'client') return;
      if (env) outDir = path.resolve(env.config.root, env.config.build.outDir);
      for (const file of readdirSync(outDir, { recursive: true }) as string[]) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const full = path.join(outDir, file);
        const data = readFileSync(full);
        // Below about a packet, compressing saves nothing worth a second file.
        if (data.length < 1024) continue;
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
