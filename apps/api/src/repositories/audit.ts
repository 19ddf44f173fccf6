/**
 * The audit trail of staff changes (`auditoria`) and the transaction helper the audited writes share: every
 * row records who (user and session) changed which entity, how, and the record before and after.
 */
import { execute, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';

/** Who makes an audited change: a user in a session, or the command line (both null). */
export interface Actor {
  id: number | null;
  sesionId: string | null;
}

/** Runs `work` in one transaction, handing it a Db that the repositories accept. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/** Writes one audit row, in the writer's transaction. */
export async function audit(
  db: Db,
  actor: Actor,
  entidad: string,
  entidadId: number | null,
  accion: string,
  antes: unknown,
  despues: unknown,
): Promise<void> {
  await execute(
    db,
    sql`INSERT INTO auditoria (user_id, sesion_id, entidad, entidad_id, accion, antes, despues)
        VALUES (${actor.id}, ${actor.sesionId}, ${entidad}, ${entidadId}, ${accion},
          ${antes == null ? null : JSON.stringify(antes)}::jsonb,
          ${despues == null ? null : JSON.stringify(despues)}::jsonb)`,
  );
}
