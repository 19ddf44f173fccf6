/**
 * Where the browser's build of the light pages finds `react` (decision 035): Preact's compatibility layer.
 * One plugin for the build (`vite.pages.config.ts`, its `client` environment only: the server renders with
 * React) and for the islands' component tests on Preact (`vitest.config.ts`, project `islas-preact`), so
 * that those tests run what ships.
 */
import type { Plugin } from 'vite';

const PREACT: Record<string, string> = {
  react: '/src/rsc/react-en-el-navegador.ts',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * `react` and `react-dom` resolved to Preact: in the environment named `entorno` only, or everywhere.
 * `extra` adds what only the tests import (Testing Library's `act`).
 */
export function preactEnLugarDeReact({
  entorno,
  extra = {},
}: { entorno?: string; extra?: Record<string, string> } = {}): Plugin {
  const mapa = { ...PREACT, ...extra };
  return {
    name: 'rnt-preact-en-lugar-de-react',
    enforce: 'pre',
    resolveId(id, importer, options) {
      const destino = mapa[id];
      if (!destino || (entorno && this.environment.name !== entorno)) return null;
      return this.resolve(destino, importer, { ...options, skipSelf: true });
    },
  };
}
