/**
 * Figures of the statistical reports (/api/graphics/...). Every figure is aggregated by SQL from the
 * registry's own tables on each request, so no stored total can drift from the rows it summarises.
 * A modality belongs to an institution through its procedure and unit:
 * modalidades → tramites → unidades → instituciones.
 */
import { EVALUATED_CATEGORIES, RESPONSE_TIME_BANDS, type ResponseTimeBand } from '@rnt/contract/constants';
import {
  applyStatesChartRule,
  EVALUATED_CATEGORY_CODES,
  RESPONSE_TIME_BAND_CODES,
  type ConteoEstado,
} from '@rnt/contract/reports';
import {
  COMPLAINT_OUTCOME_CODES,
  COMPLAINT_OUTCOMES,
  workingDaysBetween,
} from '@rnt/contract/denuncia-estados';
import {
  conteoInstitucionSchema,
  denunciasEstadisticasSchema,
  nivelesDeDigitalizacionSchema,
  requisitosEliminadosSchema,
  top10DigitalizacionSchema,
  tramitesEvaluadosSchema,
  type ConteoInstitucion,
  type DenunciasEstadisticas,
  type ConteosPorInstitucion,
  type EstadosWithTramites,
  type NivelesDeDigitalizacion,
  type RequisitosEliminados,
  type TiempoPromedio,
  type Top10Digitalizacion,
  type TramitesEvaluados,
} from '@rnt/contract/graphics';
import { z } from '@rnt/contract/zod';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql, type SQL } from 'drizzle-orm';

/** Joins a modality (alias m) to its institution (alias i). */
const MODALIDAD_INSTITUCION = sql`
  JOIN tramites t ON t.id = m.tramite_id
  JOIN unidades u ON u.id = t.unidad_id
  JOIN instituciones i ON i.id = u.institucion_id`;

const count = z.number().int().nonnegative();

const sum = <T>(rows: readonly T[], key: (row: T) => number) => rows.reduce((n, r) => n + key(r), 0);

/** The totals row of a report: each named count summed over the per-institution rows. */
function sumColumns<K extends string>(rows: readonly Record<K, number>[], keys: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, sum(rows, (r) => r[k])])) as Record<K, number>;
}

function withTotals(instituciones: ConteoInstitucion[]): ConteosPorInstitucion {
  return {
    instituciones,
    totales: {
      instituciones: instituciones.length,
      ...sumColumns(instituciones, ['tramites', 'modalidades']),
    },
  };
}

/** Procedures and modalities per institution among the modalities matching `where`, most first. */
async function modalidadesPorInstitucion(db: Db, where: SQL): Promise<ConteosPorInstitucion> {
  const rows = await queryRows(
    db,
    conteoInstitucionSchema,
    sql`
    SELECT i.id AS institucion_id, i.nombre AS nombre_institucion, i.siglas,
           count(DISTINCT t.id)::int AS tramites, count(*)::int AS modalidades
    FROM modalidades m ${MODALIDAD_INSTITUCION}
    WHERE ${where}
    GROUP BY i.id, i.nombre, i.siglas
    ORDER BY modalidades DESC, i.nombre, i.id`,
  );
  return withTotals(rows);
}

/** /tramites: modalities with an official registration request (fecha_solicitud set), per institution. */
export function solicitudesPorInstitucion(db: Db): Promise<ConteosPorInstitucion> {
  return modalidadesPorInstitucion(db, sql`m.fecha_solicitud IS NOT NULL`);
}

/** /tramites_sin_solicitud: modalities the institution loaded but never sent for registration. */
export function tramitesSinSolicitud(db: Db): Promise<ConteosPorInstitucion> {
  return modalidadesPorInstitucion(db, sql`m.fecha_solicitud IS NULL`);
}

/** /instituciones: institutions with at least one loaded procedure, with their procedures and modalities. */
export async function institucionesConTramites(db: Db): Promise<ConteosPorInstitucion> {
  const rows = await queryRows(
    db,
    conteoInstitucionSchema,
    sql`
    SELECT i.id AS institucion_id, i.nombre AS nombre_institucion, i.siglas,
           count(DISTINCT t.id)::int AS tramites, count(m.id)::int AS modalidades
    FROM tramites t
    JOIN unidades u ON u.id = t.unidad_id
    JOIN instituciones i ON i.id = u.institucion_id
    LEFT JOIN modalidades m ON m.tramite_id = t.id
    GROUP BY i.id, i.nombre, i.siglas
    ORDER BY tramites DESC, modalidades DESC, i.nombre, i.id`,
  );
  return withTotals(rows);
}

/** /estadosWithTramites: modalities per state, then the states-chart rule of the contract. */
export async function estadosConTramites(db: Db): Promise<EstadosWithTramites> {
  const rows: ConteoEstado[] = await queryRows(
    db,
    z.object({ estado_id: z.number().int(), nombre: z.string(), total: count }),
    sql`
    SELECT e.id AS estado_id, e.nombre, count(m.id)::int AS total
    FROM estados_solicitud e LEFT JOIN modalidades m ON m.estado_id = e.id
    GROUP BY e.id, e.nombre
    ORDER BY e.id`,
  );
  const estados = applyStatesChartRule(rows);
  return { estados, total: sum(estados, (e) => e.total) };
}

/** /tiempoPromedio: modalities per declared response-time band, every band listed (zeros included). */
export async function tiempoPromedio(db: Db): Promise<TiempoPromedio> {
  const rows = await queryRows(
    db,
    z.object({ codigo: z.string(), total: count }),
    sql`
    SELECT banda_tiempo_respuesta AS codigo, count(*)::int AS total
    FROM modalidades WHERE banda_tiempo_respuesta IS NOT NULL
    GROUP BY banda_tiempo_respuesta`,
  );
  const bandas = RESPONSE_TIME_BAND_CODES.map((codigo) => ({
    codigo,
    nombre: RESPONSE_TIME_BANDS[codigo],
    total: rows.find((r) => r.codigo === codigo)?.total ?? 0,
  }));
  return { bandas, total: sum(bandas, (b) => b.total) };
}

const modalidadEnBanda = z.object({
  institucion: z.string(),
  tramite: z.string(),
  modalidad: z.string(),
  tiempo_promedio_valor: z.number().int().nullable(),
  unidad_tiempo: z.string().nullable(),
  tiempo_promedio_tipo_dias: z.string().nullable(),
});
export type ModalidadEnBanda = z.infer<typeof modalidadEnBanda>;

/** The modalities of one response-time band, for its detail document. */
export function modalidadesEnBanda(db: Db, codigo: ResponseTimeBand): Promise<ModalidadEnBanda[]> {
  return queryRows(
    db,
    modalidadEnBanda,
    sql`
    SELECT i.nombre AS institucion, t.nombre AS tramite, m.nombre AS modalidad, m.tiempo_promedio_valor,
           ut.nombre AS unidad_tiempo, m.tiempo_promedio_tipo_dias
    FROM modalidades m ${MODALIDAD_INSTITUCION}
    LEFT JOIN unidades_tiempo ut ON ut.id = m.tiempo_promedio_unidad_tiempo_id
    WHERE m.banda_tiempo_respuesta = ${codigo}
    ORDER BY i.nombre, t.nombre, m.nombre, m.id`,
  );
}

/** /requisitos_eliminados: requirements removed as unnecessary, and the modalities they left, per institution. */
export async function requisitosEliminados(db: Db): Promise<RequisitosEliminados> {
  const instituciones = await queryRows(
    db,
    requisitosEliminadosSchema.shape.instituciones.element,
    sql`
    SELECT i.id AS institucion_id, i.nombre AS nombre_institucion, i.siglas,
           count(*)::int AS requisitos, count(DISTINCT r.modalidad_id)::int AS modalidades
    FROM requisitos r JOIN modalidades m ON m.id = r.modalidad_id ${MODALIDAD_INSTITUCION}
    WHERE r.fecha_eliminacion IS NOT NULL
    GROUP BY i.id, i.nombre, i.siglas
    ORDER BY requisitos DESC, i.nombre, i.id`,
  );
  return {
    instituciones,
    totales: {
      instituciones: instituciones.length,
      ...sumColumns(instituciones, ['requisitos', 'modalidades']),
    },
  };
}

/** /nivelesDeDigitalizacion: per institution, the modalities offering each digitalisation level (stacked chart). */
export async function nivelesDeDigitalizacion(db: Db): Promise<NivelesDeDigitalizacion> {
  const niveles = await queryRows(
    db,
    nivelesDeDigitalizacionSchema.shape.niveles.element,
    sql`SELECT id, nombre, orden FROM niveles_digitalizacion ORDER BY orden, id`,
  );
  const rows = await queryRows(
    db,
    nivelesDeDigitalizacionSchema.shape.instituciones.element
      .pick({ institucion_id: true, nombre_institucion: true, siglas: true })
      .extend({ nivel_id: z.number().int(), total: count }),
    sql`
    SELECT i.id AS institucion_id, i.nombre AS nombre_institucion, i.siglas,
           mn.nivel_digitalizacion_id AS nivel_id, count(*)::int AS total
    FROM modalidad_niveles_digitalizacion mn JOIN modalidades m ON m.id = mn.modalidad_id ${MODALIDAD_INSTITUCION}
    GROUP BY i.id, i.nombre, i.siglas, mn.nivel_digitalizacion_id`,
  );
  const byInstitution = new Map<number, NivelesDeDigitalizacion['instituciones'][number]>();
  for (const row of rows) {
    let entry = byInstitution.get(row.institucion_id);
    if (!entry) {
      entry = {
        institucion_id: row.institucion_id,
        nombre_institucion: row.nombre_institucion,
        siglas: row.siglas,
        conteos: niveles.map((n) => ({ nivel_id: n.id, total: 0 })),
        total: 0,
      };
      byInstitution.set(row.institucion_id, entry);
    }
    const conteo = entry.conteos.find((c) => c.nivel_id === row.nivel_id);
    if (conteo) conteo.total = row.total;
    entry.total += row.total;
  }
  const instituciones = [...byInstitution.values()].sort(
    (a, b) =>
      b.total - a.total ||
      a.nombre_institucion.localeCompare(b.nombre_institucion, 'es') ||
      a.institucion_id - b.institucion_id,
  );
  return { niveles, instituciones };
}

/** /top10_digitalizacion: every institution ranked by its digitalisation percentage (see the contract). */
export async function top10Digitalizacion(db: Db): Promise<Top10Digitalizacion> {
  const [levels] = await queryRows(
    db,
    z.object({ n: count }),
    sql`SELECT count(*)::int AS n FROM niveles_digitalizacion`,
  );
  const totalNiveles = levels?.n ?? 0;
  const instituciones = await queryRows(
    db,
    top10DigitalizacionSchema.shape.instituciones.element,
    sql`
    WITH niveles_por_modalidad AS (
      SELECT modalidad_id, count(*) AS niveles FROM modalidad_niveles_digitalizacion GROUP BY modalidad_id
    ), por_institucion AS (
      SELECT i.id AS institucion_id, i.nombre AS nombre_institucion, i.siglas,
             count(*)::int AS modalidades,
             count(nm.modalidad_id)::int AS modalidades_digitalizadas,
             coalesce(sum(nm.niveles), 0)::int AS niveles
      FROM modalidades m ${MODALIDAD_INSTITUCION}
      LEFT JOIN niveles_por_modalidad nm ON nm.modalidad_id = m.id
      GROUP BY i.id, i.nombre, i.siglas
    ), con_porcentaje AS (
      SELECT *, coalesce(round(100.0 * niveles / nullif(modalidades * ${totalNiveles}::int, 0), 1), 0)::float8 AS porcentaje
      FROM por_institucion
    )
    SELECT *, (row_number() OVER (
      ORDER BY porcentaje DESC, modalidades_digitalizadas DESC, nombre_institucion, institucion_id))::int AS posicion
    FROM con_porcentaje
    ORDER BY posicion`,
  );
  return { instituciones, total_niveles: totalNiveles };
}

/** /tramites_evaluados: resolutions issued per institution and evaluated category (I, D, M, O, R). */
export async function tramitesEvaluados(db: Db): Promise<TramitesEvaluados> {
  const perCategory = sql.join(
    EVALUATED_CATEGORY_CODES.map(
      (code) => sql`count(*) FILTER (WHERE tr.codigo = ${code})::int AS ${sql.identifier(code)}`,
    ),
    sql`, `,
  );
  const instituciones = await queryRows(
    db,
    tramitesEvaluadosSchema.shape.instituciones.element,
    sql`
    SELECT i.id AS institucion_id, i.nombre AS nombre_institucion, i.siglas, ${perCategory}, count(*)::int AS total
    FROM resoluciones r
    JOIN tipos_resolucion tr ON tr.id = r.tipo_resolucion_id
    JOIN modalidades m ON m.id = r.modalidad_id ${MODALIDAD_INSTITUCION}
    WHERE tr.codigo IN (${sql.join(
      EVALUATED_CATEGORY_CODES.map((c) => sql`${c}`),
      sql`, `,
    )})
    GROUP BY i.id, i.nombre, i.siglas
    ORDER BY total DESC, i.nombre, i.id`,
  );
  const totales = sumColumns(instituciones, [...EVALUATED_CATEGORY_CODES, 'total']);
  return { categorias: { ...EVALUATED_CATEGORIES }, instituciones, totales };
}

// ---------------------------------------------------------------- complaint outcomes (issue 23)

/** The first instant of a calendar day in El Salvador (UTC−6 all year). */
const startOfLocalDay = (isoDate: string) => new Date(`${isoDate}T00:00:00-06:00`);

/** Complaints received within the range (either end open), on `d.created_at`. */
export function receivedWithin(range: { fechadesde?: string; fechahasta?: string }): SQL {
  const bounds: SQL[] = [sql`true`];
  if (range.fechadesde) bounds.push(sql`d.created_at >= ${startOfLocalDay(range.fechadesde).toISOString()}`);
  if (range.fechahasta) {
    const end = new Date(startOfLocalDay(range.fechahasta).getTime() + 86_400_000);
    bounds.push(sql`d.created_at < ${end.toISOString()}`);
  }
  return sql.join(bounds, sql` AND `);
}

/** Average of working days with one decimal, null over no answers. */
const averageDays = (days: number[]) =>
  days.length === 0 ? null : Math.round((10 * days.reduce((a, b) => a + b, 0)) / days.length) / 10;

const complaintFiguresRow = denunciasEstadisticasSchema.shape.instituciones.element
  .omit({ dias_habiles_promedio: true })
  .extend({ mes: z.string() });
type ComplaintFigures = Omit<DenunciasEstadisticas['instituciones'][number], 'dias_habiles_promedio'>;
type Range = { fechadesde?: string; fechahasta?: string };
/** The month a complaint was received, in El Salvador's calendar ('2026-03'). */
const RECEIVED_MONTH = sql`to_char((d.created_at AT TIME ZONE 'UTC') - interval '6 hours', 'YYYY-MM')`;

/**
 * The one computation of complaint figures: per institution (and per month received, for the open data),
 * complaints received, answered (`respondida_at` set), closed, pending, the closing outcomes, and the
 * average working days to the first public answer (`workingDaysBetween` of the contract, per complaint).
 * Reads only dates, states and outcomes: no free text or personal data.
 */
async function complaintFigures<M extends boolean>(
  db: Db,
  range: Range,
  byMonth: M,
): Promise<{
  rows: (ComplaintFigures & { dias_habiles_promedio: number | null } & (M extends true
      ? { mes: string }
      : object))[];
  promedio: number | null;
}> {
  const where = receivedWithin(range);
  const mes = byMonth ? sql`${RECEIVED_MONTH}` : sql`''`;
  const perOutcome = sql.join(
    COMPLAINT_OUTCOME_CODES.map(
      (code) =>
        sql`count(*) FILTER (WHERE d.estado = 'CERRADA' AND d.resultado = ${code})::int AS ${sql.identifier(code)}`,
    ),
    sql`, `,
  );
  const counts = await queryRows(
    db,
    complaintFiguresRow,
    sql`
    SELECT i.id AS institucion_id, i.nombre AS nombre_institucion, i.siglas, ${mes} AS mes,
           count(*)::int AS recibidas,
           count(d.respondida_at)::int AS respondidas,
           count(*) FILTER (WHERE d.estado = 'CERRADA')::int AS cerradas,
           count(*) FILTER (WHERE d.respondida_at IS NULL AND d.estado <> 'CERRADA')::int AS pendientes,
           ${perOutcome}
    FROM denuncias d JOIN instituciones i ON i.id = d.institucion_id
    WHERE ${where}
    GROUP BY i.id, i.nombre, i.siglas, 4
    ORDER BY ${byMonth ? sql`4, i.nombre, i.id` : sql`recibidas DESC, i.nombre, i.id`}`,
  );
  const answers = await queryRows(
    db,
    z.object({
      institucion_id: z.number().int(),
      mes: z.string(),
      created_at: z.string(),
      respondida_at: z.string(),
    }),
    sql`SELECT d.institucion_id, ${mes} AS mes, d.created_at, d.respondida_at FROM denuncias d
        WHERE d.respondida_at IS NOT NULL AND ${where}`,
  );
  const daysOf = new Map<string, number[]>();
  const all: number[] = [];
  for (const a of answers) {
    const days = workingDaysBetween(new Date(a.created_at), new Date(a.respondida_at));
    all.push(days);
    const key = `${a.institucion_id}|${a.mes}`;
    const list = daysOf.get(key);
    if (list) list.push(days);
    else daysOf.set(key, [days]);
  }
  const rows = counts.map(({ mes: month, ...row }) => ({
    ...row,
    ...(byMonth ? { mes: month } : {}),
    dias_habiles_promedio: averageDays(daysOf.get(`${row.institucion_id}|${month}`) ?? []),
  }));
  return { rows: rows as never, promedio: averageDays(all) };
}

/** /denuncias: the complaint figures per institution, most received first, with the totals. */
export async function denunciasEstadisticas(db: Db, range: Range = {}): Promise<DenunciasEstadisticas> {
  const { rows: instituciones, promedio } = await complaintFigures(db, range, false);
  return {
    resultados: { ...COMPLAINT_OUTCOMES },
    instituciones,
    totales: {
      instituciones: instituciones.length,
      ...sumColumns(instituciones, [
        'recibidas',
        'respondidas',
        'cerradas',
        'pendientes',
        ...COMPLAINT_OUTCOME_CODES,
      ]),
      dias_habiles_promedio: promedio,
    },
  };
}

/** The open-data complaints dataset: the same figures per institution and month received. */
export const denunciasPorMes = async (db: Db) => (await complaintFigures(db, {}, true)).rows;
