/**
 * The real API for component tests that fetch: apps/api/src/server.ts as a child process on a private
 * copy of the seeded PGlite database (the API tests' own helper), with the page's origin set to it so
 * the app's relative `/api/...` requests reach it. Nothing of the API is mocked.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  serverDatabase,
  startServer,
  type ServerProcess,
} from '../../api/test/helpers/server-process';

export interface RealApi {
  url: string;
  stop(): Promise<void>;
}

export async function startRealApi(): Promise<RealApi> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rnt-web-test-'));
  const database = await serverDatabase(dir, 'pglite');
  // happy-dom resolves relative URLs, and refuses cross-origin reads, against the page's URL: the page
  // is on the server's origin before anything (the readiness check included) asks it.
  const port = await freePort();
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${port}/`,
  );
  const server: ServerProcess = await startServer({ port, database: database.env, storageDir: dir });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      await database.dispose();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
