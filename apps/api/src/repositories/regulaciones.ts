/** Catalogue of regulations: types, states, the paginated search and the name lookup. */
import type { RegulacionesQuery, TipoNormativa } from '@rnt/contract/regulaciones';
import {
  regulacionItemSchema,
  REGULACIONES_LOOKUP_LIMIT,
  REGULACIONES_PER_PAGE,
  tipoNormativaSchema,
} from '@rnt/contract/regulaciones';
import { z } from '@rnt/contract/zod';
import { pageWindow } from '../lib/pagination';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql, type SQL } from 'drizzle-orm';
import { allOf, inList, isoTimestamp, limitOffset, unaccentContains } from './search-sql';

export async function listTiposNormativa(
  db: Db,
  options: {
    sort?: 'orden_portal' | 'nombre' | 'id';
    direction?: 'asc' | 'desc';
    visible_portal?: boolean;
    page?: number;
    per_page?: number;
  },
): Promise<TipoNormativa[]> {
  const column = { orden_portal: sql`orden_portal`, nombre: sql`nombre`, id: sql`id` }[options.sort ?? 'id'];
  const direction = options.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const window = pageWindow(options, -1);
  return queryRows(
    db,
    tipoNormativaSchema,
    sql`SELECT id, nombre, color, orden_portal, visible_portal FROM tipos_normativa
        WHERE ${options.visible_portal === undefined ? sql`TRUE` : sql`visible_portal = ${options.visible_portal}`}
        ORDER BY ${column} ${direction}, id ${limitOffset(window.limit, window.offset)}`,
  );
}

const idNombre = z.object({ id: z.number().int(), nombre: z.string() });
const totalRow = z.object({ total: z.number().int() });

export const listEstadosRegulacion = (db: Db) =>
  queryRows(db, idNombre, sql`SELECT id, nombre FROM estados_regulacion ORDER BY id`);

function conditions(q: RegulacionesQuery): SQL[] {
  const where: SQL[] = [];
  if (q.nombre) where.push(unaccentContains([sql`r.nombre`], q.nombre));
  if (q.fechadesde) where.push(sql`r.fecha_publicacion_do >= ${q.fechadesde}::date`);
  if (q.fechahasta) where.push(sql`r.fecha_publicacion_do <= ${q.fechahasta}::date`);
  if (q.fecha_publicacion_do) where.push(sql`r.fecha_publicacion_do = ${q.fecha_publicacion_do}::date`);
  if (q.tipo_solicitud_id !== undefined) where.push(sql`r.tipo_solicitud_id = ${q.tipo_solicitud_id}`);
  if (q.tomo_do !== undefined) where.push(sql`r.tomo_do = ${q.tomo_do}`);
  if (q.numero_do !== undefined) where.push(sql`r.numero_do = ${q.numero_do}`);
  if (q.estado_tipo_solicitud_regulacion_id.length)
    where.push(inList(sql`r.estado_tipo_solicitud_regulacion_id`, q.estado_tipo_solicitud_regulacion_id));
  if (q.actividad_economica_id.length)
    where.push(inList(sql`r.actividad_economica_id`, q.actividad_economica_id));
  if (q.categorias_id.length)
    where.push(
      sql`EXISTS (SELECT 1 FROM regulacion_categorias rc WHERE rc.regulacion_id = r.id AND ${inList(sql`rc.categoria_tramite_id`, q.categorias_id)})`,
    );
  return where;
}

/**
 * One page of regulations, newest publication first, with their categories and documents aggregated
 * in the same statement (two queries per request: the count and the page).
 */
export async function searchRegulaciones(db: Db, q: RegulacionesQuery) {
  const where = allOf(conditions(q));
  const window = pageWindow(q, REGULACIONES_PER_PAGE);
  const [counted] = await queryRows(
    db,
    totalRow,
    sql`SELECT count(*)::int AS total FROM regulaciones r WHERE ${where}`,
  );
  const rows = await queryRows(
    db,
    regulacionItemSchema,
    sql`WITH pagina AS (
          SELECT r.* FROM regulaciones r WHERE ${where}
          ORDER BY r.fecha_publicacion_do DESC NULLS LAST, r.id DESC ${limitOffset(window.limit, window.offset)}
        )
        SELECT p.id, p.nombre, p.fecha_publicacion_do::text AS fecha_publicacion_do,
               json_build_object('id', tn.id, 'nombre', tn.nombre, 'color', tn.color) AS tipo_solicitud,
               json_build_object('id', er.id, 'nombre', er.nombre) AS estado_tipo_solicitud_regulacion,
               CASE WHEN ae.id IS NULL THEN NULL ELSE json_build_object('id', ae.id, 'nombre', ae.nombre) END AS actividad_economica,
               p.numero_reforma, p.fecha_emision::text AS fecha_emision, p.fecha_vigencia::text AS fecha_vigencia,
               p.numero_do, p.tomo_do,
               COALESCE((SELECT json_agg(json_build_object('categoria_tramite', json_build_object('id', ct.id, 'nombre', ct.nombre)) ORDER BY ct.nombre)
                         FROM regulacion_categorias rc JOIN categorias_tramite ct ON ct.id = rc.categoria_tramite_id
                         WHERE rc.regulacion_id = p.id), '[]'::json) AS categorias,
               COALESCE((SELECT json_agg(json_build_object('id', d.id, 'nombre', d.nombre, 'ruta', d.ruta,
                                                           'created_at', ${isoTimestamp(sql`d.created_at`)}) ORDER BY d.created_at, d.id)
                         FROM documentos_regulacion d WHERE d.regulacion_id = p.id), '[]'::json) AS documentos
        FROM pagina p
        JOIN tipos_normativa tn ON tn.id = p.tipo_solicitud_id
        JOIN estados_regulacion er ON er.id = p.estado_tipo_solicitud_regulacion_id
        LEFT JOIN actividades_economicas ae ON ae.id = p.actividad_economica_id
        ORDER BY p.fecha_publicacion_do DESC NULLS LAST, p.id DESC`,
  );
  return { solicitudes_regulacion: rows, ...window.pagination(counted?.total ?? 0) };
}

/** Regulations whose name contains the text (accents and case ignored), best matches first. */
export const lookupRegulaciones = (db: Db, nombre: string | undefined) =>
  queryRows(
    db,
    idNombre.extend({ tipo_solicitud: z.string() }),
    sql`SELECT r.id, r.nombre, tn.nombre AS tipo_solicitud
        FROM regulaciones r JOIN tipos_normativa tn ON tn.id = r.tipo_solicitud_id
        WHERE ${nombre ? unaccentContains([sql`r.nombre`], nombre) : sql`TRUE`}
        ORDER BY ${nombre ? sql`position(lower(rnt_unaccent(${nombre})) IN lower(rnt_unaccent(r.nombre))),` : sql``} r.nombre, r.id
        LIMIT ${REGULACIONES_LOOKUP_LIMIT}`,
  );
