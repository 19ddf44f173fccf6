/**
 * Life events (issue 33): the public list, phrase search and detail with totals, and the staff's list
 * (broken steps flagged), create, edit and delete, each change audited in its transaction. The totals are
 * computed by `situacionTotales()` of the contract from the modalities' own fees, times and requirements,
 * read fresh on every request (no cache to invalidate: a fee change shows on the next read).
 */
import { REGISTERED_STATE_IDS } from '@rnt/contract/constants';
import { feeDisplay, durationText } from '@rnt/contract/modalidad-rules';
import {
  SITUACIONES_VIDA_MESSAGES as M,
  situacionAdminSchema,
  situacionResumenSchema,
  type SituacionAdmin,
  type SituacionBody,
  type SituacionCambio,
  situacionCambioSchema,
  type SituacionDetalle,
  type SituacionResumen,
} from '@rnt/contract/situaciones-vida';
import { situacionTotales } from '@rnt/contract/situaciones-vida-rules';
import { z } from '@rnt/contract/zod';
import { execute, queryRows, sqlArray, type Db } from '@rnt/db/create-db';
import { sql, type SQL } from 'drizzle-orm';
import { groupBy } from '../lib/group-by';
import { audit, inTransaction, type Actor } from './audit';
import { isRegisteredModality } from './public-modalities';
import { isVisibleRequirement } from './requirement-visibility';
import { isoTimestamp } from './search-sql';

const idRow = z.object({ id: z.number().int() });
/** A life event's own row: the staff answer without its steps. */
const eventRow = situacionAdminSchema.omit({ pasos: true, pasos_rotos: true });
const pasosCount = sql`(SELECT count(*)::int FROM situacion_vida_pasos p WHERE p.situacion_vida_id = s.id)`;

/** Name (A), everyday phrases (B) and description (C), accent-folded, as the phrase search matches them. */
const documento = sql`setweight(to_tsvector('spanish', rnt_unaccent(s.nombre)), 'A')
  || setweight(to_tsvector('spanish', rnt_unaccent(array_to_string(s.frases, ' '))), 'B')
  || setweight(to_tsvector('spanish', rnt_unaccent(s.descripcion)), 'C')`;

/** The events one of whose steps can be done with the modality (any event when none is given). */
const withModalidad = (modalidadId: number | undefined) =>
  modalidadId == null
    ? sql`true`
    : sql`EXISTS (SELECT 1 FROM situacion_vida_pasos p
                  JOIN situacion_vida_paso_modalidades pm ON pm.paso_id = p.id
                  WHERE p.situacion_vida_id = s.id AND pm.modalidad_id = ${modalidadId})`;

/**
 * Every life event in its order; with a phrase, the events having all its words, or, when none has them
 * all, those having some of them, best ranked first. With a modality, only the events it is a step of.
 */
export async function listSituaciones(
  db: Db,
  { q, modalidadId }: { q?: string; modalidadId?: number } = {},
): Promise<SituacionResumen[]> {
  if (!q)
    return queryRows(
      db,
      situacionResumenSchema,
      sql`SELECT s.slug, s.nombre, s.descripcion, ${pasosCount} AS pasos
          FROM situaciones_vida s WHERE ${withModalidad(modalidadId)} ORDER BY s.orden, s.id`,
    );
  const rows = await queryRows(
    db,
    situacionResumenSchema.extend({ todas: z.boolean() }),
    sql`WITH q AS (SELECT plainto_tsquery('spanish', rnt_unaccent(${q})) AS todas),
             c AS (SELECT todas, replace(todas::text, ' & ', ' | ')::tsquery AS alguna FROM q WHERE numnode(todas) > 0)
        SELECT s.slug, s.nombre, s.descripcion, ${pasosCount} AS pasos, (${documento}) @@ c.todas AS todas
        FROM situaciones_vida s, c
        WHERE (${documento}) @@ c.alguna AND ${withModalidad(modalidadId)}
        ORDER BY (${documento}) @@ c.todas DESC, ts_rank((${documento}), c.alguna) DESC, s.orden, s.id`,
  );
  const all = rows.some((r) => r.todas) ? rows.filter((r) => r.todas) : rows;
  return all.map(({ todas: _todas, ...r }) => r);
}

const modalidadRow = z.object({
  paso_id: z.number().int(),
  id: z.number().int(),
  nombre: z.string(),
  tramite_id: z.number().int(),
  tramite: z.string(),
  institucion_id: z.number().int(),
  institucion_nombre: z.string(),
  siglas: z.string(),
  tipo_tarifa: z.string(),
  monto: z.number().nullable(),
  detalle_tarifa_variable: z.string().nullable(),
  tiempo_valor: z.number().int().nullable(),
  tiempo_unidad: z.string().nullable(),
  tiempo_tipo_dias: z.string().nullable(),
  requisitos: z.array(z.object({ nombre: z.string(), tipo_codigo: z.string() })),
});

const pasoRow = z.object({
  id: z.number().int(),
  orden: z.number().int(),
  titulo: z.string(),
  que_hacer: z.string(),
  obligatorio: z.boolean(),
  municipal: z.boolean(),
  espera: z.array(z.number().int()),
});

/** One life event with its ordered steps, each step's published modalities, and the totals. */
export async function getSituacion(
  db: Db,
  slug: string,
  municipio: number | null,
): Promise<SituacionDetalle | undefined> {
  const [event] = await queryRows(
    db,
    eventRow.pick({ id: true, slug: true, nombre: true, descripcion: true, fuentes: true }),
    sql`SELECT id, slug, nombre, descripcion, fuentes FROM situaciones_vida WHERE slug = ${slug}`,
  );
  if (!event) return undefined;
  const pasos = await queryRows(
    db,
    pasoRow,
    sql`SELECT id, orden, titulo, que_hacer, obligatorio, municipal, espera
        FROM situacion_vida_pasos WHERE situacion_vida_id = ${event.id} ORDER BY orden`,
  );
  const modalidades = await queryRows(
    db,
    modalidadRow,
    sql`SELECT pm.paso_id, m.id, m.nombre, t.id AS tramite_id, t.nombre AS tramite,
          i.id AS institucion_id, i.nombre AS institucion_nombre, i.siglas::text AS siglas,
          m.tipo_tarifa, m.monto::float8 AS monto, m.detalle_tarifa_variable,
          m.tiempo_promedio_valor AS tiempo_valor, ut.nombre AS tiempo_unidad,
          m.tiempo_promedio_tipo_dias AS tiempo_tipo_dias,
          coalesce((SELECT json_agg(json_build_object('nombre', r.nombre, 'tipo_codigo', tr.codigo)
                                    ORDER BY r.orden, r.id)
                    FROM requisitos r JOIN tipos_requisito tr ON tr.id = r.tipo_requisito_id
                    WHERE r.modalidad_id = m.id AND ${isVisibleRequirement('r', 'm')}), '[]'::json) AS requisitos
        FROM situacion_vida_pasos p
        JOIN situacion_vida_paso_modalidades pm ON pm.paso_id = p.id
        JOIN modalidades m ON m.id = pm.modalidad_id
        JOIN tramites t ON t.id = m.tramite_id
        JOIN unidades u ON u.id = t.unidad_id
        JOIN instituciones i ON i.id = u.institucion_id
        LEFT JOIN unidades_tiempo ut ON ut.id = m.tiempo_promedio_unidad_tiempo_id
        WHERE p.situacion_vida_id = ${event.id} AND ${isRegisteredModality('m')}
        ORDER BY p.orden, pm.orden, m.id`,
  );
  const byPaso = groupBy(modalidades, (m) => m.paso_id);
  const totales = situacionTotales(
    pasos.map((p) => ({ ...p, modalidades: byPaso.get(p.id) ?? [] })),
    { municipio },
  );
  return {
    slug: event.slug,
    nombre: event.nombre,
    descripcion: event.descripcion,
    fuentes: event.fuentes,
    municipio,
    pasos: pasos.map(({ id, ...p }) => ({
      ...p,
      modalidades: (byPaso.get(id) ?? []).map((m) => {
        const fee = feeDisplay(m);
        return {
          id: m.id,
          nombre: m.nombre,
          tramite_id: m.tramite_id,
          tramite: m.tramite,
          institucion: { id: m.institucion_id, nombre: m.institucion_nombre, siglas: m.siglas },
          tipo_tarifa: m.tipo_tarifa,
          monto: m.monto,
          costo: fee.costo ?? 'Tarifa variable',
          tiempo: durationText(
            m.tiempo_valor,
            m.tiempo_unidad ? { nombre: m.tiempo_unidad } : null,
            m.tiempo_tipo_dias,
          ),
        };
      }),
    })),
    totales,
  };
}

// ---------------------------------------------------------------- staff

const adminModalidadRow = z.object({
  paso_id: z.number().int(),
  id: z.number().int(),
  nombre: z.string().nullable(),
  estado_id: z.number().int().nullable(),
});

async function adminList(db: Db, where: SQL): Promise<SituacionAdmin[]> {
  const events = await queryRows(
    db,
    eventRow,
    sql`SELECT id, slug, nombre, descripcion, orden, frases, fuentes, ${isoTimestamp(sql`updated_at`)} AS updated_at
        FROM situaciones_vida s WHERE ${where} ORDER BY orden, id`,
  );
  if (events.length === 0) return [];
  const ids = sql.join(
    events.map((e) => sql`${e.id}`),
    sql`, `,
  );
  const pasos = await queryRows(
    db,
    pasoRow.extend({ situacion_vida_id: z.number().int() }),
    sql`SELECT id, situacion_vida_id, orden, titulo, que_hacer, obligatorio, municipal, espera
        FROM situacion_vida_pasos WHERE situacion_vida_id IN (${ids}) ORDER BY orden`,
  );
  // LEFT JOIN: a modality removed from the registry still shows, as broken.
  const modalidades = await queryRows(
    db,
    adminModalidadRow,
    sql`SELECT pm.paso_id, pm.modalidad_id AS id, m.nombre, m.estado_id
        FROM situacion_vida_paso_modalidades pm
        JOIN situacion_vida_pasos p ON p.id = pm.paso_id
        LEFT JOIN modalidades m ON m.id = pm.modalidad_id
        WHERE p.situacion_vida_id IN (${ids})
        ORDER BY pm.orden, pm.modalidad_id`,
  );
  const byPaso = groupBy(modalidades, (m) => m.paso_id);
  const bySituacion = groupBy(pasos, (p) => p.situacion_vida_id);
  const published = REGISTERED_STATE_IDS as readonly number[];
  return events.map((e) => {
    const steps = (bySituacion.get(e.id) ?? []).map(({ id, situacion_vida_id: _s, ...p }) => {
      const mods = (byPaso.get(id) ?? []).map(({ paso_id: _p, ...m }) => {
        const motivo =
          m.estado_id == null
            ? M.modalidadEliminada
            : published.includes(m.estado_id)
              ? null
              : M.modalidadFueraDelRegistro;
        return { ...m, rota: motivo != null, motivo };
      });
      return { ...p, modalidades: mods, roto: mods.length === 0 || mods.some((m) => m.rota) };
    });
    return { ...e, pasos: steps, pasos_rotos: steps.filter((p) => p.roto).length };
  });
}

export const listSituacionesAdmin = (db: Db) => adminList(db, sql`true`);

export async function getSituacionAdmin(db: Db, id: number): Promise<SituacionAdmin | undefined> {
  const [row] = await adminList(db, sql`s.id = ${id}`);
  return row;
}

/** What the schema cannot check: a slug no other event has, and modalities that are published. */
export async function validateSituacion(
  db: Db,
  body: SituacionBody,
  id?: number,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const [taken] = await queryRows(
    db,
    z.object({ repetido: z.boolean() }),
    sql`SELECT EXISTS (SELECT 1 FROM situaciones_vida WHERE slug = ${body.slug} AND id IS DISTINCT FROM ${id ?? null}::int) AS repetido`,
  );
  if (taken?.repetido) errors.slug = [M.slugRepetido];
  const all = [...new Set(body.pasos.flatMap((p) => p.modalidades))];
  const ok = new Set(
    (
      await queryRows(
        db,
        idRow,
        sql`SELECT m.id FROM modalidades m WHERE m.id IN (${sql.join(
          all.map((m) => sql`${m}`),
          sql`, `,
        )}) AND ${isRegisteredModality('m')}`,
      )
    ).map((r) => r.id),
  );
  body.pasos.forEach((p, i) => {
    if (p.modalidades.some((m) => !ok.has(m))) errors[`pasos.${i}.modalidades`] = [M.modalidadNoPublicada];
  });
  return errors;
}

async function writeSteps(tx: Db, situacionId: number, body: SituacionBody): Promise<void> {
  await execute(tx, sql`DELETE FROM situacion_vida_pasos WHERE situacion_vida_id = ${situacionId}`);
  for (const [i, paso] of body.pasos.entries()) {
    const [step] = await queryRows(
      tx,
      idRow,
      sql`INSERT INTO situacion_vida_pasos (situacion_vida_id, orden, titulo, que_hacer, obligatorio, municipal, espera)
          VALUES (${situacionId}, ${i + 1}, ${paso.titulo}, ${paso.que_hacer}, ${paso.obligatorio},
            ${paso.municipal}, ${sqlArray(paso.espera, 'integer')})
          RETURNING id`,
    );
    for (const [k, modalidadId] of paso.modalidades.entries())
      await execute(
        tx,
        sql`INSERT INTO situacion_vida_paso_modalidades (paso_id, modalidad_id, orden)
            VALUES (${step!.id}, ${modalidadId}, ${k + 1})`,
      );
  }
}

export function createSituacion(db: Db, actor: Actor, body: SituacionBody): Promise<SituacionAdmin> {
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows(
      tx,
      idRow,
      sql`INSERT INTO situaciones_vida (slug, nombre, descripcion, orden, frases, fuentes)
          VALUES (${body.slug}, ${body.nombre}, ${body.descripcion}, ${body.orden},
            ${sqlArray(body.frases, 'text')}, ${sqlArray(body.fuentes, 'text')})
          RETURNING id`,
    );
    await writeSteps(tx, row!.id, body);
    const saved = (await getSituacionAdmin(tx, row!.id))!;
    await audit(tx, actor, 'situaciones_vida', saved.id, 'crear', null, saved);
    return saved;
  });
}

export function updateSituacion(
  db: Db,
  actor: Actor,
  id: number,
  body: SituacionBody,
): Promise<SituacionAdmin | undefined> {
  return inTransaction(db, async (tx) => {
    const before = await getSituacionAdmin(tx, id);
    if (!before) return undefined;
    await execute(
      tx,
      sql`UPDATE situaciones_vida SET slug = ${body.slug}, nombre = ${body.nombre}, descripcion = ${body.descripcion},
            orden = ${body.orden}, frases = ${sqlArray(body.frases, 'text')}, fuentes = ${sqlArray(body.fuentes, 'text')},
            updated_at = now()
          WHERE id = ${id}`,
    );
    await writeSteps(tx, id, body);
    const saved = await getSituacionAdmin(tx, id);
    await audit(tx, actor, 'situaciones_vida', id, 'editar', before, saved);
    return saved;
  });
}

export function deleteSituacion(db: Db, actor: Actor, id: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const before = await getSituacionAdmin(tx, id);
    if (!before) return false;
    await execute(tx, sql`DELETE FROM situaciones_vida WHERE id = ${id}`);
    await audit(tx, actor, 'situaciones_vida', id, 'eliminar', before, null);
    return true;
  });
}

/** The audit rows of one life event, newest first, with the name of who made each change. */
export function listCambios(db: Db, id: number): Promise<SituacionCambio[]> {
  return queryRows(
    db,
    situacionCambioSchema,
    sql`SELECT a.id, a.accion, ${isoTimestamp(sql`a.created_at`)} AS fecha, u.nombre AS usuario
        FROM auditoria a LEFT JOIN users u ON u.id = a.user_id
        WHERE a.entidad = 'situaciones_vida' AND a.entidad_id = ${id}
        ORDER BY a.id DESC`,
  );
}
