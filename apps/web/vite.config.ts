import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { firstPaintChunks } from './first-paint-chunks';
import { precompress } from './precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    // `npm run dev:web` talks to `npm run dev:api` on :3000.
    proxy: {
      '/api': 'http://localhost:3000',
      '/pdf': 'http://localhost:3000',
      '/documentos': 'http://localhost:3000',
      '/config.json': 'http://localhost:3000',
    },
  },
  build: {
    // No source maps for the public (issue 17, item 14; decision 010): `WEB_SOURCEMAP=hidden npm run
    // build` writes them for an error tracker, without the `sourceMappingURL` comment, and the server
    // never serves a `.map` file.
    sourcemap: process.env.WEB_SOURCEMAP === 'hidden' ? 'hidden' : false,
    // The manifest lets bench/frontend-budget.ts follow each route's static imports.
    manifest: true,
    // One stylesheet for the whole app: no stylesheet arriving with a lazy page's code (no layout shift).
    cssCodeSplit: false,
    rolldownOptions: {
      output: { codeSplitting: firstPaintChunks(path.resolve(import.meta.dirname, 'src/main.tsx')) },
    },
  },
});
