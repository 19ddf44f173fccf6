/**
 * The real server (apps/api/src/server.ts) as a child process, so the load generator in the bench
 * process never shares its event loop. Memory is read from /proc/<pid>/status (Linux).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../../apps/api/test/helpers/server-process';
import { REPO_ROOT } from './datasets';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first successful answer of `readyPath`. */
  readyMs: number;
  stop(): Promise<void>;
}

/** A field of /proc/<pid>/status in bytes (VmRSS: now; VmHWM: peak so far); 0 when unavailable. */
export function procMemory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples the resident memory every `everyMs`; `stop()` answers the peak seen. */
export function sampleRss(pid: number, everyMs = 100): { stop(): number } {
  let peak = procMemory(pid, 'VmRSS');
  const timer = setInterval(() => {
    peak = Math.max(peak, procMemory(pid, 'VmRSS'));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, procMemory(pid, 'VmRSS'));
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `env` overrides this process's environment; an undefined value removes the variable. */
export async function startServer(
  env: Record<string, string | undefined>,
  options: {
    readyPath?: string;
    timeoutMs?: number;
    /** The entry file, relative to the repository (bench/server.ts adds the baseline route). */
    entry?: string;
  } = {},
): Promise<ServerProcess> {
  // BENCH_PORT: a fixed port (a machine where each user is given a range); a free one otherwise.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', options.entry ?? 'apps/api/src/server.ts'],
    {
      cwd: REPO_ROOT,
      env: Object.fromEntries(
        Object.entries({ ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env }).filter(
          ([, value]) => value !== undefined,
        ),
      ),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = started + (options.timeoutMs ?? 300_000);
  for (;;) {
    if (exited !== null) throw new Error(`El servidor terminó al iniciar (código ${exited}).`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('El servidor no respondió a tiempo.');
    }
    try {
      const res = await fetch(url + (options.readyPath ?? '/api/health'));
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  const readyMs = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    readyMs,
    async stop() {
      if (exited !== null) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    },
  };
}
