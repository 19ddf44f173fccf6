/**
 * Test databases built from one migrated and seeded template per run:
 * - PGlite: the template is a data-folder dump, cached under .tmp/ by a hash of the migrations and the
 *   seed code; each test file loads its own in-memory copy.
 * - PostgreSQL (TEST_DATABASE_URL set and TEST_DB=postgres): a template database; each test file gets a
 *   `CREATE DATABASE … TEMPLATE` copy, dropped when it closes.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { createDb, migrationsFolder, type Database, type Db } from './create-db';
import { seedDemoData } from './seed/generate';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const cacheDir = path.join(repoRoot, '.tmp', 'test-db');

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** Changes whenever the schema, the migrations or the demo data would change. */
function templateHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(migrationsFolder, { recursive: true }).map((f) => path.join(migrationsFolder, String(f))),
    ...readdirSync(path.join(here, 'seed'), { recursive: true }).map((f) =>
      path.join(here, 'seed', String(f)),
    ),
    path.join(here, 'schema.ts'),
    // The seed builds the alcaldías from the contract's list of municipalities (issue 31).
    path.join(here, '../../contract/src/municipios.ts'),
  ].filter((f) => f.endsWith('.sql') || f.endsWith('.ts') || f.endsWith('.json'));
  for (const f of files.sort()) hash.update(f).update(readFileSync(f));
  return hash.digest('hex').slice(0, 12);
}

function postgresUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const pgliteTemplatePath = () => path.join(cacheDir, `pglite-${templateHash()}.tar.gz`);
const postgresTemplateName = () => `rnt_tpl_${templateHash()}`;

/** Builds the template once (vitest globalSetup / Playwright globalSetup); reuses a cached one. */
export async function prepareTestTemplate(kind: TestDbKind = testDbKind()): Promise<void> {
  if (kind === 'pglite') {
    const file = pgliteTemplatePath();
    if (existsSync(file)) return;
    mkdirSync(cacheDir, { recursive: true });
    const database = await createDb();
    await database.migrate();
    await seedDemoData(database.db);
    const dump = await database.pglite!.dumpDataDir('gzip');
    await database.close();
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    return;
  }
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres necesita TEST_DATABASE_URL');
  const name = postgresTemplateName();
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  await client.end();
  if (exists.rowCount) return;
  // Build under a temporary name and rename when complete, so a half-built template is never used.
  const building = `${name}_b${process.pid}`;
  await adminQuery(`DROP DATABASE IF EXISTS ${building}`);
  await adminQuery(`CREATE DATABASE ${building}`);
  const database = await createDb({ databaseUrl: postgresUrl(building), poolMax: 2 });
  await database.migrate();
  await seedDemoData(database.db);
  await database.close();
  await adminQuery(`ALTER DATABASE ${building} RENAME TO ${name}`);
}

export interface TestDatabase extends Database {
  /** PostgreSQL URL of this copy (for a server started in a child process). */
  url?: string;
}

/** A private, seeded database for one test file. */
export async function openTestDatabase(kind: TestDbKind = testDbKind()): Promise<TestDatabase> {
  await prepareTestTemplate(kind);
  if (kind === 'pglite') {
    const dump = readFileSync(pgliteTemplatePath());
    return createDb({ loadDataDir: new Blob([dump]) });
  }
  const name = `rnt_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName()}`);
  const url = postgresUrl(name);
  const database = await createDb({ databaseUrl: url, poolMax: 5 });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Writes the PGlite template's data folder to `dir` (for a server that opens a folder). */
export async function writePgliteTestDataDir(dir: string): Promise<void> {
  await prepareTestTemplate('pglite');
  const database = await createDb({
    dataDir: dir,
    loadDataDir: new Blob([readFileSync(pgliteTemplatePath())]),
  });
  await database.close();
}

/**
 * A named copy of the PostgreSQL template for a server that outlives the calling process (the browser
 * tests' server): dropped and made again on each call, so a run never sees the previous run's writes.
 * Returns its URL.
 */
export async function writePostgresTestDatabase(name: string): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`nombre de base de datos no válido: ${name}`);
  await prepareTestTemplate('postgres');
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName()}`);
  return postgresUrl(name);
}

/**
 * Tests only: raw SQL whose rows are typed by the caller, unchecked. A test reads the database to compare
 * what it finds with what it expects, so its assertions check the values; the application reads rows only
 * through `queryRows`/`queryPrepared` with a row schema. Lint refuses this helper outside test files.
 */
export async function testRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
