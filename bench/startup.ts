/**
 * `npm run bench:startup`: time from starting the server on an existing embedded database (PGlite
 * folder, as `npm start` finds `./data` after its first run) to its first answers. Target: within 3 s.
 * The folder is `.tmp/bench/startup-data` (demo data, created by a first start); BENCH_STARTUP_DIR
 * points at another one (e.g. the 100,000-modality folder). Three starts; the server process only
 * (`npm start` adds about a second of npm and a build check before it).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { BENCH_DIR } from './lib/datasets';
import { startServer } from './lib/server-process';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const dataDir = process.env.BENCH_STARTUP_DIR ?? path.join(BENCH_DIR, 'startup-data');
const env = {
  PGLITE_DATA_DIR: dataDir,
  STORAGE_URL: path.join(BENCH_DIR, 'startup-files'),
  LOG_LEVEL: 'warn',
  WEB_DIST: '',
  DATABASE_URL: undefined,
};

if (!existsSync(dataDir)) {
  console.log(`Primera ejecución: se crea y siembra ${dataDir}…`);
  const first = await startServer(env, { timeoutMs: 600_000 });
  await first.stop();
}

const SEARCH = '/api/public/busqueda_tramites?nombre=licencia';
console.log(`Arranque sobre ${dataDir} (carga media ${loadavg()[0]!.toFixed(1)}):`);
const times: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const server = await startServer(env);
  const started = performance.now();
  const search = await fetch(server.url + SEARCH);
  const searchMs = performance.now() - started;
  await server.stop();
  if (!search.ok) throw new Error(`${SEARCH} → ${search.status}`);
  times.push(server.readyMs);
  console.log(
    `  arranque ${run}: primera respuesta (/api/health) a los ${Math.round(server.readyMs)} ms; ` +
      `primera búsqueda ${Math.round(searchMs)} ms después`,
  );
}
const worst = Math.max(...times);
console.log(`Peor: ${Math.round(worst)} ms → ${worst <= 3000 ? 'cumple' : 'no cumple'} el objetivo de 3 s.`);
