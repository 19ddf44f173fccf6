/**
 * Load shedding (issue 17 item 7, plugins/app/load-shedding.ts): a burst of heavy requests against the
 * real server process gets some Spanish 503s with Retry-After and no other 5xx, while the liveness
 * route and a cached read keep answering. How fast they answer is measured by `npm run bench -- --burst`
 * (docs/performance.md), not here.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@rnt/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConcurrencyLimiter, Overloaded } from '../src/plugins/app/load-shedding';
import { burst, type BurstResult } from './helpers/burst';
import { registeredModalidadId } from './helpers/denuncias-load';
import {
  runsServerProcessTests,
  serverDatabase,
  startServer,
  type ServerDatabase,
  type ServerProcess,
} from './helpers/server-process';
import { createTestApp } from './helpers/test-app';

describe('concurrency limiter', () => {
  it('runs max at once, queues up to queue, sheds the rest, and frees each slot once', async () => {
    const limiter = createConcurrencyLimiter('exportacion', { max: 2, queue: 1 });
    const releases = await Promise.all([limiter.acquire(), limiter.acquire()]);
    const queued = limiter.acquire();
    expect([limiter.active, limiter.waiting]).toEqual([2, 1]);
    await expect(limiter.acquire()).rejects.toBeInstanceOf(Overloaded);
    releases[0]!();
    releases[0]!(); // a second release of the same slot changes nothing
    const third = await queued;
    expect([limiter.active, limiter.waiting]).toEqual([2, 0]);
    releases[1]!();
    third();
    expect(limiter.active).toBe(0);
    await expect(limiter.run(async () => 42)).resolves.toBe(42);
    await expect(limiter.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(limiter.active).toBe(0);
  });
});

describe('heavy routes shed in process', () => {
  it('an export and a search beyond the cap get a Spanish 503 with Retry-After; a slot frees when the answer is out', async () => {
    const t = await createTestApp({
      loadShedding: { exportacion: { max: 1, queue: 0 }, busqueda: { max: 1, queue: 0 } },
    });
    try {
      const exports = await Promise.all(
        [1, 2, 3].map(() => t.app.inject('/api/datos-abiertos/requisitos.json')),
      );
      const codes = exports.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect(codes).toContain(503);
      for (const shed of exports.filter((r) => r.statusCode === 503)) {
        expect(shed.json()).toEqual({ message: MESSAGES.servicioSaturado });
        expect(shed.headers['retry-after']).toBe('5');
      }
      // Every slot came back: one at a time, each export is served.
      for (let i = 0; i < 3; i++)
        expect((await t.app.inject('/api/datos-abiertos/regulaciones.csv')).statusCode).toBe(200);
      // Distinct searches (not in the cache) at once: one computes, the others are shed by the error policy.
      const searches = await Promise.all(
        ['licencia', 'permiso', 'constancia'].map((w) =>
          t.app.inject(`/api/public/busqueda_tramites?nombre=${w}`),
        ),
      );
      expect(searches.map((r) => r.statusCode)).toContain(503);
      expect(searches.map((r) => r.statusCode)).toContain(200);
      const shed = searches.find((r) => r.statusCode === 503)!;
      expect(shed.json()).toEqual({ message: MESSAGES.servicioSaturado });
      expect(shed.headers['retry-after']).toBe('5');
      // Suggestions are searches too: shed with the same 503 (a bench run once saw 500s here).
      const suggestions = await Promise.all(
        ['licencia co', 'permiso de', 'constancia re', 'pasaporte'].map((q) =>
          t.app.inject(`/api/public/sugerencias?q=${encodeURIComponent(q)}`),
        ),
      );
      expect(suggestions.map((r) => r.statusCode)).toContain(200);
      expect(suggestions.map((r) => r.statusCode)).toContain(503);
      for (const answer of suggestions.filter((r) => r.statusCode !== 200)) {
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.json()).toEqual({ message: MESSAGES.servicioSaturado });
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});

const enabled = runsServerProcessTests('load-shedding');
let dir: string;
let database: ServerDatabase;
let server: ServerProcess;
let modalidadId: number;
beforeAll(async () => {
  if (!enabled) return;
  dir = await mkdtemp(path.join(tmpdir(), 'rnt-burst-'));
  database = await serverDatabase(dir);
  modalidadId = await database.use(registeredModalidadId);
  // The default limits, as in production.
  server = await startServer({ database: database.env, storageDir: path.join(dir, 'files') });
}, 120_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.dispose();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function expectShedCleanly(result: BurstResult, count: number) {
  const { statuses } = result;
  // Some served, some shed; nothing else, no connection dropped.
  expect(statuses[200]).toBeGreaterThan(0);
  expect(statuses[503]).toBeGreaterThan(0);
  expect(statuses[200]! + statuses[503]!).toBe(count);
  expect(result.errors).toEqual({});
  // Every 503 is ours: Retry-After and the Spanish message.
  expect(result.shedWellFormed).toBe(statuses[503]);
  // The liveness route and a cached read answered during the burst, every time.
  for (const probe of Object.values(result.probes)) {
    expect(probe.answered).toBeGreaterThan(0);
    expect(probe.failed).toBe(0);
    expect(Object.keys(probe.statuses)).toEqual(['200']);
  }
}

describe.skipIf(!enabled)('a burst against the real server', () => {
  const probes = () => ['/api/health/live', `/api/public_modalidad_get_id/${modalidadId}`];

  it('300 concurrent requisitos.json exports: some shed with a Spanish 503, liveness answers', async () => {
    await fetch(`${server.url}${probes()[1]}`).then((r) => r.arrayBuffer());
    const result = await burst(server.url, {
      path: () => '/api/datos-abiertos/requisitos.json',
      count: 300,
      probes: probes(),
    });
    console.log(`load-shedding: exportaciones ${JSON.stringify(result)}`);
    expectShedCleanly(result, 300);
  }, 180_000);

  it('300 concurrent PDFs: the same', async () => {
    const result = await burst(server.url, {
      path: () => `/pdf/modalidad/${modalidadId}`,
      count: 300,
      probes: probes(),
    });
    console.log(`load-shedding: PDF ${JSON.stringify(result)}`);
    expectShedCleanly(result, 300);
  }, 180_000);
});
