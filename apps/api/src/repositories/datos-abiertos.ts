/**
 * Open-data exports: the public registry (modalities with their procedure, fees, requirements and
 * offices), the regulations and the resolutions, read in keyset batches (see lib/export-stream.ts).
 */
import type { OpenDataDatasetCode } from '@rnt/contract/datos-abiertos';
import { OPEN_DATA_LIST_SEPARATOR } from '@rnt/contract/datos-abiertos';
import { horarioSchema, requisitoSchema, telefonoSchema } from '@rnt/contract/modalidad';
import { z } from '@rnt/contract/zod';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql, type SQL } from 'drizzle-orm';
import { flatten, keysetBatches } from '../lib/export-stream';
import { isRegisteredState } from '@rnt/contract/modalidad-rules';
import { denunciasPorMes } from './graphics';
import { modalidadExportRow, modalidadRowsQuery } from './modalidades';
import { isPublicModality } from './public-modalities';
import { isVisibleRequirement } from './requirement-visibility';
import { groupBy } from '../lib/group-by';
import { modalidadPagePath } from '@rnt/contract/page-paths';

type Row = Record<string, unknown>;
const documento = z.object({ nombre: z.string(), url: z.string() });
type Documento = z.infer<typeof documento>;
type Telefono = z.infer<typeof telefonoSchema>;
type Horario = z.infer<typeof horarioSchema>;
const id = z.number().int();
const text = z.string().nullable();
const int = z.number().int().nullable();

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

/** The modalities of the registry, read with the detail's own query and laid out flat. */
const fetchModalidades = async (db: Db, where: SQL) =>
  (
    await queryRows(db, modalidadExportRow, modalidadRowsQuery(sql`${isPublicModality('m')} AND ${where}`))
  ).map((m) => ({
    modalidad_id: m.id,
    nombre_modalidad: m.nombre,
    tramite_id: m.tramite_id,
    nombre_tramite: m.nombre_tramite,
    institucion_id: m.institucion_id,
    nombre_institucion: m.nombre_institucion,
    siglas_institucion: m.siglas_institucion,
    unidad_id: m.unidad_id,
    nombre_unidad: m.nombre_unidad,
    categoria: m.categoria,
    clasificacion: m.clasificacion_tramite?.nombre ?? null,
    actividad_economica: m.actividad_economica,
    descripcion: m.descripcion,
    estado_id: m.estado_id,
    estado: m.estado.nombre,
    inscrita: isRegisteredState(m.estado_id),
    periodicidad: m.periodicidad?.nombre ?? null,
    vigencia_tramite: m.vigencia_tramite,
    vigencia_cantidad: m.cantidad,
    vigencia_unidad_tiempo: m.unidad_tiempo?.nombre ?? null,
    tipo_tarifa: m.tipo_tarifa,
    monto: m.monto_texto,
    detalle_tarifa_variable: m.detalle_tarifa_variable,
    tercero_autorizado: m.tercero_autorizado,
    donde_realizar: m.donde_realizar,
    plazo_legal_valor: m.plazo_legal_valor,
    plazo_legal_unidad_tiempo: m.plazo_legal_unidad_tiempo?.nombre ?? null,
    tiempo_promedio_valor: m.tiempo_promedio_valor,
    tiempo_promedio_unidad_tiempo: m.tiempo_promedio_unidad_tiempo?.nombre ?? null,
    tiempo_promedio_tipo_dias: m.tiempo_promedio_tipo_dias,
    banda_tiempo_respuesta: m.banda_tiempo_respuesta,
    medios_presentacion: m.medios_presentacion.map((x) => x.nombre),
    niveles_digitalizacion: m.niveles_digitalizacion.map((x) => x.nombre),
    fecha_inscripcion: m.fecha_inscripcion,
  }));

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

/** A requirement row: the detail's own columns (the contract's), its modality and procedure. */
const requisitoRow = requisitoSchema
  .pick({
    orden: true,
    nombre: true,
    descripcion: true,
    es_parte_solicitud: true,
    enlace_web: true,
    condiciones_presentacion: true,
    especificacion_de_presentacion: true,
    tipo_soporte: true,
    es_tramite_otra_institucion: true,
  })
  .extend({
    requisito_id: id,
    modalidad_id: id,
    tramite_id: id,
    tipo_requisito_codigo: z.string(),
    tipo_requisito: z.string(),
    otra_institucion: text,
  });

const fetchRequisitos = (db: Db, where: SQL) =>
  queryRows(
    db,
    requisitoRow,
    sql`SELECT r.id AS requisito_id, r.modalidad_id, m.tramite_id, r.orden, r.nombre, r.descripcion,
               tr.codigo AS tipo_requisito_codigo, tr.nombre AS tipo_requisito, r.es_parte_solicitud, r.enlace_web,
               r.condiciones_presentacion, r.especificacion_de_presentacion, r.tipo_soporte,
               r.es_tramite_otra_institucion, oi.nombre AS otra_institucion
        FROM requisitos r
        JOIN modalidades m ON m.id = r.modalidad_id
        JOIN tipos_requisito tr ON tr.id = r.tipo_requisito_id
        LEFT JOIN instituciones oi ON oi.id = r.institucion_id
        WHERE ${isPublicModality('m')} AND ${isVisibleRequirement('r', 'm')} AND ${where}
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

const oficinaRow = z.object({
  contacto_id: id,
  modalidad_id: id,
  tramite_id: id,
  oficina_id: id,
  nombre_oficina: z.string(),
  institucion: z.string(),
  direccion: z.string(),
  /** numeric as text, exactly as stored. */
  latitud: text,
  longitud: text,
  horarios: z.array(horarioSchema),
  contacto: text,
  correos: text,
  telefonos: z.array(telefonoSchema),
});

const fetchOficinas = (db: Db, where: SQL) =>
  queryRows(
    db,
    oficinaRow,
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
const regulacionRow = z.object({
  regulacion_id: id,
  nombre: z.string(),
  tipo_normativa: z.string(),
  estado: z.string(),
  numero_reforma: int,
  fecha_emision: text,
  fecha_vigencia: text,
  fecha_publicacion_do: text,
  tomo_do: int,
  numero_do: int,
  actividad_economica: text,
  categorias: z.array(z.string()),
  documentos: z.array(documento),
});

const fetchRegulaciones = (db: Db, where: SQL) =>
  queryRows(
    db,
    regulacionRow,
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

const resolucionRow = z.object({
  resolucion_id: id,
  numero: z.string(),
  fecha: z.string(),
  tipo_codigo: z.string(),
  tipo: z.string(),
  modalidad_id: id,
  nombre_modalidad: z.string(),
  tramite_id: id,
  nombre_tramite: z.string(),
  nombre_unidad: z.string(),
  nombre_institucion: z.string(),
  documentos: z.array(documento),
});

const fetchResoluciones = (db: Db, where: SQL) =>
  queryRows(
    db,
    resolucionRow,
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

// ---------------------------------------------------------------- complaint statistics (issue 23)

const DENUNCIA_COLUMNS = [
  'mes',
  'institucion_id',
  'nombre_institucion',
  'siglas_institucion',
  'recibidas',
  'respondidas',
  'cerradas',
  'pendientes',
  'dias_habiles_promedio_respuesta',
  'fundadas',
  'no_fundadas',
  'resueltas_por_la_institucion',
] as const;

/** The figures of /api/graphics/denuncias per institution and month (repositories/graphics.ts), flat. */
async function* denunciaRows(db: Db): AsyncGenerator<Row> {
  for (const r of await denunciasPorMes(db)) {
    yield {
      mes: r.mes,
      institucion_id: r.institucion_id,
      nombre_institucion: r.nombre_institucion,
      siglas_institucion: r.siglas,
      recibidas: r.recibidas,
      respondidas: r.respondidas,
      cerradas: r.cerradas,
      pendientes: r.pendientes,
      dias_habiles_promedio_respuesta: r.dias_habiles_promedio,
      fundadas: r.FUNDADA,
      no_fundadas: r.NO_FUNDADA,
      resueltas_por_la_institucion: r.RESUELTA_INSTITUCION,
    };
  }
}

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
        const [bound] = await queryRows(
          db,
          z.object({ up_to: int }),
          sql`SELECT max(id)::int AS up_to FROM (SELECT id FROM ${sql.identifier(table)} WHERE id > ${after} ORDER BY id LIMIT ${limit}) k`,
        );
        return bound?.up_to ?? null;
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
        url: `${origin}${modalidadPagePath(m.tramite_id, m.modalidad_id)}`,
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
    case 'denuncias':
      // A few rows per institution and month: aggregated in one query, not read in batches.
      return { columns: DENUNCIA_COLUMNS, rows: () => denunciaRows(db), toCsv: (row) => row };
  }
}

async function* withAbsoluteDocuments(rows: AsyncIterable<Row>, origin: string): AsyncGenerator<Row> {
  for await (const row of rows) yield { ...row, documentos: absolute(origin, row.documentos as Documento[]) };
}
