/**
 * The real server (`apps/api/src/server.ts`) as a child process on a port of its own, for the fault,
 * shutdown and load tests: what they exercise (signals, sockets, restarts) only exists in a real process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type Db } from '@rnt/db/create-db';
import { openTestDatabase, testDbKind, writePgliteTestDataDir, type TestDbKind } from '@rnt/db/testing';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
}

export interface ServerDatabaseEnv {
  DATABASE_URL?: string;
  PGLITE_DATA_DIR?: string;
}

export interface StartServerOptions {
  port?: number;
  database: ServerDatabaseEnv;
  storageDir: string;
  env?: Record<string, string>;
  /** How long to wait for /api/health to answer 200. */
  readyTimeoutMs?: number;
  /** The entry file, relative to the repository; apps/api/src/server.ts unless given. */
  entry?: string;
  /** Variables removed from the child's environment (e.g. NODE_ENV, to start as `npm start` does). */
  unset?: string[];
}

/** A started process that is not yet known to be ready (see `startServer`). */
export interface SpawnedServer extends ServerProcess {
  /** Resolves once /api/health answers 200; rejects if the process exits first or times out. */
  ready(timeoutMs?: number): Promise<void>;
  hasExited(): boolean;
}

export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const server = await spawnServer(options);
  await server.ready(options.readyTimeoutMs);
  return server;
}

/** Starts the server process without waiting for it to be ready. */
export async function spawnServer(options: StartServerOptions): Promise<SpawnedServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // The parent's own database and storage settings must not leak into the child.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) =>
        !['DATABASE_URL', 'PGLITE_DATA_DIR', 'STORAGE_URL', 'PORT', 'NODE_OPTIONS', 'JWT_SECRET'].includes(k),
    ),
  );
  const env: Record<string, string> = {
    ...inherited,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
    SEED_DEMO_DATA: 'false',
    STORAGE_URL: options.storageDir,
    // PostgreSQL does not start without a secret; the embedded database generates its own.
    ...(options.database.DATABASE_URL ? { JWT_SECRET: randomBytes(32).toString('base64url') } : {}),
    ...options.database,
    ...options.env,
  };
  for (const key of options.unset ?? []) delete env[key];
  const entry = options.entry ? path.join(repoRoot, options.entry) : serverEntry;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const ready = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (hasExited) throw new Error(`el servidor terminó antes de estar listo:\n${output}`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`el servidor no respondió a tiempo:\n${output}`);
      }
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  return {
    port,
    url,
    child,
    exited,
    ready,
    hasExited: () => hasExited,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (!hasExited) child.kill(signal);
      return exited;
    },
  };
}

/**
 * The tests that start server processes are slow (each start loads the app and opens its database), so
 * one `npm test` runs them once: in the PostgreSQL pass when there is one, else in the PGlite pass.
 */
export function runsServerProcessTests(file: string): boolean {
  const runs = testDbKind() === 'postgres' || !process.env.TEST_DATABASE_URL;
  if (!runs) console.log(`${file}: se ejecuta en la pasada sobre PostgreSQL (TEST_DB=postgres).`);
  return runs;
}

/** A private seeded database for a server process, and a way to look into it. */
export interface ServerDatabase {
  kind: TestDbKind;
  env: ServerDatabaseEnv;
  /** Runs `fn` on the database; on PGlite only while no server has the folder open. */
  use<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

/** A copy of the seeded template: a PostgreSQL database, or a PGlite folder under `dir`. */
export async function serverDatabase(dir: string, kind: TestDbKind = testDbKind()): Promise<ServerDatabase> {
  if (kind === 'postgres') {
    const database = await openTestDatabase('postgres');
    return {
      kind,
      env: { DATABASE_URL: database.url! },
      use: (fn) => fn(database.db),
      dispose: () => database.close(),
    };
  }
  const dataDir = path.join(dir, 'pglite');
  await writePgliteTestDataDir(dataDir);
  return {
    kind,
    env: { PGLITE_DATA_DIR: dataDir },
    use: async (fn) => {
      const database = await createDb({ dataDir });
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Waits until the process has written `pattern` (its log), or fails with what it wrote. */
export async function waitForOutput(
  server: SpawnedServer | ServerProcess,
  pattern: RegExp,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`no apareció ${pattern} en la salida:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
