/**
 * The benchmark's "sin caché" scenarios never repeat a query (issue 29): each list holds distinct
 * queries, enough for a run at the benchmark's pace, and the load runner sends each at most once —
 * a run that exhausts its list stops early and says so, instead of cycling back into the cache.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad, warmUp } from '../../../bench/lib/load';
import {
  distinctPaths,
  SEARCH_CITIZEN,
  SEARCH_PAIRS,
  SEARCH_UNCACHED,
  SUGGEST_UNCACHED,
} from '../../../bench/lib/uncached-queries';

/**
 * Fewest queries a list must hold: a default run (6 s after a warm-up) of an uncached search measured
 * 200–600 req/s at 50 connections (docs/performance.md), so 3,000 lets most runs end on time.
 */
const MIN_DISTINCT = 3000;

describe('"sin caché" query lists', () => {
  it.each([
    ['búsqueda sin caché', SEARCH_UNCACHED],
    ['búsqueda ciudadana sin caché', SEARCH_CITIZEN],
    ['pares de palabras nuevos', SEARCH_PAIRS],
    ['sugerencias sin caché', SUGGEST_UNCACHED],
  ])('%s hands out distinct queries, enough for a run', (_name, list) => {
    const distinct = distinctPaths(list);
    const sent = Array.from({ length: distinct.total }, () => distinct.next());
    expect(new Set(sent).size).toBe(distinct.total);
    expect(distinct.total).toBeGreaterThanOrEqual(MIN_DISTINCT);
    expect(distinct.remaining()).toBe(0);
    expect(distinct.repeats()).toBe(0);
  });

  it('refuses a list that repeats a query', () => {
    expect(() => distinctPaths(['/a', '/b', '/a'])).toThrow(/repite 1/);
  });
});

describe('a "sin caché" run', () => {
  const seen = new Map<string, number>();
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.set(request.url!, (seen.get(request.url!) ?? 0) + 1);
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends each query at most once and stops early, saying so, when they run out', async () => {
    const distinct = distinctPaths(Array.from({ length: 400 }, (_, i) => `/consulta/${i}`));
    const scenario = { name: 'prueba', kind: 'busqueda' as const, path: distinct.next, distinct };
    await warmUp(url, scenario, 10);
    const started = Date.now();
    const result = await runLoad(url, scenario, { connections: 20, durationS: 10, serverPid: process.pid });
    expect(Date.now() - started).toBeLessThan(8000);
    expect(result.exhausted).toBe(true);
    expect(result.repeats).toBe(0);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(seen.size).toBe(400);
  });
});
