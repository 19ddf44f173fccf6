import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const WEB = 'apps/web/src';
const features = readdirSync(`${root}${WEB}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The boundaries of docs/architecture.md ("Boundaries enforced by lint"), each proven by a probe in
 * packages/contract/test/lint-boundaries.test.ts. Paths are relative to the repository root.
 */
const boundaryZones = [
  // A feature imports no other feature: what two features share moves to components, lib or api.
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Una feature no importa otra feature: mueva lo compartido a components, lib o api.',
  })),
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/api`, `${WEB}/config`],
    from: `${WEB}/features`,
    message: 'El código compartido de la web no importa ninguna feature.',
  },
  {
    target: 'apps/web',
    from: ['apps/api', 'packages/db'],
    message: 'La web no importa la API ni el paquete de base de datos: solo packages/contract.',
  },
  {
    target: 'packages/contract',
    from: ['apps', 'packages/db'],
    message: 'El contrato no importa la API, la web ni la base de datos.',
  },
];

/** The web app reads neither the database package nor the API. */
const WEB_NO_SERVER = [{ group: ['@rnt/db', '@rnt/db/*', '@rnt/api', '@rnt/api/*'] }];
/**
 * Endpoint objects carry zod schemas: the web loads them on demand in its fetchers
 * (`await import('@rnt/contract/endpoints/…')`), never with a page's first paint; types are free.
 */
const WEB_ENDPOINTS_ON_DEMAND = {
  group: ['@rnt/contract/endpoints/*'],
  allowTypeImports: true,
  message:
    'Los objetos de endpoint llevan esquemas zod: cárguelos bajo demanda (await import) o importe solo sus tipos.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-pages/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Accessible by construction: the recommended JSX accessibility rules on every component.
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A scrollable region (role="region" with a name) must take focus so keyboard users can scroll it
      // (axe: scrollable-region-focusable); the report tables are such regions.
      'jsx-a11y-x/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    // Boundaries and cycles, on resolved paths (relative imports and workspace packages alike).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript settings of import-x (which files it parses, with which parser), with the
      // node resolver (package exports, extensionless relative imports) instead of the TypeScript one.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Dependencies flow one way: the web app never reads the database package or the API.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...WEB_NO_SERVER, WEB_ENDPOINTS_ON_DEMAND] }],
    },
  },
  {
    // An island's ids come from `useIslaId` (decision 035): the server renders it with React, the browser
    // with Preact, and the two `useId`s differ. Same patterns as above (a later entry replaces the rule).
    files: ['apps/web/src/rsc/islands/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...WEB_NO_SERVER, WEB_ENDPOINTS_ON_DEMAND],
          paths: [
            {
              name: 'react',
              importNames: ['useId'],
              message: 'Una isla toma sus ids de useIslaId (rsc/isla-comun.tsx, decisión 035).',
            },
          ],
        },
      ],
    },
  },
  {
    // A module that itself loads on demand (decision 021): the endpoint objects of the home's first
    // paint (loaded by the API client with the first call).
    files: ['apps/web/src/lib/first-paint-endpoints.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_NO_SERVER }] },
  },
  {
    // The light design's pages and root are server components (decision 031): they never reach the
    // browser, so they may read the endpoint objects' paths and schemas. Islands may not.
    files: ['apps/web/src/rsc/pages/**/*.tsx', 'apps/web/src/rsc/root.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_NO_SERVER }] },
  },
  {
    // The contract is shared by the browser and the server: its own files, zod and the phone library only.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|zod$|zod/|libphonenumber-js$)',
              message: 'packages/contract importa solo zod (y libphonenumber-js) y sus propios archivos.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser tests act only on hydrated pages (issue 21): every spec takes `test` from the fixture whose
    // page waits for hydration after each new document.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Importe `test` de './helpers/fixtures': su page espera la hidratación tras cada carga.",
            },
          ],
        },
      ],
    },
  },
  {
    // Rows of raw SQL are checked, not cast (issue 20, decision 022): `queryRows`/`queryPrepared` take a row
    // schema and answer its type; casting their answer, or reading rows with the tests' unchecked
    // `testRows`, is refused outside the tests.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'bench/**/*.ts'],
    ignores: ['packages/db/src/testing.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            'TSAsExpression > AwaitExpression > CallExpression[callee.name=/^query(Rows|Prepared)$/]',
            'TSAsExpression > CallExpression[callee.name=/^query(Rows|Prepared)$/]',
            'TSTypeAssertion > AwaitExpression > CallExpression[callee.name=/^query(Rows|Prepared)$/]',
            'TSTypeAssertion > CallExpression[callee.name=/^query(Rows|Prepared)$/]',
          ].join(', '),
          message:
            'Las filas de queryRows/queryPrepared se validan con su esquema de fila: declare la forma en el esquema (zod), no con un cast.',
        },
        {
          selector: 'ImportSpecifier[imported.name="testRows"]',
          message:
            'testRows (filas sin validar) es solo para las pruebas: use queryRows con un esquema de fila.',
        },
      ],
    },
  },
  {
    // SQL lives only in apps/api/src/repositories (issue 20): routes, plugins, lib, the CLIs and the entry files.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/repositories/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: 'El SQL vive solo en apps/api/src/repositories.' },
            {
              name: '@rnt/db/create-db',
              importNames: ['queryRows', 'queryPrepared'],
              message: 'El SQL vive solo en apps/api/src/repositories.',
            },
          ],
        },
      ],
    },
  },
);
