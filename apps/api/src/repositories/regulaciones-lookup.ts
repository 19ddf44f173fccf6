/** Regulation name lookup for the legal-basis form (issue 8; issue 5 may own this call — reconcile). */
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';

export const REGULATION_LOOKUP_LIMIT = 20;

export function lookupRegulaciones(db: Db, nombre: string | undefined) {
  const text = (nombre ?? '').trim();
  const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return queryRows<{ id: number; nombre: string }>(
    db,
    sql`SELECT id, nombre FROM regulaciones
        WHERE rnt_unaccent(lower(nombre)) LIKE rnt_unaccent(${like})
        ORDER BY nombre, id LIMIT ${REGULATION_LOOKUP_LIMIT}`,
  );
}
