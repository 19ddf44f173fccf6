/**
 * Issue 30 prototype A: React Server Components through React Router 7's RSC data mode and
 * @vitejs/plugin-rsc. Three builds: `rsc` (server components, `react-server` condition), `ssr` (the RSC
 * stream to HTML) and `client` (the islands and the hydrated router), into dist-rsc/.
 */
import react from '@vitejs/plugin-react';
import rsc from '@vitejs/plugin-rsc';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

export default defineConfig({
  plugins: [
    react(),
    rsc({
      entries: {
        client: './src/rsc/entry.browser.tsx',
        ssr: './src/rsc/entry.ssr.tsx',
        rsc: './src/rsc/entry.rsc.tsx',
      },
      serverHandler: false,
      // Not a `<link>` per server component instance (232 in a modality page's RSC payload, 50 KB of its
      // 109 KB): the server components' CSS is one file (`cssCodeSplit: false` below), linked once by the
      // root layout (rsc/root.tsx).
      rscCssTransform: false,
    }),
    precompress(),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  environments: {
    client: {
      build: {
        outDir: 'dist-rsc/client',
        manifest: true,
        copyPublicDir: false,
        // The islands' own stylesheets (CSS modules) in one file, and the server components' in another
        // (`cssCodeSplit: false` below): a page links two stylesheets, not one per component (eleven on the
        // home), which over HTTP/1.1's six connections took a second round trip before the first paint.
        // Mantine's stylesheets (node_modules) stay with the islands that load them when used.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'islas', test: /[\\/](apps|packages)[\\/][^?]*\.css(\?|$)/ }],
            },
          },
        },
      },
    },
    ssr: { build: { outDir: 'dist-rsc/ssr' }, resolve: { noExternal: true } },
    rsc: { build: { outDir: 'dist-rsc/rsc', cssCodeSplit: false }, resolve: { noExternal: true } },
  },
});
