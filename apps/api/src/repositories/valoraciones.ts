/**
 * "¿Le fue útil esta página?" answers and problem reports (issue 22, decision 019). A row holds the page
 * address, the answer, the reason and the text — nothing about who sent it.
 */
import {
  valoracionPaginaSchema,
  type ValoracionBody,
  type ValoracionPagina,
} from '@rnt/contract/valoraciones';
import { z } from '@rnt/contract/zod';
import { execute, queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';
import { audit, inTransaction, type Actor } from './audit';

export async function insertValoracion(db: Db, v: ValoracionBody): Promise<void> {
  await execute(
    db,
    sql`INSERT INTO valoraciones (ruta, util, motivo, comentario)
        VALUES (${v.ruta}, ${v.util ?? null}, ${v.motivo ?? null}, ${v.comentario || null})`,
  );
}

/**
 * Counts per page, most reported pages first (then most "No"), with the reasons and the latest texts;
 * the read is audited (the texts are the citizens' own words).
 */
export function listValoracionesPorPagina(
  db: Db,
  actor: Actor,
  limit: number,
): Promise<{ paginas: ValoracionPagina[]; total: number }> {
  return inTransaction(db, async (tx) => {
    const [counted] = await queryRows(
      tx,
      z.object({ total: z.number().int() }),
      sql`SELECT count(DISTINCT ruta)::int AS total FROM valoraciones`,
    );
    const paginas = await queryRows(
      tx,
      valoracionPaginaSchema,
      sql`WITH por_pagina AS (
            SELECT ruta, count(motivo)::int AS reportes, count(*) FILTER (WHERE util)::int AS util_si,
                   count(*) FILTER (WHERE NOT util)::int AS util_no,
                   to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ultimo
            FROM valoraciones GROUP BY ruta
            ORDER BY reportes DESC, util_no DESC, ruta
            LIMIT ${limit})
          SELECT p.*,
            coalesce((SELECT jsonb_object_agg(motivo, n) FROM (
                SELECT motivo, count(*)::int AS n FROM valoraciones v
                WHERE v.ruta = p.ruta AND motivo IS NOT NULL GROUP BY motivo) x), '{}'::jsonb) AS motivos,
            coalesce((SELECT jsonb_agg(jsonb_build_object('motivo', motivo, 'comentario', comentario,
                  'fecha', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) ORDER BY created_at DESC, id DESC)
                FROM (SELECT * FROM valoraciones v WHERE v.ruta = p.ruta AND comentario IS NOT NULL
                      ORDER BY created_at DESC, id DESC LIMIT 5) c), '[]'::jsonb) AS comentarios
          FROM por_pagina p ORDER BY reportes DESC, util_no DESC, ruta`,
    );
    await audit(tx, actor, 'valoraciones', null, 'consultar', null, {
      paginas: paginas.length,
    });
    return { paginas, total: counted?.total ?? 0 };
  });
}
