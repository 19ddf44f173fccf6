/**
 * The data versions (`versiones_datos`, migrations 0003 and 0005): a counter per scope that statement
 * triggers bump inside every writer's transaction. lib/versioned-cache.ts keys its answers by it.
 */
import { z } from '@rnt/contract/zod';
import { queryPrepared, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';

/**
 * The version of `ambito` with today's date ('42:2026-11-24'): some figures count "the last N months"
 * and change with the day, not the data. Undefined when the scope does not exist.
 */
export async function readDataVersion(db: Db, ambito: string): Promise<string | undefined> {
  // Read before most public answers: prepared, so each pooled connection plans it once.
  const [row] = await queryPrepared(
    db,
    z.object({ version: z.string() }),
    'version_datos',
    sql`SELECT version::text || ':' || current_date::text AS version FROM versiones_datos WHERE ambito = ${ambito}`,
  );
  return row?.version;
}
