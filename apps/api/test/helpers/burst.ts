/**
 * A burst of heavy requests (exports, PDFs) all at once against a real server, while probes ask for
 * the liveness route and a cheap cached read one after another — issue 17 item 7. Shared by
 * load-shedding.test.ts and `npm run bench -- --burst`.
 */
import { MESSAGES } from '@rnt/contract/messages';

export interface ProbeStats {
  /** Answers received (any status) while the burst ran. */
  answered: number;
  /** Probes that got no answer (network error or 60 s timeout). */
  failed: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  max: number;
}

export interface BurstResult {
  statuses: Record<string, number>;
  /** Network errors of the burst's requests, by code. */
  errors: Record<string, number>;
  /** 503 answers that carried Retry-After and the Spanish message (of all 503s). */
  shedWellFormed: number;
  elapsedMs: number;
  probes: Record<string, ProbeStats>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

export async function burst(
  url: string,
  options: { path: (i: number) => string; count: number; probes: string[]; probeEveryMs?: number },
): Promise<BurstResult> {
  const statuses: Record<string, number> = {};
  const errors: Record<string, number> = {};
  let shedWellFormed = 0;
  let running = true;
  const started = performance.now();

  const probeLoop = async (path: string) => {
    const times: number[] = [];
    const probeStatuses: Record<string, number> = {};
    let failed = 0;
    while (running) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(60_000) });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        probeStatuses[res.status] = (probeStatuses[res.status] ?? 0) + 1;
      } catch {
        failed++;
      }
      await new Promise((r) => setTimeout(r, options.probeEveryMs ?? 100));
    }
    times.sort((a, b) => a - b);
    return {
      answered: times.length,
      failed,
      statuses: probeStatuses,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1) ?? NaN,
    } satisfies ProbeStats;
  };
  const probing = options.probes.map((p) => probeLoop(p));

  await Promise.all(
    Array.from({ length: options.count }, async (_, i) => {
      try {
        const res = await fetch(`${url}${options.path(i)}`, { signal: AbortSignal.timeout(300_000) });
        const body = Buffer.from(await res.arrayBuffer());
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status === 503) {
          const message = (JSON.parse(body.toString()) as { message?: string }).message;
          if (Number(res.headers.get('retry-after')) > 0 && message === MESSAGES.servicioSaturado)
            shedWellFormed++;
        }
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
        errors[code] = (errors[code] ?? 0) + 1;
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  running = false;
  const results = await Promise.all(probing);
  return {
    statuses,
    errors,
    shedWellFormed,
    elapsedMs,
    probes: Object.fromEntries(options.probes.map((p, i) => [p, results[i]!])),
  };
}
