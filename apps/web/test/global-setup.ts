/**
 * Once per run of a web project (`web`, `islas-preact`): the seeded template database, and the real API
 * the component tests that fetch talk to (real-api.ts) — apps/api/src/server.ts as a child process on a
 * private copy of the seeded PGlite database. One server for the project's files rather than one per file:
 * each start cost 10–12 s of the 2 cores (9 files on React, 7 on Preact).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import prepareTestTemplate from '../../api/test/global-setup';
import { serverDatabase, startServer } from '../../api/test/helpers/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real API's address (real-api.ts). */
    realApiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  await prepareTestTemplate();
  const dir = await mkdtemp(path.join(tmpdir(), 'rnt-web-test-'));
  const database = await serverDatabase(dir, 'pglite');
  const server = await startServer({
    database: database.env,
    storageDir: dir,
    // Every file of the project sends its forms from 127.0.0.1: the per-client limits (tested by the API's
    // own tests) must not get in the way of another file's.
    env: {
      DENUNCIAS_RATE_LIMIT_MAX: '10000',
      SEGUIMIENTO_RATE_LIMIT_MAX: '10000',
      SUSCRIPCIONES_RATE_LIMIT_MAX: '10000',
    },
  });
  project.provide('realApiUrl', server.url);
  return async () => {
    await server.stop();
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  };
}
