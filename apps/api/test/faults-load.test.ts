/**
 * A small version of the complaint load run (issue 12 "Load"; the full 10,000 × 100 is
 * `npm run bench:load`): 300 submissions from 30 concurrent clients against the real server process,
 * restarted once mid-run while clients retry with their Idempotency-Key. Every acknowledged comment
 * must be in the database exactly once, with its file intact.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanVerification,
  registeredModalidadId,
  RestartableServer,
  runLoad,
  verifyLoad,
} from './helpers/denuncias-load';
import { runsServerProcessTests, serverDatabase, type ServerDatabase } from './helpers/server-process';

const TOTAL = 300;
const CONCURRENCY = 30;

let dir: string;
let database: ServerDatabase;
let server: RestartableServer;

const enabled = runsServerProcessTests('faults-load');
beforeAll(async () => {
  if (!enabled) return;
  dir = await mkdtemp(path.join(tmpdir(), 'rnt-load-'));
  database = await serverDatabase(dir);
});
afterAll(async () => {
  await server?.server?.stop('SIGKILL');
  await database?.dispose();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!enabled)('complaints under load with a server restart', () => {
  it(`acknowledges ${TOTAL} comments from ${CONCURRENCY} clients and stores each exactly once with its file`, async () => {
    const modalidadId = await database.use(registeredModalidadId);
    const storageDir = path.join(dir, 'files');
    server = new RestartableServer({
      database: database.env,
      storageDir,
      env: { DENUNCIAS_RATE_LIMIT_MAX: '100000' },
    });
    await server.start();
    const runId = `ci${Date.now()}`;
    const load = await runLoad({
      url: server.url,
      total: TOTAL,
      concurrency: CONCURRENCY,
      modalidadId,
      runId,
      retryForMs: 60_000,
      onAcknowledged: (n) => {
        if (n === TOTAL / 3) void server.restart();
      },
    });
    await server.stop();
    const check = await database.use((db) => verifyLoad(db, storageDir, runId, load.submissions));
    console.log(
      `carga CI (${database.kind}): ${load.requests} solicitudes, ${load.acknowledged} acusadas, ` +
        `${load.retried} reintentadas ${JSON.stringify(load.failures)}, ${check.found} encontradas, ` +
        `${check.duplicates} duplicadas, ${check.missingFiles} sin archivo; reinicio en ` +
        `${server.downtimesMs.join(', ')} ms; ${Math.round(load.elapsedMs)} ms`,
    );

    expect(load.acknowledged).toBe(TOTAL);
    expect(server.exitCodes).toEqual([0, 0]);
    expect(check).toEqual(cleanVerification(TOTAL));
  }, 120_000);
});
