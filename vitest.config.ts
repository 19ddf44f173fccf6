import { defineConfig } from 'vitest/config';
import { preactEnLugarDeReact } from './apps/web/preact-en-el-navegador';

/**
 * The islands' component tests that also run on Preact, what the browser's build hydrates them with
 * (decision 035). Not there yet: the tests of server HTML hydrated (clics-tempranos, islas-hidratacion,
 * -por-turnos, -ranuras: the server's render is React's, and both runtimes cannot share one module graph);
 * and home-view, a server view (React renders it; in the browser only its islands run): mounted by Preact
 * its "Mi municipio", a `<select defaultValue>` of options in `<optgroup>`s, loses the choice, as Preact's
 * compat marks only a select's own child options (a page hydrates the server's selected option, which
 * Chromium keeps: claro-en-el-telefono.spec.ts). happy-dom's own `<select>` fault is corrected for every
 * test (test/happy-dom-select.ts). A field typed into is `fireEvent.input`: Preact's `onChange` listens for
 * `input`, as the browser sends when one types.
 */
const ISLAS_EN_PREACT = [
  'agenda-filters',
  'atlas-tree',
  'busqueda-en-pagina',
  'busqueda-filtrada',
  'carousel',
  'comentario-form',
  'consulta-seguimiento',
  'date-picker',
  'envio-exitoso',
  'error-view',
  'institucion-filters',
  'islas-menores',
  'islas-modalidad',
  'menu-movil',
  'pagina-util',
  'reportar-problema-ligero',
  'reportes-views',
  'search-box',
  'sesion-enlaces',
  'suscripcion-form',
];
/** The packages that import `react`: inlined, so that they import Preact too. */
const IMPORTAN_REACT = [
  /@floating-ui\/react/,
  /@mantine\//,
  /@tabler\/icons-react/,
  /@tanstack\/react-query/,
  /@testing-library\/react/,
  /embla-carousel-react/,
  /react-number-format/,
  /react-remove-scroll/,
  /react-router/,
  /react-style-singleton/,
  /react-transition-group/,
  /use-callback-ref/,
  /use-sidecar/,
];

/**
 * The Node projects' files share each worker's modules (`isolate: false`): with a fresh module graph per
 * file, importing the app again took more time than the tests (30 API files on PGlite: 164–177 s
 * isolated, 101 s not; import 77 → 14 s). They change no module's state, stub no global and mock no
 * module. The component tests stay isolated: each has its own document, and two mock or stub what
 * another file would then see.
 */
const SHARED_MODULES = { isolate: false } as const;

/** What both runs of the web component tests share (happy-dom, the real API's set-up, the timeouts). */
const COMPONENTES = {
  root: 'apps/web',
  environment: 'happy-dom',
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
} as const;

export default defineConfig({
  test: {
    // Each test file opens its own database copy; two at a time suit the 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...SHARED_MODULES,
          name: 'contract',
          root: 'packages/contract',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        test: {
          ...SHARED_MODULES,
          name: 'db',
          root: 'packages/db',
          include: ['test/**/*.test.ts'],
          globalSetup: ['../../apps/api/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Component tests of the web app (Testing Library in happy-dom), with the app's Vite config (React).
        extends: './apps/web/vite.config.ts',
        test: {
          ...COMPONENTES,
          name: 'web',
          include: ['test/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        // The same tests on Preact: Testing Library's ES module (its CommonJS build would require React
        // itself) and Preact's `act`.
        plugins: [
          preactEnLugarDeReact({
            extra: {
              'react-dom/test-utils': 'preact/test-utils',
              '@testing-library/react': '@testing-library/react/dist/@testing-library/react.esm.js',
              // Mantine's notifications import it; Node would pick its CommonJS build (`main`), whose
              // `require('react')` is React itself, not Preact. The browser's build takes `module`.
              'react-transition-group': 'react-transition-group/esm/index.js',
            },
          }),
        ],
        test: {
          ...COMPONENTES,
          name: 'islas-preact',
          include: ISLAS_EN_PREACT.map((n) => `test/${n}.test.tsx`),
          setupFiles: ['test/setup-preact.ts', 'test/setup.ts'],
          server: { deps: { inline: IMPORTAN_REACT } },
        },
      },
      {
        test: {
          ...SHARED_MODULES,
          name: 'api',
          root: 'apps/api',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
