/**
 * One load run with autocannon, in this (the bench) process, against the server child over loopback.
 * Latencies are taken from every response (autocannon's own summary has no 95th percentile).
 */
import autocannon from 'autocannon';
import { sampleRss } from './server-process';
import type { DistinctPaths } from './uncached-queries';

export interface Scenario {
  /** Label in the table (Spanish, like the product). */
  name: string;
  /** Which target applies: search, detail and report have their own (docs/performance.md). */
  kind: 'base' | 'busqueda' | 'detalle' | 'reporte' | 'otro' | 'denuncia';
  method?: 'GET' | 'POST';
  /** The path of the next request (rotates queries or ids). */
  path: () => string;
  body?: Buffer;
  headers?: Record<string, string>;
  /** Bound by count instead of by time (uploads); autocannon then ignores the duration. */
  amount?: number;
  /** Warm-up by count (e.g. each id of a hot set once) instead of for one second. */
  warmUpRequests?: number;
  /**
   * A "sin caché" scenario: `path` hands out these paths, each once. Warm-up and run together never send
   * more requests than the list holds; a run that exhausts it ends early and says so.
   */
  distinct?: DistinctPaths;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
  /** Server process whose resident memory is sampled during the run. */
  serverPid: number;
}

export interface LoadResult {
  /** Every answer, whatever its status. */
  requests: number;
  /**
   * Successful (2xx) answers per second; p50/p95/p99 are of those answers too. An answer shed with a fast
   * 503 is not work done: counted in, it made a shedding server look faster than one that answered.
   */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers by HTTP status. */
  statuses: Record<number, number>;
  /** Connection errors, timeouts included (no answer at all). */
  errors: number;
  peakRssBytes: number;
  /** Length of the run in seconds (shorter than asked when a "sin caché" list ran out). */
  seconds: number;
  /** A "sin caché" scenario ran out of distinct queries (and stopped). */
  exhausted: boolean;
  /** Queries sent a second time (a "sin caché" list asked past its end): 0 in a sound run. */
  repeats: number;
}

const quantile = (sorted: Float64Array, q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function runLoad(url: string, scenario: Scenario, options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let answers = 0;
  const statuses: Record<number, number> = {};
  const rss = sampleRss(options.serverPid);
  const limit = countLimit(scenario);
  // Without a callback autocannon answers its event emitter, made thenable (its types say only Promise).
  const instance = autocannon({
    url,
    connections: Math.min(options.connections, limit ?? Infinity),
    duration: options.durationS,
    amount: limit,
    timeout: 30,
    requests: [
      {
        method: scenario.method ?? 'GET',
        body: scenario.body,
        headers: scenario.headers,
        setupRequest: (request) => ({ ...request, path: scenario.path() }),
      },
    ],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on('response', (_client, statusCode: number, _bytes: number, responseTime: number) => {
    answers++;
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  // A count bounds a "sin caché" run, and autocannon then ignores the duration: the duration is kept here.
  const timer = scenario.distinct ? setTimeout(() => instance.stop(), options.durationS * 1000) : undefined;
  const result = await instance;
  clearTimeout(timer);
  const peakRssBytes = rss.stop();
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: answers,
    rps: latencies.length / Math.max(result.duration, 0.001),
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    statuses,
    errors: result.errors,
    peakRssBytes,
    seconds: result.duration,
    exhausted: scenario.distinct ? scenario.distinct.remaining() === 0 : false,
    repeats: scenario.distinct?.repeats() ?? 0,
  };
}

/** How many requests a run may send: a "sin caché" list's remaining queries, or the scenario's count. */
function countLimit(scenario: Scenario): number | undefined {
  return scenario.distinct ? Math.max(1, scenario.distinct.remaining()) : scenario.amount;
}

/** A short unrecorded run so each scenario is measured warm (plans cached, code optimised). */
export async function warmUp(url: string, scenario: Scenario, connections: number): Promise<void> {
  // A "sin caché" list spends at most a tenth of its queries warming up (they are not sent again).
  const distinct = scenario.distinct
    ? Math.max(1, Math.floor(scenario.distinct.remaining() / 10))
    : undefined;
  const instance = autocannon({
    url,
    connections: Math.min(connections, 10),
    duration: 1,
    amount: distinct ?? scenario.warmUpRequests ?? (scenario.amount ? 20 : undefined),
    requests: [
      {
        method: scenario.method ?? 'GET',
        body: scenario.body,
        headers: scenario.headers,
        setupRequest: (request) => ({ ...request, path: scenario.path() }),
      },
    ],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  const timer = distinct ? setTimeout(() => instance.stop(), 1000) : undefined;
  await instance;
  clearTimeout(timer);
}
