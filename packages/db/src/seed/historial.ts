/**
 * A believable past for the demo registry (issue 32, docs/demo-data.md "Change history"): after the load,
 * the seed changes a set of registered modalities the way the registry changes — a fee goes up, a response
 * time shortens, a requirement is added or dropped, an office opens an hour longer — each on its day of
 * the last two years. The changes are ordinary SQL, so the row triggers of migration 0014 record them; the
 * seed only sets the clock they read (`rnt.historial_fecha`).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../create-db';

/** How many modalities get a past: at least the 20 the issue asks for. */
export const MODALIDADES_CON_HISTORIAL = 24;

const candidata = z.object({
  id: z.number().int(),
  /** Days from its registration (`fecha_inscripcion`) to the reference date. */
  inscrita_hace: z.number().int(),
  monto: z.number().nullable(),
  tiempo: z.number().int().nullable(),
  unidad: z.string().nullable(),
  requisito_id: z.number().int().nullable(),
  oficina_id: z.number().int().nullable(),
});

/** The fewest days a modality with a demo past has been registered (its last change ~3 weeks ago). */
const MIN_DIAS_INSCRITA = 200;

/** The reference date's day, YYYY-MM-DD (UTC: the seed's reference is a UTC midnight). */
const dia = (reference: Date) => reference.toISOString().slice(0, 10);

/** Noon in El Salvador (18:00 UTC), `days` before `reference`: the day a change was made. */
const dayBefore = (reference: Date, days: number) =>
  new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth(), reference.getUTCDate() - days, 18));

/**
 * `band` is the seed's response-time band of a time (`responseBand`), passed in so that this file does not
 * import the generator that calls it.
 */
export async function seedHistorial(
  db: Db,
  reference: Date,
  band: (value: number, unit: string) => string,
): Promise<number> {
  // Registered modalities with a fixed fee and a response time, spread over the registry (ids in a
  // scrambled order), so the demo's history is not all one institution.
  const modalidades = await queryRows(
    db,
    candidata,
    sql`
      SELECT m.id, (${dia(reference)}::date - m.fecha_inscripcion)::int AS inscrita_hace,
        m.monto::float8 AS monto, m.tiempo_promedio_valor AS tiempo,
        (SELECT ut.nombre FROM unidades_tiempo ut WHERE ut.id = m.tiempo_promedio_unidad_tiempo_id) AS unidad,
        (SELECT min(r.id) FROM requisitos r WHERE r.modalidad_id = m.id AND r.tipo_requisito_id NOT IN (1, 2)
           AND r.fecha_eliminacion IS NULL) AS requisito_id,
        (SELECT min(c.oficina_id) FROM contactos_oficinas c WHERE c.modalidad_id = m.id) AS oficina_id
      FROM modalidades m
      WHERE m.estado_id IN (11, 13) AND m.monto > 0 AND m.tiempo_promedio_valor > 1
        AND m.tipo_tarifa = 'Tarifa Fija'
        -- Its past comes after its registration: a dated view never says "Inscrito desde" a later day.
        AND m.fecha_inscripcion <= ${dia(reference)}::date - ${MIN_DIAS_INSCRITA}::int
      ORDER BY (m.id * 7919) % 1009, m.id
      LIMIT ${MODALIDADES_CON_HISTORIAL}`,
  );
  const at = async (days: number, change: ReturnType<typeof sql>) => {
    await db.execute(
      sql`SELECT set_config('rnt.historial_fecha', ${dayBefore(reference, days).toISOString()}, true)`,
    );
    await db.execute(change);
  };
  for (const [i, m] of modalidades.entries()) {
    // Days before the reference date, oldest first, spread over the time since its registration (so
    // different for each modality), the last one at least three weeks ago.
    const a = m.inscrita_hace;
    const [d1, d2, d3, d4] = [0.9, 0.65, 0.4, 0.12].map((f) => Math.round(a * f) - (i % 4));
    await at(d1!, sql`UPDATE modalidades SET monto = round(monto * 1.1, 0) + 0.5 WHERE id = ${m.id}`);
    if (m.tiempo && m.unidad) {
      const tiempo = Math.max(1, m.tiempo - 1 - (i % 3));
      await at(
        d2!,
        sql`UPDATE modalidades SET tiempo_promedio_valor = ${tiempo}, banda_tiempo_respuesta = ${band(tiempo, m.unidad)}
            WHERE id = ${m.id}`,
      );
    }
    if (i % 2 === 0)
      await at(
        d3!,
        sql`INSERT INTO requisitos (modalidad_id, tipo_requisito_id, nombre, descripcion, orden)
            VALUES (${m.id}, 3, 'Comprobante de pago de derechos',
                    'Recibo del pago del derecho del trámite, emitido por el banco o la colecturía.', 99)`,
      );
    else if (m.requisito_id)
      await at(
        d3!,
        sql`UPDATE requisitos SET fecha_eliminacion = ${dayBefore(reference, d3!).toISOString().slice(0, 10)}
            WHERE id = ${m.requisito_id}`,
      );
    if (m.oficina_id && i % 3 === 0)
      await at(
        d4!,
        sql`UPDATE horarios_oficina SET hora_fin = hora_fin + interval '1 hour'
            WHERE oficina_id = ${m.oficina_id} AND NOT horas_24 AND hora_fin < '20:00'`,
      );
  }
  await db.execute(sql`SELECT set_config('rnt.historial_fecha', '', true)`);
  return modalidades.length;
}
