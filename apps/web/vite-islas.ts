/**
 * The light pages' server build (decision 034): every exported component of a `'use client'` module is
 * wrapped in `isla('módulo#Export', Component)` (`src/rsc/isla.tsx`), which renders it as an island the
 * browser hydrates by that name (`src/rsc/entry.islas.tsx` maps `módulo` to `src/rsc/islands/módulo.tsx`).
 * The browser build uses the modules as they are.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const ISLA = path.resolve(import.meta.dirname, 'src/rsc/isla.tsx');
/** Where the browser entry finds the islands' modules (its `import.meta.glob`). */
export const ISLANDS_DIR = path.resolve(import.meta.dirname, 'src/rsc/islands');
const EXPORTED_COMPONENT = /^export function ([A-Z]\w*)(?=[<(])/gm;

/**
 * The browser build's `marco` chunk (vite.pages.config.ts): the islands of every page's frame (the menu, the
 * session links, "¿Le fue útil esta página?") and the small modules most islands import, with what they
 * import (Preact among them). Each was a file of 1–2 KB on the wire, most of it headers: the home loaded 18
 * scripts, the modality page 19 (docs/performance.md, 2026-12-04).
 */
const FRAME_ISLANDS = ['menu-movil', 'sesion-enlaces', 'pagina-util'];
const FRAME_MODULES = [
  'page-paths',
  'constants',
  'busqueda-tramites-rules',
  'on-first-use',
  'api-paths',
  'sections',
];
export const FRAME_CHUNK = 'marco';

/** Whether a module (its id, or its path from apps/web) is one the `marco` chunk gathers. */
export function inFrameChunk(id: string): boolean {
  const file = id.replaceAll('\\', '/');
  return (
    FRAME_ISLANDS.some((n) => file.endsWith(`rsc/islands/${n}.tsx`)) ||
    FRAME_MODULES.some((n) => file.endsWith(`/contract/src/${n}.ts`))
  );
}

/** Whether a module's source is an island module (its first line `'use client'`). */
export const isIslandModule = (code: string) => /^['"]use client['"]/.test(code);

/** The module's source with its exported components wrapped, or null when it is no island module. */
function wrapIslands(code: string, file: string): string | null {
  if (!isIslandModule(code)) return null;
  const names: string[] = [];
  const out = code.replace(EXPORTED_COMPONENT, (_m, name: string) => {
    names.push(name);
    return `function ${name}__isla`;
  });
  if (!names.length) return null;
  const base = path.basename(file, path.extname(file));
  return (
    `import { isla as __isla } from ${JSON.stringify(ISLA)};\n` +
    out +
    names.map((n) => `\nexport const ${n} = __isla(${JSON.stringify(`${base}#${n}`)}, ${n}__isla);`).join('')
  );
}

export function islas(): Plugin {
  return {
    name: 'rnt-islas',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.tsx')) return null;
      const wrapped = wrapIslands(code, file);
      if (wrapped !== null && path.dirname(path.resolve(file)) !== ISLANDS_DIR)
        this.error(`${file}: un módulo 'use client' va en src/rsc/islands/, donde el navegador lo encuentra`);
      return wrapped === null ? null : { code: wrapped, map: null };
    },
  };
}

/**
 * The browser build keeps the views' CSS modules that its entry imports for their stylesheet alone (no
 * class of them is read in the browser): Vite drops a CSS module whose exports are unused, and its CSS with it.
 */
export function viewStyles(): Plugin {
  const views = path.resolve(import.meta.dirname, 'src/rsc/views') + path.sep;
  return {
    name: 'rnt-estilos-de-las-vistas',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!id.startsWith(views) || !/\.module\.css$/.test(id)) return null;
      return { code, map: null, moduleSideEffects: 'no-treeshake' };
    },
  };
}
