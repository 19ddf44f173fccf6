/**
 * The benchmark datasets, generated once and reused: a PostgreSQL database `rnt_bench_<size>` on the
 * server of BENCH_PG_URL, and a PGlite folder `.tmp/bench/pglite-<size>`, both seeded with
 * `packages/db` seed `--modalidades N`. Only databases named rnt_bench_* are ever created here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from '@rnt/contract/zod';
import { createDb, queryRows, type Database, type DbKind } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_DIR = path.join(REPO_ROOT, '.tmp/bench');
/** The PostgreSQL server (no database name); the bench creates its own databases there. */
export const PG_SERVER_URL = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/+$/,
  '',
);

export interface Dataset {
  kind: DbKind;
  modalidades: number;
  /** Environment that points the server (and the seed) at this dataset. */
  env: { DATABASE_URL?: string; PGLITE_DATA_DIR?: string };
}

const sizeLabel = (n: number) => (n % 1000 === 0 ? `${n / 1000}k` : String(n));

export function dataset(kind: DbKind, modalidades: number): Dataset {
  const label = sizeLabel(modalidades);
  return {
    kind,
    modalidades,
    env:
      kind === 'postgres'
        ? { DATABASE_URL: `${PG_SERVER_URL}/rnt_bench_${label}` }
        : { PGLITE_DATA_DIR: path.join(BENCH_DIR, `pglite-${label}`) },
  };
}

/** Opens the dataset from the bench process (never while the server holds a PGlite folder). */
export function openDataset(set: Dataset): Promise<Database> {
  return createDb({ databaseUrl: set.env.DATABASE_URL, dataDir: set.env.PGLITE_DATA_DIR, poolMax: 2 });
}

async function countModalities(set: Dataset): Promise<number> {
  if (set.kind === 'pglite' && !existsSync(set.env.PGLITE_DATA_DIR!)) return 0;
  if (set.kind === 'postgres') {
    const name = new URL(set.env.DATABASE_URL!).pathname.slice(1);
    const admin = await createDb({ databaseUrl: `${PG_SERVER_URL}/postgres`, poolMax: 1 });
    try {
      const found = await queryRows(
        admin.db,
        z.object({}),
        sql`SELECT 1 FROM pg_database WHERE datname = ${name}`,
      );
      if (found.length === 0) {
        await admin.db.execute(sql.raw(`CREATE DATABASE "${name.replace(/"/g, '""')}"`));
        return 0;
      }
    } finally {
      await admin.close();
    }
  }
  const database = await openDataset(set);
  try {
    const [row] = await queryRows(
      database.db,
      z.object({ n: z.number().int() }),
      sql`SELECT CASE WHEN to_regclass('modalidades') IS NULL THEN 0
                      ELSE (SELECT count(*) FROM modalidades) END::int AS n`,
    );
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

/** Seeds the dataset when it is empty; refuses one seeded at another size (it is never dropped here). */
export async function ensureDataset(set: Dataset, log: (m: string) => void): Promise<void> {
  const found = await countModalities(set);
  if (found === set.modalidades) return;
  const where = set.env.DATABASE_URL ?? set.env.PGLITE_DATA_DIR;
  if (found !== 0)
    throw new Error(`${where} tiene ${found} modalidades, no ${set.modalidades}: bórrelo para regenerarlo.`);
  log(`Generando ${set.modalidades} modalidades en ${where} (unos minutos, solo la primera vez)…`);
  const args = ['--import', 'tsx', 'packages/db/src/cli/seed.ts', '--modalidades', String(set.modalidades)];
  if (set.env.PGLITE_DATA_DIR) args.push('--data-dir', set.env.PGLITE_DATA_DIR);
  const seeded = spawnSync(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: set.env.DATABASE_URL ?? '' },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error(`La generación de datos falló (${where}).`);
  // The seed writes each procedure's search document again for every batch of its modalities, which
  // leaves the tables at two or three times their live size; a registry kept by autovacuum, or restored
  // from a dump, is compact. Measured on the compact tables (docs/performance.md).
  log(`Compactando ${where} (VACUUM FULL ANALYZE)…`);
  const database = await openDataset(set);
  try {
    await database.db.execute(sql`VACUUM FULL ANALYZE`);
  } finally {
    await database.close();
  }
}
