/**
 * The search thesaurus (issue 19): list, create, edit and delete entries, each change audited in its
 * transaction. The database keeps each entry's `palabras` (migration 0009) and bumps the search cache
 * version on every write, so a change shows on the next search.
 */
import type { Sinonimo, SinonimoBody } from '@rnt/contract/sinonimos';
import { SINONIMOS_MESSAGES, sinonimoSchema } from '@rnt/contract/sinonimos';
import { z } from '@rnt/contract/zod';
import { execute, queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';
import { audit, inTransaction, type Actor } from './audit';
import { isoTimestamp } from './search-sql';

const columns = sql`id, termino, equivalentes, ${isoTimestamp(sql`updated_at`)} AS updated_at`;

export function listSinonimos(db: Db): Promise<Sinonimo[]> {
  return queryRows(
    db,
    sinonimoSchema,
    sql`SELECT ${columns} FROM sinonimos ORDER BY lower(rnt_unaccent(termino)), id`,
  );
}

export async function getSinonimo(db: Db, id: number): Promise<Sinonimo | undefined> {
  const [row] = await queryRows(db, sinonimoSchema, sql`SELECT ${columns} FROM sinonimos WHERE id = ${id}`);
  return row;
}

/** What the schema cannot check: the term has a meaningful word and no other entry has the same term. */
export async function validateSinonimo(
  db: Db,
  body: SinonimoBody,
  id?: number,
): Promise<Record<string, string[]>> {
  const [row] = await queryRows(
    db,
    z.object({ palabras: z.number().int(), repetido: z.boolean() }),
    sql`SELECT (SELECT count(*)::int FROM regexp_split_to_table(lower(rnt_unaccent(${body.termino})), '[^[:alnum:]]+') AS w
                WHERE w <> '' AND ts_lexize('spanish_stem', w) <> '{}') AS palabras,
               EXISTS (SELECT 1 FROM sinonimos WHERE lower(rnt_unaccent(termino)) = lower(rnt_unaccent(${body.termino}))
                       AND id IS DISTINCT FROM ${id ?? null}::int) AS repetido`,
  );
  const termino: string[] = [];
  if (!row || row.palabras === 0) termino.push(SINONIMOS_MESSAGES.terminoSinPalabras);
  if (row?.repetido) termino.push(SINONIMOS_MESSAGES.terminoRepetido);
  return termino.length ? { termino } : {};
}

const equivalentesArray = (body: SinonimoBody) =>
  sql`ARRAY[${sql.join(
    body.equivalentes.map((e) => sql`${e}`),
    sql`, `,
  )}]::text[]`;

export function createSinonimo(db: Db, actor: Actor, body: SinonimoBody): Promise<Sinonimo> {
  return inTransaction(db, async (tx) => {
    const [saved] = await queryRows(
      tx,
      sinonimoSchema,
      sql`INSERT INTO sinonimos (termino, equivalentes) VALUES (${body.termino}, ${equivalentesArray(body)})
          RETURNING ${columns}`,
    );
    await audit(tx, actor, 'sinonimos', saved!.id, 'crear', null, saved);
    return saved!;
  });
}

export function updateSinonimo(
  db: Db,
  actor: Actor,
  id: number,
  body: SinonimoBody,
): Promise<Sinonimo | undefined> {
  return inTransaction(db, async (tx) => {
    const before = await getSinonimo(tx, id);
    if (!before) return undefined;
    const [saved] = await queryRows(
      tx,
      sinonimoSchema,
      sql`UPDATE sinonimos SET termino = ${body.termino}, equivalentes = ${equivalentesArray(body)}
          WHERE id = ${id} RETURNING ${columns}`,
    );
    await audit(tx, actor, 'sinonimos', id, 'editar', before, saved);
    return saved;
  });
}

export function deleteSinonimo(db: Db, actor: Actor, id: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const before = await getSinonimo(tx, id);
    if (!before) return false;
    await execute(tx, sql`DELETE FROM sinonimos WHERE id = ${id}`);
    await audit(tx, actor, 'sinonimos', id, 'eliminar', before, null);
    return true;
  });
}
