/**
 * Complaint submissions under load (issue 12): 10,000 comments from 100 concurrent clients, each with
 * a small unique attachment and an Idempotency-Key, against the real server in a child process; then
 * every acknowledged comment is looked for in the database (exactly once) with its file (size, SHA-256).
 *
 *   npm run bench:load                                  # PGlite, or PostgreSQL when TEST_DATABASE_URL is set
 *   npm run bench:load -- --restarts                    # SIGTERM + start again 3 times mid-run; clients retry
 *   npm run bench:load -- --engine pglite --total 2000 --concurrency 50 --restarts 5
 *
 * PostgreSQL runs on a database of its own (a copy of the seeded test template, dropped at the end);
 * PGlite on a data folder of its own under the system temp folder. The comment rate limit is lifted
 * through DENUNCIAS_RATE_LIMIT_MAX.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  registeredModalidadId,
  RestartableServer,
  runLoad,
  verifyLoad,
} from '../apps/api/test/helpers/denuncias-load';
import { serverDatabase } from '../apps/api/test/helpers/server-process';

const { values } = parseArgs({
  options: {
    total: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '100' },
    restarts: { type: 'string' },
    engine: { type: 'string' },
  },
  allowNegative: false,
  strict: true,
  // A bare --restarts means 3.
  args: process.argv
    .slice(2)
    .map((a, i, all) => (a === '--restarts' && !/^\d+$/.test(all[i + 1] ?? '') ? '--restarts=3' : a)),
});
const total = Number(values.total);
const concurrency = Number(values.concurrency);
const restarts = Number(values.restarts ?? 0);
const engine = (values.engine ?? (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite')) as
  'pglite' | 'postgres';
if (engine === 'postgres' && !process.env.TEST_DATABASE_URL)
  throw new Error(
    '--engine postgres necesita TEST_DATABASE_URL (p. ej. postgres://postgres@127.0.0.1:5432/test)',
  );

const dir = await mkdtemp(path.join(tmpdir(), 'rnt-bench-load-'));
const database = await serverDatabase(dir, engine);
const storageDir = path.join(dir, 'files');
const server = new RestartableServer({
  database: database.env,
  storageDir,
  env: { DENUNCIAS_RATE_LIMIT_MAX: '100000000' },
  readyTimeoutMs: 120_000,
});
try {
  const modalidadId = await database.use(registeredModalidadId);
  await server.start();
  // Restarts at even fractions of the run (3 restarts: after 25 %, 50 % and 75 % acknowledged).
  const restartAt = new Set(
    Array.from({ length: restarts }, (_, i) => Math.round(((i + 1) * total) / (restarts + 1))),
  );
  const runId = `bench${Date.now()}`;
  console.log(
    `${total} comentarios, ${concurrency} clientes, ${restarts} reinicios, ${engine} (${server.url})…`,
  );
  const load = await runLoad({
    url: server.url,
    total,
    concurrency,
    modalidadId,
    runId,
    retryForMs: 300_000,
    onAcknowledged: (n) => {
      if (restartAt.has(n)) void server.restart();
      if (n % 1000 === 0) process.stdout.write(`  ${n} acusados\n`);
    },
  });
  await server.stop();
  const check = await database.use((db) => verifyLoad(db, storageDir, runId, load.submissions));
  const seconds = load.elapsedMs / 1000;
  const figures = {
    motor: engine,
    enviados: total,
    solicitudes: load.requests,
    acusados: load.acknowledged,
    reintentados: load.retried,
    abandonados: load.abandoned,
    fallos_reintentados: load.failures,
    encontrados: check.found,
    faltantes: check.missing,
    duplicados: check.duplicates,
    archivos_faltantes: check.missingFiles,
    archivos_distintos: check.badFiles,
    guardados_sin_acuse: check.storedNotAcknowledged,
    archivos_sueltos: check.strayFiles,
    temporales: check.tmpFiles,
    reinicios: server.downtimesMs.length,
    codigos_de_salida: server.exitCodes,
    caida_ms: server.downtimesMs,
    segundos: Number(seconds.toFixed(1)),
    acuses_por_segundo: Math.round(load.acknowledged / seconds),
  };
  console.log(JSON.stringify(figures, null, 2));
  const clean =
    load.acknowledged === total &&
    check.found === total &&
    check.missing +
      check.duplicates +
      check.missingFiles +
      check.badFiles +
      check.strayFiles +
      check.tmpFiles ===
      0 &&
    server.exitCodes.every((c) => c === 0);
  console.log(clean ? 'OK: cada comentario acusado está una vez, con su archivo.' : 'FALLO: ver las cifras.');
  process.exitCode = clean ? 0 : 1;
} finally {
  await server.server?.stop('SIGKILL');
  await database.dispose();
  await rm(dir, { recursive: true, force: true });
}
