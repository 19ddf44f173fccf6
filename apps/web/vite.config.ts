import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { firstPaintChunks } from './first-paint-chunks';
import { precompress } from './precompress';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [precompress()])],
  server: {
    // `npm run dev:web` talks to `npm run dev:api` on :3000.
    proxy: {
      '/api': 'http://localhost:3000',
      '/pdf': 'http://localhost:3000',
      '/documentos': 'http://localhost:3000',
      '/config.json': 'http://localhost:3000',
    },
  },
  // The server renderer (src/entry-server.tsx, decision record 015) is built into dist-server/.
  // Everything is bundled, with React's production build: the server does not run React's
  // development checks (several times slower) whatever NODE_ENV the process has.
  // Only for that build: the component tests (Vitest reads this file too) must load node_modules as Node
  // does, or PGlite looks for its extension bundles at http:// addresses.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        // No source maps for the public (issue 17, item 14; decision 010): `WEB_SOURCEMAP=hidden npm run
        // build` writes them for an error tracker, without the `sourceMappingURL` comment, and the server
        // never serves a `.map` file.
        sourcemap: process.env.WEB_SOURCEMAP === 'hidden' ? 'hidden' : false,
        // The manifest lets bench/frontend-budget.ts follow each route's static imports.
        manifest: true,
        // One stylesheet in the first HTML: a server-rendered page paints styled at once, whichever
        // lazy page it shows (no stylesheet arriving with the page's code, no layout shift).
        cssCodeSplit: false,
        rolldownOptions: {
          output: { codeSplitting: firstPaintChunks(path.resolve(import.meta.dirname, 'src/main.tsx')) },
        },
      },
}));
