/**
 * Procedures' modality lists and the full modality. The full modality is read with three set-based
 * queries side by side (the modality; every requirement with its documents and sub-requirements; every
 * legal basis, ruling and office contact of that modality) and assembled here: the number of queries
 * does not grow with the number of requirements.
 */
import {
  baseLegalSchema,
  contactoOficinaSchema,
  dictamenSchema,
  modalidadSchema,
  requisitoSchema,
  subRequisitoSchema,
  tramiteModalidadSchema,
  type Modalidad,
  type ModalidadResumen,
  type Requisito,
  type TramiteModalidad,
} from '@rnt/contract/modalidad';
import { modalityStateLabel } from '@rnt/contract/modalidad-rules';
import { z } from '@rnt/contract/zod';
import { queryPrepared, queryRows, type Db, type RowSchema } from '@rnt/db/create-db';
import { allUnits, understandQuery } from './busqueda-tramites';
import { baseLegalSelect, dictamenSelect } from './legal-bases-sql';
import { isPublicModality } from './public-modalities';
import { isVisibleRequirement, isVisibleSubRequirement } from './requirement-visibility';
import { sql, type SQL } from 'drizzle-orm';

// ---------------------------------------------------------------- modality list of a procedure

export async function tramiteExists(db: Db, tramiteId: number): Promise<boolean> {
  const rows = await queryRows(db, z.object({}), sql`SELECT 1 FROM tramites WHERE id = ${tramiteId}`);
  return rows.length > 0;
}

export async function modalidadExists(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows(db, z.object({}), sql`SELECT 1 FROM modalidades WHERE id = ${id}`);
  return rows.length > 0;
}

/**
 * The state ids that `estado` values name: ids or codes. Returns the values that name no state
 * under `unknown`.
 */
export async function resolveStates(db: Db, values: string[]): Promise<{ ids: number[]; unknown: string[] }> {
  if (values.length === 0) return { ids: [], unknown: [] };
  const rows = await queryRows(
    db,
    z.object({ id: z.number().int(), codigo: z.string() }),
    sql`SELECT id, codigo FROM estados_solicitud`,
  );
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const value of values) {
    const state = rows.find((r) => String(r.id) === value || r.codigo.toLowerCase() === value.toLowerCase());
    if (state) ids.push(state.id);
    else unknown.push(value);
  }
  return { ids, unknown };
}

export interface TramiteModalidadesFilter {
  tramiteId: number;
  nombre?: string;
  estadoIds?: number[];
  /** null: all rows. */
  limit: number | null;
  offset: number;
}

/**
 * The `nombre` carried from the home search narrows a procedure's modalities with the home search's own
 * understanding (filler words, thesaurus, typos: `understandQuery`): a modality matches when its name and
 * description, with the procedure's name, other names and institution (weights A and C of the stored
 * document), have every unit. null: the name means nothing, so it does not filter.
 */
async function nameCondition(db: Db, nombre: string): Promise<SQL | null> {
  const query = allUnits((await understandQuery(db, nombre)).units);
  if (query === null) return null;
  return sql`(to_tsvector('spanish', rnt_unaccent(m.nombre || ' ' || coalesce(m.descripcion, '')))
              || ts_filter(t.documento_busqueda, '{a,c}')) @@ to_tsquery('spanish', ${query})`;
}

/**
 * A procedure's modalities in the given states. When `nombre` matches none of them, all of them are listed
 * and `filtro_nombre_quitado` says so: a name carried from the home search never empties the page.
 */
export async function listTramiteModalidades(
  db: Db,
  filter: TramiteModalidadesFilter,
): Promise<{ rows: TramiteModalidad[]; total: number; filtro_nombre_quitado: boolean }> {
  // The public sees the same modalities as in the atlas: drafts, withdrawn and rejected ones stay out.
  const base: SQL[] = [sql`m.tramite_id = ${filter.tramiteId}`, isPublicModality('m')];
  if (filter.estadoIds && filter.estadoIds.length > 0)
    base.push(
      sql`m.estado_id IN (${sql.join(
        filter.estadoIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const byName = filter.nombre ? await nameCondition(db, filter.nombre) : null;
  if (byName) {
    const found = await listWhere(db, filter, sql.join([...base, byName], sql` AND `));
    if (found.total > 0) return { ...found, filtro_nombre_quitado: false };
    const all = await listWhere(db, filter, sql.join(base, sql` AND `));
    return { ...all, filtro_nombre_quitado: all.total > 0 };
  }
  return { ...(await listWhere(db, filter, sql.join(base, sql` AND `))), filtro_nombre_quitado: false };
}

async function listWhere(
  db: Db,
  filter: TramiteModalidadesFilter,
  where: SQL,
): Promise<{ rows: TramiteModalidad[]; total: number }> {
  const page = filter.limit == null ? sql`` : sql`LIMIT ${filter.limit} OFFSET ${filter.offset}`;
  const rows = await queryRows(
    db,
    tramiteModalidadSchema.omit({ estado_modalidad: true }).extend({ total: z.number().int() }),
    sql`
      SELECT m.tramite_id, m.id AS modalidad_id, t.nombre AS nombre_tramite, m.nombre AS nombre_modalidad,
        m.descripcion, m.estado_id, i.nombre AS nombre_institucion, u.nombre AS nombre_unidad,
        (count(*) OVER ())::int AS total
      FROM modalidades m
      JOIN tramites t ON t.id = m.tramite_id
      JOIN unidades u ON u.id = t.unidad_id
      JOIN instituciones i ON i.id = u.institucion_id
      WHERE ${where}
      ORDER BY m.id
      ${page}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    // A page past the end still reports the real total.
    const [count] = await queryRows(
      db,
      z.object({ total: z.number().int() }),
      sql`SELECT count(*)::int AS total FROM modalidades m JOIN tramites t ON t.id = m.tramite_id WHERE ${where}`,
    );
    total = count?.total ?? 0;
  }
  return {
    total,
    rows: rows.map(({ total: _total, ...r }) => ({
      ...r,
      estado_modalidad: modalityStateLabel(r.estado_id),
    })),
  };
}

// ---------------------------------------------------------------- the modality

const nameObject = (alias: string) =>
  sql.raw(`CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('nombre', ${alias}.nombre) END`);

/** The detail's row: the modality's own columns (the contract's), its unit and institution, its files. */
const modalidadRow = modalidadSchema
  .omit({
    contactos_oficinas: true,
    requisitos: true,
    bases_legales: true,
    dictamenes: true,
    institucion: true,
    documentos_costo_tarifa_tramite: true,
    documentos_certificados: true,
    documento_resolucion: true,
    documento_propuesta: true,
    documentos_anexos: true,
  })
  .extend({
    unidad_id: z.number().int(),
    institucion_id: z.number().int(),
    institucion_web: z.string().nullable(),
    documentos_modalidad: z.array(
      z.object({ id: z.number().int(), tipo: z.string(), nombre: z.string(), url: z.string() }),
    ),
  });
type ModalidadRow = z.infer<typeof modalidadRow>;

/** What the open-data export reads besides the detail's columns. */
export const modalidadExportRow = modalidadRow.extend({
  categoria: z.string().nullable(),
  actividad_economica: z.string().nullable(),
  siglas_institucion: z.string().nullable(),
  banda_tiempo_respuesta: z.string().nullable(),
  /** The fee as stored (numeric text, e.g. '25.00'), exactly as the open-data files publish it. */
  monto_texto: z.string().nullable(),
});
export type ModalidadExportRow = z.infer<typeof modalidadExportRow>;

/**
 * The one modality query (the modality and its twelve joined tables), shared by the detail
 * (`m.id = $1`) and the open-data export (a window of ids): `where` filters `m`.
 */
export function modalidadRowsQuery(where: SQL): SQL {
  return sql`
      SELECT m.id, m.tramite_id, m.nombre, m.nombre AS nombre_modalidad, m.descripcion, m.estado_id,
        json_build_object('id', e.id, 'codigo', e.codigo, 'nombre', e.nombre) AS estado,
        ${nameObject('p')} AS periodicidad,
        m.vigencia_tramite, m.vigencia_cantidad AS cantidad, ${nameObject('vu')} AS unidad_tiempo,
        m.tipo_tarifa, m.monto::float8 AS monto, m.monto::text AS monto_texto, m.detalle_tarifa_variable,
        m.tercero_autorizado, ${nameObject('ct')} AS clasificacion_tramite,
        cat.nombre AS categoria, ae.nombre AS actividad_economica, i.siglas AS siglas_institucion,
        t.nombre AS nombre_tramite, u.id AS unidad_id, u.nombre AS nombre_unidad,
        i.id AS institucion_id, i.nombre AS nombre_institucion, i.descripcion AS institucion_web,
        m.donde_realizar, m.plazo_legal_valor, m.plazo_legal_unidad_tiempo_id,
        ${nameObject('pu')} AS plazo_legal_unidad_tiempo,
        m.tiempo_promedio_valor, ${nameObject('tu')} AS tiempo_promedio_unidad_tiempo,
        m.tiempo_promedio_tipo_dias, m.banda_tiempo_respuesta, m.fecha_inscripcion::text AS fecha_inscripcion,
        m.comentario_descripcion, m.comentario_periodicidad, m.comentarios_vigencia, m.comentario,
        m.comentario_medios_presentacion, m.comentario_niveles_digitalizacion,
        m.comentario_tercero_autorizado, m.comentario_costo_tramite, m.comentario_plazo_legal,
        (SELECT coalesce(json_agg(json_build_object('id', mp.id, 'nombre', mp.nombre) ORDER BY mp.id), '[]')
           FROM modalidad_medios_presentacion mmp JOIN medios_presentacion mp ON mp.id = mmp.medio_presentacion_id
           WHERE mmp.modalidad_id = m.id) AS medios_presentacion,
        (SELECT coalesce(json_agg(json_build_object('id', nd.id, 'nombre', nd.nombre) ORDER BY nd.orden), '[]')
           FROM modalidad_niveles_digitalizacion mnd JOIN niveles_digitalizacion nd ON nd.id = mnd.nivel_digitalizacion_id
           WHERE mnd.modalidad_id = m.id) AS niveles_digitalizacion,
        (SELECT coalesce(json_agg(json_build_object('id', d.id, 'tipo', d.tipo, 'nombre', d.nombre, 'url', d.url) ORDER BY d.id), '[]')
           FROM documentos_modalidad d WHERE d.modalidad_id = m.id) AS documentos_modalidad
      FROM modalidades m
      JOIN estados_solicitud e ON e.id = m.estado_id
      JOIN tramites t ON t.id = m.tramite_id
      JOIN unidades u ON u.id = t.unidad_id
      JOIN instituciones i ON i.id = u.institucion_id
      LEFT JOIN clasificaciones_tramite ct ON ct.id = t.clasificacion_tramite_id
      LEFT JOIN categorias_tramite cat ON cat.id = t.categoria_tramite_id
      LEFT JOIN actividades_economicas ae ON ae.id = t.actividad_economica_id
      LEFT JOIN periodicidades p ON p.id = m.periodicidad_id
      LEFT JOIN unidades_tiempo vu ON vu.id = m.vigencia_unidad_tiempo_id
      LEFT JOIN unidades_tiempo pu ON pu.id = m.plazo_legal_unidad_tiempo_id
      LEFT JOIN unidades_tiempo tu ON tu.id = m.tiempo_promedio_unidad_tiempo_id
      WHERE ${where}
      ORDER BY m.id`;
}

/**
 * How the detail reads: named prepared statements (today's registry), or plain queries for a read whose
 * tables a transaction shadows (the registry as of a date, `repositories/historial.ts`): a plan prepared
 * earlier on the connection would read the real tables.
 */
export interface ReadOptions {
  prepared?: boolean;
}

type Reader = <S extends RowSchema>(row: S, name: string, query: SQL) => Promise<z.output<S>[]>;

const readerOf =
  (db: Db, { prepared = true }: ReadOptions): Reader =>
  (row, name, query) =>
    prepared ? queryPrepared(db, row, name, query) : queryRows(db, row, query);

async function findModalidadRow(db: Db, id: number, options: ReadOptions): Promise<ModalidadRow | undefined> {
  const [row] = await readerOf(db, options)(
    modalidadExportRow,
    'modalidad_fila',
    modalidadRowsQuery(sql`m.id = ${id}`),
  );
  if (!row) return undefined;
  const {
    categoria: _c,
    actividad_economica: _a,
    siglas_institucion: _s,
    banda_tiempo_respuesta: _b,
    monto_texto: _m,
    ...detail
  } = row;
  return detail;
}

/** The summary form (`/api/public_modalidad_by_id/{id}`). */
export async function findModalidadResumen(
  db: Db,
  id: number,
  options: ReadOptions = {},
): Promise<ModalidadResumen | undefined> {
  const row = await findModalidadRow(db, id, options);
  if (!row) return undefined;
  return {
    id: row.id,
    tramite_id: row.tramite_id,
    nombre: row.nombre,
    descripcion: row.descripcion,
    estado_id: row.estado_id,
    estado: row.estado,
    periodicidad: row.periodicidad,
    vigencia_tramite: row.vigencia_tramite,
    cantidad: row.cantidad,
    unidad_tiempo: row.unidad_tiempo,
    tipo_tarifa: row.tipo_tarifa,
    monto: row.monto,
    detalle_tarifa_variable: row.detalle_tarifa_variable,
    tercero_autorizado: row.tercero_autorizado,
    tramite: {
      id: row.tramite_id,
      nombre: row.nombre_tramite,
      unidad: {
        id: row.unidad_id,
        nombre: row.nombre_unidad,
        institucion: {
          id: row.institucion_id,
          nombre: row.nombre_institucion,
          descripcion: row.institucion_web,
        },
      },
    },
  };
}

/** A requirement as read: its files and visible sub-requirements nested, their legal bases and rulings apart. */
const requisitoRow = requisitoSchema
  .omit({ documento_anexo: true, sub_requisitos: true, dictamenes: true, bases_legales: true })
  .extend({ sub_requisitos: z.array(subRequisitoSchema.omit({ bases_legales: true, dictamenes: true })) });

/**
 * The requirements the public sees (requirement-visibility.ts), in the modality's order, each with its files
 * and the sub-requirements the public sees: by the `requisito_id` index of each requirement read.
 */
function requisitosQuery(modalidadId: number): SQL {
  return sql`
    SELECT r.id, r.nombre, r.descripcion, r.tipo_requisito_id,
      json_build_object('id', tr.id, 'codigo', tr.codigo, 'nombre', tr.nombre) AS tipo_requisito,
      r.es_parte_solicitud, r.enlace_web, r.condiciones_presentacion, r.especificacion_de_presentacion,
      r.tipo_soporte, r.es_tramite_otra_institucion,
      CASE WHEN oi.id IS NULL THEN NULL ELSE json_build_object('id', oi.id, 'nombre', oi.nombre) END AS institucion,
      CASE WHEN ot.id IS NULL THEN NULL ELSE json_build_object('id', ot.id, 'nombre', ot.nombre) END AS tramite,
      r.orden,
      (SELECT coalesce(json_agg(json_build_object('id', d.id, 'nombre', d.nombre, 'url', d.url,
          'es_anexo', d.es_anexo, 'es_certificado', d.es_certificado, 'es_resolucion', d.es_resolucion)
          ORDER BY d.id), '[]')
        FROM documentos_requisito d WHERE d.requisito_id = r.id) AS documentos,
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'nombre', s.nombre, 'descripcion', s.descripcion)
          ORDER BY s.id), '[]')
        FROM sub_requisitos s WHERE s.requisito_id = r.id AND ${isVisibleSubRequirement('s', 'm')}) AS sub_requisitos
    FROM requisitos r
    JOIN modalidades m ON m.id = r.modalidad_id
    JOIN tipos_requisito tr ON tr.id = r.tipo_requisito_id
    LEFT JOIN instituciones oi ON oi.id = r.institucion_id
    LEFT JOIN tramites ot ON ot.id = r.tramite_id
    WHERE r.modalidad_id = ${modalidadId} AND ${isVisibleRequirement('r', 'm')}
    ORDER BY r.orden, r.id`;
}

/** A modality's legal bases, rulings and office contacts: one row, each list as JSON. */
const partesRow = z.object({
  bases_legales: z.array(baseLegalSchema),
  dictamenes: z.array(dictamenSchema),
  contactos: z.array(contactoOficinaSchema),
});

function partesQuery(modalidadId: number): SQL {
  return sql`
    SELECT
      (SELECT coalesce(json_agg(b_ ORDER BY b_.id), '[]')
        FROM (${baseLegalSelect} WHERE b.modalidad_id = ${modalidadId}) b_) AS bases_legales,
      (SELECT coalesce(json_agg(d_ ORDER BY d_.id), '[]')
        FROM (${dictamenSelect} WHERE d.modalidad_id = ${modalidadId}) d_) AS dictamenes,
      (SELECT coalesce(json_agg(json_build_object('id', c.id, 'nombres', c.nombres, 'correos', c.correos,
          'telefonos', (SELECT coalesce(json_agg(json_build_object('prefijo', tc.prefijo, 'numero', tc.numero,
              'extension', tc.extension, 'comentario', tc.comentario) ORDER BY tc.id), '[]')
            FROM telefonos_contacto tc WHERE tc.contacto_oficina_id = c.id),
          'oficina', json_build_object('id', o.id, 'nombre', o.nombre, 'direccion', o.direccion,
            'latitud', o.latitud::float8, 'longitud', o.longitud::float8,
            'horarios', (SELECT coalesce(json_agg(json_build_object('dia', h.dia,
                'hora_inicio', to_char(h.hora_inicio, 'HH24:MI'), 'hora_fin', to_char(h.hora_fin, 'HH24:MI'),
                'horas_24', h.horas_24) ORDER BY h.id), '[]')
              FROM horarios_oficina h WHERE h.oficina_id = o.id))) ORDER BY c.id), '[]')
        FROM contactos_oficinas c JOIN oficinas o ON o.id = c.oficina_id
        WHERE c.modalidad_id = ${modalidadId}) AS contactos`;
}

/**
 * The full modality (`/api/public_modalidad_get_id/{id}`): three queries, side by side — the modality row,
 * its requirements (files and sub-requirements nested), and its legal bases, rulings and offices. Nothing
 * waits for another: a first read costs the database one round trip. Each is a named prepared statement
 * (the text never varies): at 100,000 modalities every statement executes in well under a millisecond,
 * and planning them — the 12-table modality row above all — was most of the database's work per request
 * (issue 11, docs/performance.md).
 */
export async function findModalidad(
  db: Db,
  id: number,
  options: ReadOptions = {},
): Promise<Modalidad | undefined> {
  const read = readerOf(db, options);
  const [row, requisitos, partes] = await Promise.all([
    findModalidadRow(db, id, options),
    read(requisitoRow, 'modalidad_requisitos', requisitosQuery(id)),
    read(partesRow, 'modalidad_partes', partesQuery(id)),
  ]);
  if (!row) return undefined;
  const { bases_legales: bases, dictamenes, contactos } = partes[0]!;

  const basesFor = (codigo: string, modeloId: number) =>
    bases.filter((b) => b.codigo_modelo === codigo && b.modelo_id === modeloId);
  const rulingsFor = (codigo: string, modeloId: number) =>
    dictamenes.filter((d) => d.codigo_modelo === codigo && d.modelo_id === modeloId);

  const fullRequisitos: Requisito[] = requisitos.map((r) => {
    const anexo = r.documentos.find((d) => d.es_anexo);
    return {
      ...r,
      documento_anexo: anexo ? { id: anexo.id, nombre: anexo.nombre, url: anexo.url } : null,
      sub_requisitos: r.sub_requisitos.map((s) => ({
        ...s,
        bases_legales: basesFor('Sub_Requisito', s.id),
        dictamenes: rulingsFor('Sub_Requisito', s.id),
      })),
      dictamenes: rulingsFor('Requisito', r.id),
      bases_legales: basesFor('Requisito', r.id),
    };
  });

  const { documentos_modalidad: docsMod, unidad_id: _u, institucion_id, institucion_web, ...modalidad } = row;
  const docsOf = (tipo: string) => docsMod.filter((d) => d.tipo === tipo).map(({ tipo: _t, ...d }) => d);
  return {
    ...modalidad,
    institucion: { id: institucion_id, nombre: row.nombre_institucion, descripcion: institucion_web },
    documentos_costo_tarifa_tramite: docsOf('costo_tarifa'),
    documentos_certificados: docsOf('certificado'),
    documento_resolucion: docsOf('resolucion')[0] ?? null,
    documento_propuesta: docsOf('propuesta')[0] ?? null,
    documentos_anexos: docsOf('anexo'),
    contactos_oficinas: contactos,
    requisitos: fullRequisitos,
    bases_legales: bases.filter((b) => b.seccion != null),
    dictamenes: dictamenes.filter((d) => d.seccion != null),
  };
}
