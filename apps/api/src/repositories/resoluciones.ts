/** Resolution search: types and the paginated list with modality, procedure, institution and documents. */
import { pageWindow } from '../lib/pagination';
import type { ResolucionesQuery } from '@rnt/contract/resoluciones';
import { RESOLUCIONES_PER_PAGE, resolucionItemSchema } from '@rnt/contract/resoluciones';
import { z } from '@rnt/contract/zod';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql, type SQL } from 'drizzle-orm';
import { allOf, inList, isoTimestamp, limitOffset, unaccentContains } from './search-sql';

export const listTiposResolucion = (db: Db) =>
  queryRows(
    db,
    z.object({ id: z.number().int(), codigo: z.string(), nombre: z.string() }),
    sql`SELECT id, codigo, nombre FROM tipos_resolucion ORDER BY id`,
  );

function conditions(q: ResolucionesQuery): SQL[] {
  const where: SQL[] = [];
  if (q.nombre) where.push(unaccentContains([sql`m.nombre`, sql`t.nombre`], q.nombre));
  if (q.fechadesde) where.push(sql`s.fecha >= ${q.fechadesde}::date`);
  if (q.fechahasta) where.push(sql`s.fecha <= ${q.fechahasta}::date`);
  if (q.institucion_id !== undefined) where.push(sql`u.institucion_id = ${q.institucion_id}`);
  if (q.unidad_id !== undefined) where.push(sql`t.unidad_id = ${q.unidad_id}`);
  if (q.tipo.length) where.push(inList(sql`s.tipo_resolucion_id`, q.tipo));
  return where;
}

const FROM = sql`resoluciones s
  JOIN modalidades m ON m.id = s.modalidad_id
  JOIN tramites t ON t.id = m.tramite_id
  JOIN unidades u ON u.id = t.unidad_id`;

/**
 * One page of resolutions, newest first, each with its modality → procedure → unit → institution and
 * its documents (one statement for the page, one for the count).
 */
export async function searchResoluciones(db: Db, q: ResolucionesQuery) {
  const where = allOf(conditions(q));
  const window = pageWindow(q, RESOLUCIONES_PER_PAGE);
  const [counted] = await queryRows(
    db,
    z.object({ total: z.number().int() }),
    sql`SELECT count(*)::int AS total FROM ${FROM} WHERE ${where}`,
  );
  const tramites = await queryRows(
    db,
    resolucionItemSchema,
    sql`SELECT s.id, tr.nombre AS tipo, s.numero, s.fecha::text AS fecha,
               json_build_object('id', m.id, 'nombre', m.nombre,
                 'tramite', json_build_object('id', t.id, 'nombre', t.nombre,
                   'unidad', json_build_object('id', u.id, 'nombre', u.nombre,
                     'institucion', json_build_object('id', i.id, 'nombre', i.nombre)))) AS modalidad,
               COALESCE((SELECT json_agg(json_build_object('id', d.id, 'created_at', ${isoTimestamp(sql`d.created_at`)},
                                                           'url', d.url, 'nombre', d.nombre) ORDER BY d.id)
                         FROM documentos_resoluciones d WHERE d.resolucion_id = s.id), '[]'::json) AS documentos_resoluciones
        FROM ${FROM}
        JOIN tipos_resolucion tr ON tr.id = s.tipo_resolucion_id
        JOIN instituciones i ON i.id = u.institucion_id
        WHERE ${where}
        ORDER BY s.fecha DESC, s.id DESC ${limitOffset(window.limit, window.offset)}`,
  );
  return { tramites, ...window.pagination(counted?.total ?? 0) };
}
