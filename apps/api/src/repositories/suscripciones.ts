/**
 * Change alerts' subscriptions (issue 32, docs/decisions/033-change-alerts.md): one row per address and
 * modality, only what the alerts need. The digest claims its rows with `FOR UPDATE SKIP LOCKED`, so N
 * instances never write the same digest twice.
 */
import { z } from '@rnt/contract/zod';
import { execute, queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';

const modalidadRef = z.object({
  modalidad_id: z.number().int(),
  tramite_id: z.number().int(),
  modalidad: z.string(),
  tramite: z.string(),
  institucion: z.string(),
});
export type ModalidadRef = z.infer<typeof modalidadRef>;

const refColumns = sql`m.id AS modalidad_id, m.tramite_id, m.nombre AS modalidad, t.nombre AS tramite,
  i.nombre AS institucion`;
const refJoins = sql`JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
  JOIN instituciones i ON i.id = u.institucion_id`;

/** A modality the public sees (its state is shown on the portal), with the names a mail says. */
export async function modalidadPublica(db: Db, id: number): Promise<ModalidadRef | undefined> {
  const [row] = await queryRows(
    db,
    modalidadRef,
    sql`SELECT ${refColumns} FROM modalidades m ${refJoins}
        JOIN estados_solicitud e ON e.id = m.estado_id AND e.visible_portal
        WHERE m.id = ${id}`,
  );
  return row;
}

/**
 * Asks for alerts: a new row, or the existing one. An unconfirmed row gets the new confirmation token
 * (the old link stops working); a confirmed one keeps its state. Says which mail to send: undefined (no
 * mail, the row untouched) when one was queued for this row less than `esperaMinutos` ago, so nobody can
 * flood an address by asking again and again from many clients.
 */
export async function solicitarSuscripcion(
  tx: Db,
  correo: string,
  modalidadId: number,
  confirmacionHash: string,
  { validezHoras, esperaMinutos }: { validezHoras: number; esperaMinutos: number },
): Promise<{ id: number; confirmada: boolean } | undefined> {
  const [row] = await queryRows(
    tx,
    z.object({ id: z.number().int(), confirmada: z.boolean() }),
    sql`
      INSERT INTO suscripciones_modalidad AS s
        (correo, modalidad_id, confirmacion_hash, confirmacion_expira, ultimo_envio_at)
      VALUES (${correo}, ${modalidadId}, ${confirmacionHash}, now() + ${validezHoras} * interval '1 hour', now())
      ON CONFLICT (correo, modalidad_id) DO UPDATE SET
        confirmacion_hash = CASE WHEN s.confirmado_at IS NULL THEN EXCLUDED.confirmacion_hash END,
        confirmacion_expira = CASE WHEN s.confirmado_at IS NULL THEN EXCLUDED.confirmacion_expira END,
        ultimo_envio_at = now()
      WHERE s.ultimo_envio_at IS NULL OR s.ultimo_envio_at <= now() - ${esperaMinutos} * interval '1 minute'
      RETURNING s.id, s.confirmado_at IS NOT NULL AS confirmada`,
  );
  return row;
}

/**
 * Confirms the unexpired, unconfirmed row whose token hashes to `hash`, and clears the token (one use).
 * Its alerts start after the history as it stands now. undefined: used, expired or unknown.
 */
export async function confirmarSuscripcion(
  db: Db,
  hash: string,
): Promise<{ modalidadId: number } | undefined> {
  const [row] = await queryRows(
    db,
    z.object({ modalidad_id: z.number().int() }),
    sql`
      UPDATE suscripciones_modalidad
      SET confirmado_at = now(), confirmacion_hash = NULL, confirmacion_expira = NULL,
          historial_visto = (SELECT coalesce(max(id), 0) FROM historial_cambios)
      WHERE confirmacion_hash = ${hash} AND confirmacion_expira > now() AND confirmado_at IS NULL
      RETURNING modalidad_id`,
  );
  return row ? { modalidadId: row.modalidad_id } : undefined;
}

/** An unsubscribe: the row is deleted (nothing of the address is kept). */
export async function borrarSuscripcion(db: Db, id: number): Promise<void> {
  await execute(db, sql`DELETE FROM suscripciones_modalidad WHERE id = ${id}`);
}

/** Unconfirmed rows whose link expired: their address is deleted, as nobody confirmed it. */
export async function borrarSinConfirmar(db: Db): Promise<void> {
  await execute(
    db,
    sql`DELETE FROM suscripciones_modalidad WHERE confirmado_at IS NULL AND confirmacion_expira < now()`,
  );
}

const debidaRow = modalidadRef.extend({
  id: z.number().int(),
  correo: z.string(),
  historial_visto: z.number().int(),
});
export type SuscripcionDebida = z.infer<typeof debidaRow>;

/**
 * Claims, in transaction `tx`, up to `limit` confirmed subscriptions due a digest: none in the last day
 * (`ultimo_aviso_at`) and an entry of their modality (or of an office it names) after the last one seen.
 * Rows another instance holds are skipped; once it commits they are no longer due (their
 * `ultimo_aviso_at` or `historial_visto` moved), which PostgreSQL re-checks on the locked row.
 */
export async function reclamarDebidas(tx: Db, limit: number): Promise<SuscripcionDebida[]> {
  return queryRows(
    tx,
    debidaRow,
    sql`
      SELECT s.id, s.correo, s.historial_visto::int AS historial_visto, ${refColumns}
      FROM suscripciones_modalidad s JOIN modalidades m ON m.id = s.modalidad_id ${refJoins}
      WHERE s.confirmado_at IS NOT NULL
        AND (s.ultimo_aviso_at IS NULL OR s.ultimo_aviso_at <= now() - interval '1 day')
        AND EXISTS (
          SELECT 1 FROM historial_cambios h
          WHERE h.id > s.historial_visto
            AND (h.modalidad_id = s.modalidad_id
                 OR h.oficina_id IN (SELECT c.oficina_id FROM contactos_oficinas c
                                     WHERE c.modalidad_id = s.modalidad_id)))
      ORDER BY s.id
      LIMIT ${limit}
      FOR UPDATE OF s SKIP LOCKED`,
  );
}

/** The digest is written (`avisado`: a mail was queued) or there was nothing public to say. */
export async function marcarVisto(
  tx: Db,
  id: number,
  historialVisto: number,
  avisado: boolean,
): Promise<void> {
  await execute(
    tx,
    avisado
      ? sql`UPDATE suscripciones_modalidad SET historial_visto = ${historialVisto}, ultimo_aviso_at = now()
            WHERE id = ${id}`
      : sql`UPDATE suscripciones_modalidad SET historial_visto = ${historialVisto} WHERE id = ${id}`,
  );
}
