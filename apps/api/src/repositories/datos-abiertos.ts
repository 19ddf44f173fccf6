/**
 * Open-data exports: the public registry (modalities with their procedure, fees, requirements and
 * offices), the regulations and the resolutions, read in keyset batches (see lib/export-stream.ts).
 */
import { RULING_CODE_HIDDEN } from '@rnt/contract/constants';
import type { OpenDataDatasetCode } from '@rnt/contract/datos-abiertos';
import { OPEN_DATA_LIST_SEPARATOR } from '@rnt/contract/datos-abiertos';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql, type SQL } from 'drizzle-orm';
import { flatten, keysetBatches } from '../lib/export-stream';
import { isPublicModality, isRegisteredModality } from './public-modalities';

type Row = Record<string, unknown>;
interface Documento {
  nombre: string;
  url: string;
}
interface Telefono {
  prefijo: string;
  numero: string;
  extension: string | null;
  comentario: string | null;
}
interface Horario {
  dia: string;
  hora_inicio: string | null;
  hora_fin: string | null;
  horas_24: boolean;
}

function groupBy<T>(items: T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const list = (values: unknown[] | null | undefined) => (values ?? []).join(OPEN_DATA_LIST_SEPARATOR);

// ---------------------------------------------------------------- modalities (tramites)

const MODALIDAD_COLUMNS = [
  'modalidad_id',
  'nombre_modalidad',
  'tramite_id',
  'nombre_tramite',
  'institucion_id',
  'nombre_institucion',
  'siglas_institucion',
  'unidad_id',
  'nombre_unidad',
  'categoria',
  'clasificacion',
  'actividad_economica',
  'descripcion',
  'estado_id',
  'estado',
  'inscrita',
  'periodicidad',
  'vigencia_tramite',
  'vigencia_cantidad',
  'vigencia_unidad_tiempo',
  'tipo_tarifa',
  'monto',
  'detalle_tarifa_variable',
  'tercero_autorizado',
  'donde_realizar',
  'plazo_legal_valor',
  'plazo_legal_unidad_tiempo',
  'tiempo_promedio_valor',
  'tiempo_promedio_unidad_tiempo',
  'tiempo_promedio_tipo_dias',
  'banda_tiempo_respuesta',
  'medios_presentacion',
  'niveles_digitalizacion',
  'fecha_inscripcion',
  'url',
  'url_pdf',
] as const;

const fetchModalidades = (db: Db, where: SQL) =>
  queryRows<Row & { modalidad_id: number; tramite_id: number }>(
    db,
    sql`SELECT m.id AS modalidad_id, m.nombre AS nombre_modalidad, t.id AS tramite_id, t.nombre AS nombre_tramite,
               i.id AS institucion_id, i.nombre AS nombre_institucion, i.siglas AS siglas_institucion,
               u.id AS unidad_id, u.nombre AS nombre_unidad, ct.nombre AS categoria, cl.nombre AS clasificacion,
               ae.nombre AS actividad_economica, m.descripcion, m.estado_id, es.nombre AS estado,
               ${isRegisteredModality('m')} AS inscrita, p.nombre AS periodicidad, m.vigencia_tramite,
               m.vigencia_cantidad, vu.nombre AS vigencia_unidad_tiempo, m.tipo_tarifa, m.monto::text AS monto,
               m.detalle_tarifa_variable, m.tercero_autorizado, m.donde_realizar, m.plazo_legal_valor,
               pu.nombre AS plazo_legal_unidad_tiempo, m.tiempo_promedio_valor,
               tu.nombre AS tiempo_promedio_unidad_tiempo, m.tiempo_promedio_tipo_dias, m.banda_tiempo_respuesta,
               COALESCE((SELECT json_agg(mp.nombre ORDER BY mp.nombre)
                         FROM modalidad_medios_presentacion mmp
                         JOIN medios_presentacion mp ON mp.id = mmp.medio_presentacion_id
                         WHERE mmp.modalidad_id = m.id), '[]'::json) AS medios_presentacion,
               COALESCE((SELECT json_agg(nd.nombre ORDER BY nd.orden)
                         FROM modalidad_niveles_digitalizacion mnd
                         JOIN niveles_digitalizacion nd ON nd.id = mnd.nivel_digitalizacion_id
                         WHERE mnd.modalidad_id = m.id), '[]'::json) AS niveles_digitalizacion,
               m.fecha_inscripcion::text AS fecha_inscripcion
        FROM modalidades m
        JOIN tramites t ON t.id = m.tramite_id
        JOIN unidades u ON u.id = t.unidad_id
        JOIN instituciones i ON i.id = u.institucion_id
        JOIN estados_solicitud es ON es.id = m.estado_id
        LEFT JOIN categorias_tramite ct ON ct.id = t.categoria_tramite_id
        LEFT JOIN clasificaciones_tramite cl ON cl.id = t.clasificacion_tramite_id
        LEFT JOIN actividades_economicas ae ON ae.id = t.actividad_economica_id
        LEFT JOIN periodicidades p ON p.id = m.periodicidad_id
        LEFT JOIN unidades_tiempo vu ON vu.id = m.vigencia_unidad_tiempo_id
        LEFT JOIN unidades_tiempo pu ON pu.id = m.plazo_legal_unidad_tiempo_id
        LEFT JOIN unidades_tiempo tu ON tu.id = m.tiempo_promedio_unidad_tiempo_id
        WHERE ${isPublicModality('m')} AND ${where}
        ORDER BY m.id`,
  );

// ---------------------------------------------------------------- requirements

const REQUISITO_COLUMNS = [
  'requisito_id',
  'modalidad_id',
  'tramite_id',
  'orden',
  'nombre',
  'descripcion',
  'tipo_requisito_codigo',
  'tipo_requisito',
  'es_parte_solicitud',
  'enlace_web',
  'condiciones_presentacion',
  'especificacion_de_presentacion',
  'tipo_soporte',
  'es_tramite_otra_institucion',
  'otra_institucion',
] as const;

/**
 * Requirements the public sees (spec §4): not removed as unnecessary, and — for a registered
 * modality — not one of type other than 1 and 2 whose ruling says '002' (or has no status, which
 * counts as '002').
 */
const visibleRequirement = sql`r.fecha_eliminacion IS NULL AND NOT (
  ${isRegisteredModality('m')} AND r.tipo_requisito_id NOT IN (1, 2) AND EXISTS (
    SELECT 1 FROM dictamenes d
    WHERE d.codigo_modelo = 'Requisito' AND d.modelo_id = r.id
      AND NOT EXISTS (SELECT 1 FROM dictamen_estados de JOIN estados_dictamen ed ON ed.id = de.estado_dictamen_id
                      WHERE de.dictamen_id = d.id AND ed.codigo <> ${RULING_CODE_HIDDEN})))`;

const fetchRequisitos = (db: Db, where: SQL) =>
  queryRows<Row & { requisito_id: number; modalidad_id: number }>(
    db,
    sql`SELECT r.id AS requisito_id, r.modalidad_id, m.tramite_id, r.orden, r.nombre, r.descripcion,
               tr.codigo AS tipo_requisito_codigo, tr.nombre AS tipo_requisito, r.es_parte_solicitud, r.enlace_web,
               r.condiciones_presentacion, r.especificacion_de_presentacion, r.tipo_soporte,
               r.es_tramite_otra_institucion, oi.nombre AS otra_institucion
        FROM requisitos r
        JOIN modalidades m ON m.id = r.modalidad_id
        JOIN tipos_requisito tr ON tr.id = r.tipo_requisito_id
        LEFT JOIN instituciones oi ON oi.id = r.institucion_id
        WHERE ${isPublicModality('m')} AND ${visibleRequirement} AND ${where}
        ORDER BY r.id`,
  );

// ---------------------------------------------------------------- offices

const OFICINA_COLUMNS = [
  'contacto_id',
  'modalidad_id',
  'tramite_id',
  'oficina_id',
  'nombre_oficina',
  'institucion',
  'direccion',
  'latitud',
  'longitud',
  'horarios',
  'contacto',
  'correos',
  'telefonos',
] as const;

const fetchOficinas = (db: Db, where: SQL) =>
  queryRows<Row & { contacto_id: number; modalidad_id: number; horarios: Horario[]; telefonos: Telefono[] }>(
    db,
    sql`SELECT co.id AS contacto_id, co.modalidad_id, m.tramite_id, o.id AS oficina_id, o.nombre AS nombre_oficina,
               i.nombre AS institucion, o.direccion, o.latitud::text AS latitud, o.longitud::text AS longitud,
               COALESCE((SELECT json_agg(json_build_object('dia', h.dia, 'hora_inicio', to_char(h.hora_inicio, 'HH24:MI'),
                                                           'hora_fin', to_char(h.hora_fin, 'HH24:MI'), 'horas_24', h.horas_24)
                                         ORDER BY h.id)
                         FROM horarios_oficina h WHERE h.oficina_id = o.id), '[]'::json) AS horarios,
               co.nombres AS contacto, co.correos,
               COALESCE((SELECT json_agg(json_build_object('prefijo', tc.prefijo, 'numero', tc.numero,
                                                           'extension', tc.extension, 'comentario', tc.comentario)
                                         ORDER BY tc.id)
                         FROM telefonos_contacto tc WHERE tc.contacto_oficina_id = co.id), '[]'::json) AS telefonos
        FROM contactos_oficinas co
        JOIN modalidades m ON m.id = co.modalidad_id
        JOIN oficinas o ON o.id = co.oficina_id
        JOIN instituciones i ON i.id = o.institucion_id
        WHERE ${isPublicModality('m')} AND ${where}
        ORDER BY co.id`,
  );

const formatHorario = (h: Horario) =>
  h.horas_24 ? `${h.dia} 24 horas` : `${h.dia} ${h.hora_inicio ?? ''}-${h.hora_fin ?? ''}`;
const formatTelefono = (t: Telefono) =>
  [`${t.prefijo} ${t.numero}`, t.extension && `ext. ${t.extension}`, t.comentario && `(${t.comentario})`]
    .filter(Boolean)
    .join(' ');

// ---------------------------------------------------------------- regulations and resolutions

const REGULACION_COLUMNS = [
  'regulacion_id',
  'nombre',
  'tipo_normativa',
  'estado',
  'numero_reforma',
  'fecha_emision',
  'fecha_vigencia',
  'fecha_publicacion_do',
  'tomo_do',
  'numero_do',
  'actividad_economica',
  'categorias',
  'documentos',
] as const;

/** Regulations of the types the portal shows (`tipos_normativa.visible_portal`). */
const fetchRegulaciones = (db: Db, where: SQL) =>
  queryRows<Row & { regulacion_id: number; documentos: Documento[] }>(
    db,
    sql`SELECT r.id AS regulacion_id, r.nombre, tn.nombre AS tipo_normativa, er.nombre AS estado, r.numero_reforma,
               r.fecha_emision::text AS fecha_emision, r.fecha_vigencia::text AS fecha_vigencia,
               r.fecha_publicacion_do::text AS fecha_publicacion_do, r.tomo_do, r.numero_do,
               ae.nombre AS actividad_economica,
               COALESCE((SELECT json_agg(ct.nombre ORDER BY ct.nombre) FROM regulacion_categorias rc
                         JOIN categorias_tramite ct ON ct.id = rc.categoria_tramite_id
                         WHERE rc.regulacion_id = r.id), '[]'::json) AS categorias,
               COALESCE((SELECT json_agg(json_build_object('nombre', d.nombre, 'url', d.ruta) ORDER BY d.id)
                         FROM documentos_regulacion d WHERE d.regulacion_id = r.id), '[]'::json) AS documentos
        FROM regulaciones r
        JOIN tipos_normativa tn ON tn.id = r.tipo_solicitud_id AND tn.visible_portal
        JOIN estados_regulacion er ON er.id = r.estado_tipo_solicitud_regulacion_id
        LEFT JOIN actividades_economicas ae ON ae.id = r.actividad_economica_id
        WHERE ${where}
        ORDER BY r.id`,
  );

const RESOLUCION_COLUMNS = [
  'resolucion_id',
  'numero',
  'fecha',
  'tipo_codigo',
  'tipo',
  'modalidad_id',
  'nombre_modalidad',
  'tramite_id',
  'nombre_tramite',
  'nombre_unidad',
  'nombre_institucion',
  'documentos',
] as const;

const fetchResoluciones = (db: Db, where: SQL) =>
  queryRows<Row & { resolucion_id: number; documentos: Documento[] }>(
    db,
    sql`SELECT r.id AS resolucion_id, r.numero, r.fecha::text AS fecha, tr.codigo AS tipo_codigo, tr.nombre AS tipo,
               m.id AS modalidad_id, m.nombre AS nombre_modalidad, t.id AS tramite_id, t.nombre AS nombre_tramite,
               u.nombre AS nombre_unidad, i.nombre AS nombre_institucion,
               COALESCE((SELECT json_agg(json_build_object('nombre', d.nombre, 'url', d.url) ORDER BY d.id)
                         FROM documentos_resoluciones d WHERE d.resolucion_id = r.id), '[]'::json) AS documentos
        FROM resoluciones r
        JOIN tipos_resolucion tr ON tr.id = r.tipo_resolucion_id
        JOIN modalidades m ON m.id = r.modalidad_id
        JOIN tramites t ON t.id = m.tramite_id
        JOIN unidades u ON u.id = t.unidad_id
        JOIN instituciones i ON i.id = u.institucion_id
        WHERE ${where}
        ORDER BY r.id`,
  );

// ---------------------------------------------------------------- datasets

export interface ExportSource {
  /** CSV columns, in order. */
  columns: readonly string[];
  /** Rows in their JSON form, read batch by batch. */
  rows(): AsyncIterable<Row>;
  /** A JSON row flattened into CSV cells. */
  toCsv(row: Row): Row;
}

/** Absolute links (`origin` + path), so a downloaded file still points at the portal. */
const absolute = (origin: string, documentos: Documento[]) =>
  documentos.map((d) => ({ nombre: d.nombre, url: `${origin}${d.url}` }));
const documentUrls = (row: Row) => list((row.documentos as Documento[]).map((d) => d.url));

export function openDataSource(db: Db, codigo: OpenDataDatasetCode, origin: string): ExportSource {
  /** Batches of `fetch` over windows of the `table`'s ids, `alias.id` being that id in its query. */
  const batches = <R extends Row>(
    fetch: (db: Db, where: SQL) => Promise<R[]>,
    table: string,
    alias: string,
  ) =>
    keysetBatches({
      nextBound: async (after, limit) => {
        const [bound] = await queryRows<{ up_to: number | string | null }>(
          db,
          sql`SELECT max(id) AS up_to FROM (SELECT id FROM ${sql.identifier(table)} WHERE id > ${after} ORDER BY id LIMIT ${limit}) k`,
        );
        return bound?.up_to == null ? null : Number(bound.up_to);
      },
      fetch: (after, upTo) => {
        const id = sql.raw(`${alias}.id`);
        return fetch(db, sql`${id} > ${after} AND ${id} <= ${upTo}`);
      },
    });
  switch (codigo) {
    case 'tramites': {
      const withLinks = (m: Row & { modalidad_id: number; tramite_id: number }) => ({
        ...m,
        url: `${origin}/tramite/${m.tramite_id}/detalles/${m.modalidad_id}`,
        url_pdf: `${origin}/pdf/modalidad/${m.modalidad_id}`,
      });
      return {
        columns: MODALIDAD_COLUMNS,
        // The JSON nests each modality's requirements and offices, read for the whole batch at once.
        rows: () =>
          flatten(
            (async function* () {
              for await (const batch of batches(fetchModalidades, 'modalidades', 'm')) {
                // Bounded on the child table's own indexed column, so the plan is an index range scan.
                const [first, last] = [batch[0]!.modalidad_id, batch.at(-1)!.modalidad_id];
                const requisitos = await fetchRequisitos(
                  db,
                  sql`r.modalidad_id BETWEEN ${first} AND ${last}`,
                );
                const oficinas = await fetchOficinas(db, sql`co.modalidad_id BETWEEN ${first} AND ${last}`);
                const requisitosOf = groupBy(requisitos, (r) => r.modalidad_id);
                const oficinasOf = groupBy(oficinas, (o) => o.modalidad_id);
                yield batch.map((m) => ({
                  ...withLinks(m),
                  requisitos: requisitosOf.get(m.modalidad_id) ?? [],
                  oficinas: oficinasOf.get(m.modalidad_id) ?? [],
                }));
              }
            })(),
          ),
        toCsv: (row) => ({
          ...row,
          medios_presentacion: list(row.medios_presentacion as string[]),
          niveles_digitalizacion: list(row.niveles_digitalizacion as string[]),
        }),
      };
    }
    case 'requisitos':
      return {
        columns: REQUISITO_COLUMNS,
        rows: () => flatten(batches(fetchRequisitos, 'requisitos', 'r')),
        toCsv: (r) => r,
      };
    case 'oficinas':
      return {
        columns: OFICINA_COLUMNS,
        rows: () => flatten(batches(fetchOficinas, 'contactos_oficinas', 'co')),
        toCsv: (row) => ({
          ...row,
          horarios: list((row.horarios as Horario[]).map(formatHorario)),
          telefonos: list((row.telefonos as Telefono[]).map(formatTelefono)),
        }),
      };
    case 'regulaciones':
      return {
        columns: REGULACION_COLUMNS,
        rows: () => withAbsoluteDocuments(flatten(batches(fetchRegulaciones, 'regulaciones', 'r')), origin),
        toCsv: (row) => ({
          ...row,
          categorias: list(row.categorias as string[]),
          documentos: documentUrls(row),
        }),
      };
    case 'resoluciones':
      return {
        columns: RESOLUCION_COLUMNS,
        rows: () => withAbsoluteDocuments(flatten(batches(fetchResoluciones, 'resoluciones', 'r')), origin),
        toCsv: (row) => ({ ...row, documentos: documentUrls(row) }),
      };
  }
}

async function* withAbsoluteDocuments(rows: AsyncIterable<Row>, origin: string): AsyncGenerator<Row> {
  for await (const row of rows) yield { ...row, documentos: absolute(origin, row.documentos as Documento[]) };
}
