/**
 * The addresses of the sitemap (issue 21): every procedure with a public modality and every public
 * modality (the rule of `public-modalities.ts`), in a stable order so the child sitemaps of an index
 * keep their pages.
 */
import { z } from '@rnt/contract/zod';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';
import { isPublicModality } from './public-modalities';

const sitemapEntry = z.object({
  tramite_id: z.number().int(),
  /** null for the procedure's own page. */
  modalidad_id: z.number().int().nullable(),
});
export type SitemapEntry = z.infer<typeof sitemapEntry>;

const entries = sql`
  SELECT DISTINCT m.tramite_id, NULL::int AS modalidad_id FROM modalidades m WHERE ${isPublicModality('m')}
  UNION ALL
  SELECT m.tramite_id, m.id AS modalidad_id FROM modalidades m WHERE ${isPublicModality('m')}`;

export async function countSitemapEntries(db: Db): Promise<number> {
  const [row] = await queryRows(
    db,
    z.object({ total: z.number().int() }),
    sql`SELECT count(*)::int AS total FROM (${entries}) e`,
  );
  return row?.total ?? 0;
}

/** One page of entries: each procedure first, then its modalities. */
export function sitemapEntries(db: Db, offset: number, limit: number): Promise<SitemapEntry[]> {
  return queryRows(
    db,
    sitemapEntry,
    sql`SELECT tramite_id, modalidad_id FROM (${entries}) e
        ORDER BY tramite_id, modalidad_id NULLS FIRST
        OFFSET ${offset} LIMIT ${limit}`,
  );
}
