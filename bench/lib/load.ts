/**
 * One load run with autocannon, in this (the bench) process, against the server child over loopback.
 * Latencies are taken from every response (autocannon's own summary has no 95th percentile).
 */
import autocannon from 'autocannon';
import { sampleRss } from './server-process';

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
}

const quantile = (sorted: Float64Array, q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function runLoad(url: string, scenario: Scenario, options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let answers = 0;
  const statuses: Record<number, number> = {};
  const rss = sampleRss(options.serverPid);
  // Without a callback autocannon answers its event emitter, made thenable (its types say only Promise).
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.durationS,
    amount: scenario.amount,
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
  const result = await instance;
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
  };
}

/** A short unrecorded run so each scenario is measured warm (plans cached, code optimised). */
export async function warmUp(url: string, scenario: Scenario, connections: number): Promise<void> {
  await autocannon({
    url,
    connections: Math.min(connections, 10),
    duration: 1,
    amount: scenario.warmUpRequests ?? (scenario.amount ? 20 : undefined),
    requests: [
      {
        method: scenario.method ?? 'GET',
        body: scenario.body,
        headers: scenario.headers,
        setupRequest: (request) => ({ ...request, path: scenario.path() }),
      },
    ],
  });
}
