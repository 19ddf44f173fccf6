/**
 * The light pages (decision 034), two builds into dist-pages/: `client`, the browser's (the islands' entry,
 * each island a chunk of its own, and the pages' one stylesheet), then `ssr`, the server's (the pages and
 * views rendered to HTML, each island wrapped by `vite-islas.ts`). The server reads the browser build's
 * manifest for the files a page links.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactEnLugarDeReact } from './preact-en-el-navegador';
import { precompress } from './precompress';
import { FRAME_CHUNK, inFrameChunk, islas, viewStyles } from './vite-islas';

/**
 * The browser's build hydrates the islands with Preact (decision 035): half the JavaScript of React DOM's
 * build (home 79 → 37 KB) and 0.84–0.87 of its main-thread work. Only the `client` environment: the server
 * renders the same components with React (`isla.tsx`).
 */
const preactEnElNavegador = preactEnLugarDeReact({ entorno: 'client' });

export default defineConfig({
  plugins: [preactEnElNavegador, react(), islas(), viewStyles(), precompress()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
    },
  },
  environments: {
    client: {
      build: {
        outDir: 'dist-pages/client',
        manifest: true,
        copyPublicDir: false,
        sourcemap: process.env.WEB_SOURCEMAP === 'hidden' ? 'hidden' : false,
        // Vite's helper added a `<link rel=modulepreload>` to the head for every import of every island:
        // 40–60 ms of script on this machine's modality page. The browser finds an island's imports when
        // its chunk arrives; the helper still adds a lazily loaded island's stylesheets. Naming the chunks
        // in a `Link` header instead put 18 files before the first paint's image and text: Lighthouse's
        // LCP went from 1.6–2.0 s to 2.6–2.7 s (docs/performance.md), so the header was not kept.
        modulePreload: { resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')) },
        rolldownOptions: {
          input: { islas: 'src/rsc/entry.islas.tsx' },
          output: {
            // The views' and the islands' own stylesheets (CSS modules, base.css) in one file, linked by every
            // page (rsc/root.tsx): a stylesheet per component took a second round trip over HTTP/1.1's six
            // connections before the first paint. Mantine's stylesheets (node_modules) stay with the islands
            // that load them when used.
            codeSplitting: {
              groups: [
                { name: 'paginas', test: /[\\/](apps|packages)[\\/][^?]*\.css(\?|$)/ },
                // The frame's islands and the small modules most islands share (vite-islas.ts).
                { name: FRAME_CHUNK, test: inFrameChunk },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: 'dist-pages/server',
        ssr: 'src/rsc/entry.server.tsx',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'index.js' } },
      },
      resolve: { noExternal: true },
    },
  },
});
