/**
 * Latency of the home search on the demo data: 1,000 sequential requests per scenario through
 * `app.inject` (no network), on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 * Prints the median and the 95th percentile in milliseconds.
 *
 *   npx tsx bench/busqueda-tramites.ts            # PGlite
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/busqueda-tramites.ts
 */
import { randomBytes } from 'node:crypto';
import { openTestDatabase, type TestDbKind } from '@rnt/db/testing';
import Fastify from 'fastify';
import { app } from '../apps/api/src/app';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARMUP = 50;

const SCENARIOS: [string, string][] = [
  ['sin filtros (página 1)', '/api/public/busqueda_tramites'],
  ['nombre con tilde', '/api/public/busqueda_tramites?nombre=inscripci%C3%B3n'],
  ['nombre sin tilde, plural', '/api/public/busqueda_tramites?nombre=licencias'],
  ['nombre con un error', '/api/public/busqueda_tramites?nombre=pasaprte'],
  [
    'nombre y filtros',
    '/api/public/busqueda_tramites?nombre=permiso&institucion_id=3&clasificacion_id=2&page=1',
  ],
  ['estado y página 2', '/api/public/busqueda_tramites?estado=OBS&page=2'],
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function run(kind: TestDbKind) {
  const database = await openTestDatabase(kind);
  const fastify = Fastify({ logger: false });
  await fastify.register(app, { database, jwtSecret: randomBytes(32).toString('base64url') });
  await fastify.ready();
  console.log(`\n${kind}: ${REQUESTS} solicitudes secuenciales por escenario (app.inject)`);
  console.log(
    'escenario'.padEnd(28),
    'mediana ms'.padStart(11),
    'p95 ms'.padStart(8),
    'resultados'.padStart(11),
  );
  const all: number[] = [];
  for (const [name, url] of SCENARIOS) {
    for (let i = 0; i < WARMUP; i++) await fastify.inject(url);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const start = process.hrtime.bigint();
      const res = await fastify.inject(url);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
      if (i === 0) total = res.json().listado.total;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      name.padEnd(28),
      quantile(times, 0.5).toFixed(2).padStart(11),
      quantile(times, 0.95).toFixed(2).padStart(8),
      String(total).padStart(11),
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    'todos'.padEnd(28),
    quantile(all, 0.5).toFixed(2).padStart(11),
    quantile(all, 0.95).toFixed(2).padStart(8),
  );
  await fastify.close();
  await database.close();
}

await run('pglite');
if (process.env.TEST_DATABASE_URL) await run('postgres');
