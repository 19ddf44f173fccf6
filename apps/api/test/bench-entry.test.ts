/**
 * The load benchmark's static baseline route is not part of the portal: the real server process
 * (apps/api/src/server.ts) does not answer it; the benchmark's entry (bench/server.ts, which bench/run.ts
 * starts) serves it beside every route of the portal.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_BASELINE_PATH } from '../../../bench/lib/baseline-route';
import {
  runsServerProcessTests,
  serverDatabase,
  startServer,
  type ServerDatabase,
} from './helpers/server-process';

const enabled = runsServerProcessTests('bench-entry');
let dir: string;
let database: ServerDatabase;
beforeAll(async () => {
  if (!enabled) return;
  dir = await mkdtemp(path.join(tmpdir(), 'rnt-bench-entry-'));
  database = await serverDatabase(dir);
});
afterAll(async () => {
  if (!enabled) return;
  await database.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe.runIf(enabled)('the benchmark baseline route', () => {
  it('is served by bench/server.ts only, never by the portal server', async () => {
    for (const [entry, status] of [
      [undefined, 404],
      ['bench/server.ts', 200],
    ] as const) {
      const server = await startServer({ database: database.env, storageDir: dir, entry });
      try {
        const res = await fetch(server.url + BENCH_BASELINE_PATH);
        expect(res.status, entry ?? 'apps/api/src/server.ts').toBe(status);
        if (status === 200) expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(14);
        // The portal's own routes are there either way.
        expect((await fetch(`${server.url}/api/public_institucion_listado?page=-1`)).status).toBe(200);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    }
  }, 180_000);
});
