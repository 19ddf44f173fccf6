/**
 * Starts the real server for the browser tests on a fresh copy of the seeded demo database
 * (embedded PGlite) and a private files folder, both under .tmp/.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { writePgliteTestDataDir } from '@rnt/db/testing';

const dir = path.resolve(process.env.E2E_DIR ?? '.tmp/e2e');
rmSync(dir, { recursive: true, force: true });
await writePgliteTestDataDir(path.join(dir, 'pglite'));
process.env.PGLITE_DATA_DIR = path.join(dir, 'pglite');
process.env.STORAGE_URL = path.join(dir, 'files');
process.env.WEB_DIST = 'apps/web/dist';
process.env.SEED_DEMO_DATA = 'false';
await import('../apps/api/src/server');
