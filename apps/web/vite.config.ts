import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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
  // The manifest lets bench/frontend-budget.ts follow each route's static imports.
  build: { sourcemap: true, manifest: true },
});
