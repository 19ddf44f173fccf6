/**
 * The data versions (`versiones_datos`, migrations 0003 and 0005): a counter per scope that statement
 * triggers bump inside every writer's transaction. lib/versioned-cache.ts keys its answers by it.
 */
import { z } from '@rnt/contract/zod';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';

/**
 * The version of `ambito` with today's date ('42:2026-11-24'): some figures count "the last N months"
 * and change with the day, not the data. Undefined when the scope does not exist.
 */
export async function readDataVersion(db: Db, ambito: string): Promise<string | undefined> {
  const [row] = await queryRows(
    db,
    z.object({ version: z.string() }),
    sql`SELECT version::text || ':' || current_date::text AS version FROM versiones_datos WHERE ambito = ${ambito}`,
  );
  return row?.version;
}
