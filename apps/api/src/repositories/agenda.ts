/** Items of the regulatory agenda, filtered by institution, year and an overlapping date range. */
import { AGENDA_PAGE_SIZE, agendaItemSchema } from '@rnt/contract/agenda';
import { z } from '@rnt/contract/zod';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';
import { pageWindow, type PageRequest } from '../lib/pagination';
import { limitOffset } from './search-sql';

export interface AgendaFilter {
  institucionId?: number;
  anio?: number;
  fechaDesde?: string;
  fechaHasta?: string;
}

/**
 * An item's period runs from fecha_inicio to fecha_fin (fecha_inicio when it has no end); it matches
 * a range when the two overlap, so an open 'desde' or 'hasta' bounds only one side.
 */
function where(filter: AgendaFilter) {
  const conditions = [sql`TRUE`];
  if (filter.institucionId !== undefined) conditions.push(sql`a.institucion_id = ${filter.institucionId}`);
  if (filter.anio !== undefined) conditions.push(sql`a.anio = ${filter.anio}`);
  if (filter.fechaDesde !== undefined)
    conditions.push(sql`COALESCE(a.fecha_fin, a.fecha_inicio) >= ${filter.fechaDesde}::date`);
  if (filter.fechaHasta !== undefined) conditions.push(sql`a.fecha_inicio <= ${filter.fechaHasta}::date`);
  return sql.join(conditions, sql` AND `);
}

export async function listAgenda(db: Db, filter: AgendaFilter, page: PageRequest) {
  const [counted] = await queryRows(
    db,
    z.object({ total: z.number().int() }),
    sql`SELECT count(*)::int AS total FROM agenda_items a WHERE ${where(filter)}`,
  );
  const window = pageWindow(page, AGENDA_PAGE_SIZE);
  const total = counted?.total ?? 0;
  const rows = await queryRows(
    db,
    agendaItemSchema,
    sql`SELECT a.id, a.institucion_id, i.nombre AS nombre_institucion, i.siglas AS siglas_institucion,
               a.nombre_regulacion, a.descripcion, tn.nombre AS tipo_normativa, a.etapa, a.anio,
               a.fecha_inicio::text AS fecha_inicio, a.fecha_fin::text AS fecha_fin
        FROM agenda_items a
        JOIN instituciones i ON i.id = a.institucion_id
        LEFT JOIN tipos_normativa tn ON tn.id = a.tipo_normativa_id
        WHERE ${where(filter)}
        ORDER BY a.fecha_inicio, a.id
        ${limitOffset(window.limit, window.offset)}`,
  );
  return { agenda: rows, ...window.pagination(total) };
}
