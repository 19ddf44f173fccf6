/**
 * Opens the registry database: embedded PGlite by default (a folder, or in memory for tests), or
 * PostgreSQL when a connection URL is given. Both speak the same SQL and run the same migrations.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { z } from 'zod';
import { acquireDataDirLock, resolveDataDir, type DataDirLock } from './data-dir-lock';
import { ownerOnlyFolder, restrictToOwner } from './owner-only';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories use, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Applies every committed migration (idempotent). */
  migrate(): Promise<void>;
  /** Cheap liveness probe for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Shutdown has begun (requests are draining): a process waiting to open the same embedded folder
   * keeps waiting instead of refusing to start. No-op on PostgreSQL.
   */
  markClosing(): void;
  /** The embedded engine, when it is PGlite (tests dump and load its data folder). */
  pglite?: PGlite;
}

export interface CreateDbOptions {
  /** postgres://… opens PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; omitted → in memory. */
  dataDir?: string;
  /** A PGlite data-folder dump (from `dumpDataDir`) to start from. */
  loadDataDir?: Blob;
  /** PostgreSQL pool size. */
  poolMax?: number;
  /**
   * PGlite folder only: when the folder holds no database yet, it is built in a temporary folder beside
   * it — migrated, then handed to `initialize` (the demo seed) — and renamed into place only once
   * complete, so a kill during the first start never leaves a half-built folder behind.
   */
  initialize?: (database: Database) => Promise<void>;
  /** Called when another process holding the folder is shutting down and this one waits for it. */
  onLockWait?: (pid: number) => void;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export async function createDb(options: CreateDbOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 20);
  return openPglite(options);
}

/** A PGlite data folder holds a database once initdb wrote its PG_VERSION. */
function holdsDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

async function openPglite(given: CreateDbOptions): Promise<Database> {
  if (!given.dataDir) return openPgliteFolder(given, undefined);
  // Everything is done on the folder's real path: a link to it is the same folder (one lock), and a
  // first build replaces the empty folder the link points to, never the link.
  const dataDir = resolveDataDir(given.dataDir);
  const options = { ...given, dataDir };
  // Every process that opens the folder (server, seed CLI, user CLI) holds its lock until it closes.
  const lock = await acquireDataDirLock(dataDir, { onWait: options.onLockWait });
  try {
    if (options.initialize && !holdsDatabase(dataDir)) await buildDataDir(options);
    return await openPgliteFolder(options, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Builds a new folder under `<folder>.nueva` and renames it into place (the lock is held). */
async function buildDataDir(options: CreateDbOptions): Promise<void> {
  const dataDir = options.dataDir!;
  const building = `${dataDir}.nueva`;
  // A leftover of a first start that was killed: nobody else builds it (we hold the lock).
  rmSync(building, { recursive: true, force: true });
  const fresh = await openPgliteFolder({ dataDir: building }, undefined);
  try {
    await fresh.migrate();
    await options.initialize!(fresh);
  } finally {
    await fresh.close();
  }
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0)
      throw new Error(`La carpeta ${dataDir} no está vacía y no contiene una base de datos.`);
    rmSync(dataDir, { recursive: true });
  }
  renameSync(building, dataDir);
}

async function openPgliteFolder(options: CreateDbOptions, lock: DataDirLock | undefined): Promise<Database> {
  const { dataDir } = options;
  // 0700 before PGlite writes in it, every entry tightened once it has, and again on close (owner-only.ts).
  if (dataDir) ownerOnlyFolder(dataDir);
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { unaccent, pg_trgm },
    // The folder is flushed on close and by the engine itself; durability of the demo database
    // is not worth a sync per statement.
    relaxedDurability: true,
  });
  if (dataDir) restrictToOwner(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
        if (dataDir) restrictToOwner(dataDir);
      } finally {
        lock?.release();
      }
    },
    markClosing: () => lock?.markClosing(),
  };
}

/**
 * How long an idle pooled connection is kept. A connection's named statements (`queryPrepared`) are
 * prepared on it once, and PostgreSQL plans each of them afresh on its first five executions (about 6 ms
 * for the modality row's twelve-table join) before it keeps one plan: node-postgres's default of 10 s let a
 * quiet minute throw all that away, and the next page paid a new connection and its planning again (a
 * modality page's first read after a pause: p95 41 ms against 21 ms on warm connections, 2026-12-04,
 * docs/performance.md).
 */
export const POOL_IDLE_TIMEOUT_MS = 10 * 60_000;

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
  });
  // A client losing its connection (database restart, network cut) emits 'error'; unheard, that event
  // would crash the process. The pool hears it for idle clients; a checked-out client (a transaction)
  // has no listener, so every client gets one. Its query still rejects, which the API answers with 503.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // drizzle-orm 0.45's pooled transaction() sends BEGIN outside its try/finally: a BEGIN that fails on a
  // dead connection never releases its client, and after enough database cuts the pool is empty for
  // good (drizzle-orm#6023, #6114, still open). Transactions run instead on a client checked out and
  // released here; after any failure the client is discarded rather than reused half-broken.
  db.transaction = async (work, config) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      return await drizzlePg(client, { schema }).transaction(work as never, config);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(failure);
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
    markClosing: () => {},
  };
}

/** The parts of drizzle's database object that `queryPrepared` needs (present on both drivers, not typed). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * The schema of one row of a raw SQL read (zod). Rows are checked, not cast: a column of another type, a
 * missing column or a null where none is allowed throws `RowShapeError` instead of reaching the caller.
 * Columns the schema does not name are dropped.
 */
export type RowSchema = z.ZodType<Record<string, unknown>>;

/** A row of a raw SQL read that does not have the shape its schema declares. */
export class RowShapeError extends Error {
  constructor(
    readonly query: string,
    readonly rowIndex: number,
    readonly issues: z.core.$ZodIssue[],
  ) {
    const where = issues
      .slice(0, 5)
      .map((i) => `${i.path.length ? i.path.join('.') : '(fila)'}: ${i.message}`)
      .join('; ');
    super(
      `La fila ${rowIndex} de la consulta no tiene la forma declarada — ${where} — SQL: ${query.slice(0, 200)}`,
    );
    this.name = 'RowShapeError';
  }
}

/** Parses every row with `row`; the first row that does not fit throws `RowShapeError` naming its SQL. */
function parseRows<S extends RowSchema>(db: Db, row: S, rows: unknown[], query: SQL | string): z.output<S>[] {
  const parsed = new Array<z.output<S>>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const result = row.safeParse(rows[i]);
    if (!result.success) {
      const text =
        typeof query === 'string' ? query : (db as unknown as DrizzleInternals).dialect.sqlToQuery(query).sql;
      throw new RowShapeError(text, i, result.error.issues);
    }
    parsed[i] = result.data;
  }
  return parsed;
}

/**
 * `queryRows` as a named prepared statement: on PostgreSQL each pooled connection parses and plans it once
 * and then reuses the plan (for a many-join read such as the full modality, planning cost several times the
 * execution). The SQL text must be the same on every call for a given `name` (values only as parameters).
 * PGlite runs it as a plain query. Rows are parsed with `row`, as in `queryRows`.
 */
export async function queryPrepared<S extends RowSchema>(
  db: Db,
  row: S,
  name: string,
  query: SQL,
): Promise<z.output<S>[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const compiled = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery(compiled, undefined, name, false);
  const result = (await prepared.execute()) as { rows: unknown[] };
  return parseRows(db, row, result.rows, compiled.sql);
}

/**
 * Runs raw SQL and returns its rows, each parsed with the row schema `row` (both engines answer
 * `{ rows }`). The one way to read raw SQL. Write the SQL so both engines return the same JavaScript
 * types: a bigint (`count(*)`, `sum(…)`, `max(bigint)`) is a string on node-postgres and a number on
 * PGlite, so cast it (`count(*)::int`); numeric is a string on both (`::float8` for a number); dates
 * and timestamps are PostgreSQL's text on both (drizzle's parsers, never `Date`): `::text` or
 * `to_char(…)` for a fixed format; json and jsonb are parsed on both.
 */
export async function queryRows<S extends RowSchema>(db: Db, row: S, query: SQL): Promise<z.output<S>[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return parseRows(db, row, result.rows, query);
}

/** Runs a raw SQL statement whose rows, if any, nobody reads (INSERT, UPDATE, DELETE, DDL). */
export async function execute(db: Db, query: SQL): Promise<void> {
  await db.execute(query);
}

/** A PostgreSQL array literal of bound values (`ARRAY[$1, $2]::text[]`; `'{}'::text[]` when empty). */
export function sqlArray(values: readonly (string | number)[], type: 'text' | 'integer'): SQL {
  const cast = sql.raw(`::${type}[]`);
  if (values.length === 0) return sql`'{}'${cast}`;
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]${cast}`;
}
