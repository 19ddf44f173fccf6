/**
 * Front-end budget (issue 11): the gzipped JavaScript and CSS a browser needs for the first paint of
 * `/`, a modality page and `/reportes`.
 *
 * Read from Vite's manifest (`build.manifest`): the entry (index.html) and its static imports, plus the
 * lazy chunk(s) of the route and their static imports. Dynamic imports (the chart, the date pickers…)
 * are left out: they load after the first paint, when a component asks for them.
 *
 *   npm run bench:budget                # builds apps/web, then measures
 *   npm run bench:budget -- --no-build  # measures the existing apps/web/dist
 *   npm run bench:budget -- --verbose   # also lists every file counted
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** First-paint budget of `/` in gzipped kilobytes (issue 11). */
const HOME_JS_BUDGET_KB = 200;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.BUDGET_DIST ?? path.join(root, 'apps/web/dist');
const args = new Set(process.argv.slice(2));

/** Each page: the route modules React Router loads for it (apps/web/src/app/router.tsx). */
const PAGES: Record<string, string[]> = {
  '/': ['src/app/routes/home.tsx'],
  '/tramite/:id/detalles/:id': ['src/app/routes/modalidad.tsx'],
  '/reportes': [
    'src/app/routes/reportes/layout.tsx',
    'src/app/routes/reportes/solicitudes-por-institucion.tsx',
  ],
};

if (!args.has('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('El manifiesto de Vite no tiene entrada');

/** The chunks reachable from `keys` through static imports only. */
function staticClosure(keys: string[]): Chunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} no está en el manifiesto de Vite`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]!);
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function size(file: string) {
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipCache.get(file)!;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (files: string[], key: 'raw' | 'gzip') => files.reduce((t, f) => t + size(f)[key], 0);

const rows = Object.entries(PAGES).map(([page, routeModules]) => {
  const chunks = staticClosure([entryKey, ...routeModules]);
  const js = chunks.map((c) => c.file);
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  return { page, js, css, jsGzip: sum(js, 'gzip'), jsRaw: sum(js, 'raw'), cssGzip: sum(css, 'gzip') };
});

const entryJs = staticClosure([entryKey]).map((c) => c.file);
console.log(`\nEntrada compartida: ${entryJs.length} archivos JS, ${kb(sum(entryJs, 'gzip'))} KB gzip\n`);
console.log('| página | archivos JS | JS (KB) | JS gzip (KB) | CSS gzip (KB) |');
console.log('|---|---|---|---|---|');
for (const r of rows)
  console.log(`| \`${r.page}\` | ${r.js.length} | ${kb(r.jsRaw)} | ${kb(r.jsGzip)} | ${kb(r.cssGzip)} |`);

if (args.has('--verbose'))
  for (const r of rows) {
    console.log(`\n${r.page}`);
    for (const f of [...r.js, ...r.css].sort((a, b) => size(b).gzip - size(a).gzip))
      console.log(`  ${kb(size(f).gzip).padStart(7)} KB  ${f}`);
  }

const home = rows[0]!;
const ok = home.jsGzip <= HOME_JS_BUDGET_KB * 1024;
console.log(
  `\nPresupuesto de \`/\`: ${kb(home.jsGzip)} KB de JS gzip de ${HOME_JS_BUDGET_KB} KB — ${ok ? 'cumple' : 'NO cumple'}.`,
);
process.exitCode = ok ? 0 : 1;
