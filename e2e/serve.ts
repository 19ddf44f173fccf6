/**
 * Starts the real server for the browser tests on a fresh copy of the seeded demo database and a private
 * files folder under .tmp/. The database is the embedded PGlite (as `npm start`), or, with
 * `E2E_DB=postgres` and TEST_DATABASE_URL, a PostgreSQL copy `rnt_e2e_<port>` (as `npm test` in CI: the
 * server's queries then run beside Node instead of inside its event loop).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writePgliteTestDataDir, writePostgresTestDatabase } from '@rnt/db/testing';

const dir = path.resolve(process.env.E2E_DIR ?? '.tmp/e2e');
rmSync(dir, { recursive: true, force: true });
// The folder also holds what the tests keep between them (the evaluator's session, helpers/pages.ts).
mkdirSync(dir, { recursive: true });
if (process.env.E2E_DB === 'postgres') {
  process.env.DATABASE_URL = await writePostgresTestDatabase(`rnt_e2e_${process.env.PORT ?? '3100'}`);
  // PostgreSQL needs a signing secret (env.ts); each run has its own.
  process.env.JWT_SECRET ??= randomBytes(32).toString('base64url');
} else {
  await writePgliteTestDataDir(path.join(dir, 'pglite'));
  process.env.PGLITE_DATA_DIR = path.join(dir, 'pglite');
}
process.env.STORAGE_URL = path.join(dir, 'files');
process.env.WEB_DIST = 'apps/web/dist';
process.env.SEED_DEMO_DATA = 'false';
await import('../apps/api/src/server');
