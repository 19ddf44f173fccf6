/** The audit trail of staff changes (`auditoria`) and the transaction helper the audited writes share. */
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';

/** Runs `work` in one transaction, handing it a Db that the repositories accept. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/** Records one change by a staff user, in the writer's transaction. */
export async function audit(
  tx: Db,
  userId: number,
  entidad: string,
  entidadId: number,
  accion: 'crear' | 'editar' | 'eliminar',
  antes: unknown,
  despues: unknown,
) {
  await queryRows(
    tx,
    sql`INSERT INTO auditoria (user_id, entidad, entidad_id, accion, antes, despues)
        VALUES (${userId}, ${entidad}, ${entidadId}, ${accion},
          ${antes == null ? null : JSON.stringify(antes)}::jsonb,
          ${despues == null ? null : JSON.stringify(despues)}::jsonb)`,
  );
}
