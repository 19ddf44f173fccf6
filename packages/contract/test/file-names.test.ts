/**
 * The file naming scheme of docs/architecture.md ("Naming"), checked over the repository's source: every
 * file and folder is kebab-case; the web app names the registry's things with their Spanish word and a
 * piece's role with an English one (`comentario-form.tsx`, `catalogo-filters.tsx`); a web API call file
 * is named after what it calls, not an English verb (`modalidad.ts`, `enviar-denuncia.ts`); a hook name
 * is exported once. Each rule is also run on a probe name that breaks it, so a rule that lets everything
 * through fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
/** Where the source lives; built output, dependencies, data and public assets (URLs) are not source. */
const SOURCE_ROOTS = ['apps/api', 'apps/web', 'packages/contract', 'packages/db', 'bench', 'e2e', 'scripts'];
// Migrations are named by drizzle-kit (`0001_search_extensions.sql`).
const SKIP = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'dist-pages',
  'public',
  'data',
  'coverage',
  'test-results',
  'migrations',
]);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // `lint-probe-*`: the folder lint-boundaries.test.ts creates (and removes) while the tests run beside this one.
    if (entry.name.startsWith('.') || SKIP.has(entry.name) || entry.name.startsWith('lint-probe-')) continue;
    const path = join(dir, entry.name);
    out.push(relative(root, path));
    if (entry.isDirectory()) walk(path, out);
  }
  return out;
}
const paths = SOURCE_ROOTS.flatMap((dir) => walk(join(root, dir)));
const base = (path: string) => path.split('/').at(-1)!;
/** A name's words: `catalogo-filters.tsx` → ['catalogo', 'filters']. */
const words = (path: string) => base(path).split('.')[0]!.split('-');

/** Lower-case ASCII words joined by hyphens, then its extensions (`report-body.test.tsx`). */
const isKebab = (name: string) => /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(name);
/** Config files whose names their tools fix. */
const TOOL_NAMES = new Set(['tsconfig.json', 'package.json', 'README.md']);

/** English words for the registry's things (`legal-basis`; not `legal` or `bases`, Spanish too); the screens use the Spanish word. */
const ENGLISH_DOMAIN =
  /^(procedures?|modalit(y|ies)|requirements?|basis|rulings?|regulations?|resolutions?|institutions?|offices?|tariffs?|complaints?|attachments?|references?|evaluators?)$/;
/** Spanish words for a piece's role; roles are named in English (form, filters, carousel, table, card). */
const SPANISH_ROLE = /^(filtros|carrusel|formulario|tabla|tarjeta|boton|listado|detalle)$/;
const breaksLanguage = (path: string) =>
  words(path).some((word) => ENGLISH_DOMAIN.test(word) || SPANISH_ROLE.test(word));

/** A web API call file is named after what it reads or the Spanish verb of what it does. */
const ENGLISH_VERB = /^(get|save|delete|lookup|fetch|post|put|create|update|send|load|remove)$/;
const isApiCallFile = (path: string) =>
  /^apps\/web\/src\/(features\/[^/]+\/)?api\//.test(path) && /\.tsx?$/.test(path);
const breaksApiName = (path: string) => isApiCallFile(path) && ENGLISH_VERB.test(words(path)[0]!);

const webPaths = paths.filter((p) => /^(apps\/web\/(src|test)|e2e)\//.test(p));

describe('file names (docs/architecture.md, Naming)', () => {
  it('are kebab-case everywhere', () => {
    expect(isKebab('catalogo-filters.tsx') && !isKebab('catalogoFiltros.tsx')).toBe(true);
    expect(paths.length).toBeGreaterThan(300);
    expect(paths.filter((p) => !TOOL_NAMES.has(base(p)) && !isKebab(base(p)))).toEqual([]);
  });

  it('name the registry in Spanish and a role in English in the web app and its tests', () => {
    expect(['x/requirement-modal.tsx', 'x/catalogo-filtros.tsx'].filter(breaksLanguage)).toHaveLength(2);
    expect(breaksLanguage('x/requisito-modal.tsx') || breaksLanguage('x/agenda-filters.tsx')).toBe(false);
    expect(webPaths.filter(breaksLanguage)).toEqual([]);
  });

  it('name a web API call after what it calls, not an HTTP verb', () => {
    expect(breaksApiName('apps/web/src/features/reportes/api/get-estados.ts')).toBe(true);
    expect(breaksApiName('apps/web/src/features/comentarios/api/enviar-denuncia.ts')).toBe(false);
    const apiFiles = paths.filter(isApiCallFile);
    // The walk finds the web's API call files (fewer as pages move to the light design, which reads the
    // API on the server: 20 left once every public page but tracking moved, issue 30).
    expect(apiFiles.length).toBeGreaterThan(10);
    expect(apiFiles.filter(breaksApiName)).toEqual([]);
  });

  it('export each hook name once in the web app', () => {
    const hooks = paths
      .filter((p) => p.startsWith('apps/web/src/') && /\.tsx?$/.test(p))
      .flatMap((p) =>
        [...readFileSync(join(root, p), 'utf8').matchAll(/export (?:const|function) (use[A-Z]\w*)/g)].map(
          (m) => `${m[1]} (${p})`,
        ),
      );
    const names = hooks.map((h) => h.split(' ')[0]);
    const twice = hooks.filter((h) => names.filter((n) => n === h.split(' ')[0]).length > 1);
    // The walk finds the web's hooks (37 once the public pages moved to the light design, issue 30).
    expect(hooks.length).toBeGreaterThan(20);
    expect(twice).toEqual([]);
  });
});
