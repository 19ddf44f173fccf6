/**
 * The home procedure search (spec §2, §5, §7). Name matching is Spanish-aware:
 * - every significant word of the query must match the procedure's name; Spanish stop words ("de",
 *   "la"…) are ignored;
 * - a word that some procedure name contains is matched through Spanish full-text search over the
 *   accent-folded name (`to_tsvector('spanish', rnt_unaccent(nombre))`): accents and case do not matter,
 *   and plural and singular share a stem ("licencias" finds "Licencia");
 * - a word that no name contains is taken as mistyped: with TYPO_MIN_WORD_LENGTH letters or more it is
 *   first corrected to the name words similar to it (pg_trgm similarity against `palabras_busqueda`, the
 *   distinct words of all names), and matches the names having any of them, through the same stem index.
 *   So one wrong, missing, extra or swapped letter still finds the procedure, at the cost of a lookup in a
 *   few thousand words rather than a trigram comparison with every name. Known words never match loosely:
 *   "licencia" does not bring "agencia";
 * - results are ranked: each word scores 1 when matched by its stem, or its strict word similarity to the
 *   name when mistyped; then the similarity of the whole query to the whole name (a name equal to the query
 *   comes first); then the name alphabetically.
 * Matches are served by the GIN indexes `tramites_nombre_fts_idx` (migration 0002) and
 * `palabras_busqueda_trgm_idx` (migration 0003); the expressions below must stay identical to the indexed
 * ones. A search is two statements (plan, then page) with no transaction: nothing is set per session.
 */
import { REGISTERED_STATE_IDS } from '@rnt/contract/constants';
import type { TramiteListItem } from '@rnt/contract/busqueda-tramites';
import type { TramiteModalidad } from '@rnt/contract/modalidad';
import { modalityStateLabel } from '@rnt/contract/modalidad-rules';
import { searchWords, type BusquedaTramitesParams } from '@rnt/contract/busqueda-tramites-rules';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '@rnt/contract/api-common';
import { pageWindow as pagingWindow, type PageRequest as PagingRequest } from '../lib/pagination';
import { limitOffset } from './search-sql';

/** Shorter words are matched only by their stem: one typo in a 4-letter word leaves too little to go on. */
export const TYPO_MIN_WORD_LENGTH = 5;
/**
 * Least similarity of a name word to a mistyped query word. 0.3 keeps most one-letter typos in the middle
 * of a word while a correct word rarely matches an unrelated one. It is also pg_trgm's default
 * `pg_trgm.similarity_threshold`, which the `%` operator (the one the trigram index serves) applies first.
 */
export const TYPO_SIMILARITY_THRESHOLD = 0.3;

export type SearchFilters = Omit<BusquedaTramitesParams, 'page' | 'per_page'>;
/** After the query schema's defaults, both are set. */
export type PageRequest = Required<PagingRequest>;
export type Page<T> = Pagination & { rows: T[] };

/** Compiled filters: the WHERE clause on `t` (tramites) and `u` (unidades), the rank, the states. */
interface Plan {
  where: SQL;
  rank: SQL;
  /** The query words as one text (the rank's whole-query similarity); null without words. */
  texto: string | null;
  estados: number[];
}

const nameDocument = sql`to_tsvector('spanish', rnt_unaccent(t.nombre))`;
const nameText = sql`rnt_unaccent(t.nombre)`;

/**
 * Resolves what needs the database before the search, in one statement: the state code → ids (null when
 * the code is not a portal state); which query words are Spanish stop words (dropped); which words are
 * known, i.e. some procedure name has their stem; and for the others, the name words they may be a typo of.
 * Known-ness is read from the few hundred distinct name words, not from the names: for an unknown word the
 * planner scanned every name (1.7 s at 100,000 modalities) rather than probe the stem index.
 */
async function plan(db: Db, filters: SearchFilters): Promise<Plan | null> {
  const words = filters.nombre ? searchWords(filters.nombre) : [];
  const [prepared] = await queryRows<{
    palabras: { palabra: string; conocida: boolean; correcciones: string[] | null }[] | null;
    estado_id: number | null;
  }>(
    db,
    sql`SELECT (SELECT json_agg(json_build_object(
                         'palabra', w,
                         'conocida', conocida,
                         'correcciones', CASE WHEN NOT conocida AND length(w) >= ${TYPO_MIN_WORD_LENGTH} THEN
                           (SELECT json_agg(p.palabra) FROM palabras_busqueda p
                            WHERE p.palabra % w AND similarity(p.palabra, w) >= ${TYPO_SIMILARITY_THRESHOLD}) END)
                       ORDER BY n)
                FROM (SELECT w, n, EXISTS (SELECT 1 FROM palabras_busqueda p WHERE to_tsvector('spanish', p.palabra) @@ plainto_tsquery('spanish', w)) AS conocida
                      FROM unnest(ARRAY[${sql.join(
                        words.map((w) => sql`${w}`),
                        sql`, `,
                      )}]::text[]) WITH ORDINALITY AS q(w, n)
                      WHERE ts_lexize('spanish_stem', w) <> '{}') AS q) AS palabras,
               ${filters.estado === undefined ? sql`NULL::int` : sql`(SELECT id FROM estados_solicitud WHERE codigo = ${filters.estado} AND visible_portal)`} AS estado_id`,
  );
  if (filters.estado !== undefined && prepared?.estado_id == null) return null;
  const estados = filters.estado === undefined ? [...REGISTERED_STATE_IDS] : [prepared!.estado_id!];
  const palabras = prepared?.palabras ?? [];

  const conditions: SQL[] = [];
  const wordScores: SQL[] = [];
  for (const { palabra, conocida, correcciones } of palabras) {
    if (conocida || palabra.length < TYPO_MIN_WORD_LENGTH) {
      // A word some name has is matched by its stem only: "licencia" must not also bring "agencia".
      conditions.push(sql`${nameDocument} @@ plainto_tsquery('spanish', ${palabra})`);
      wordScores.push(sql`1`);
    } else {
      // An unknown word is taken as mistyped: it matches the names having one of its corrections (by
      // stem, through the same index), ranked by how similar the name is to what was typed.
      conditions.push(
        correcciones?.length
          ? sql`${nameDocument} @@ to_tsquery('spanish', ${correcciones.join(' | ')})`
          : sql`FALSE`,
      );
      wordScores.push(sql`strict_word_similarity(${palabra}, ${nameText})`);
    }
  }
  if (filters.institucion_id !== undefined)
    conditions.push(sql`u.institucion_id = ${filters.institucion_id}`);
  if (filters.unidad_id !== undefined) conditions.push(sql`t.unidad_id = ${filters.unidad_id}`);
  if (filters.categoria_id !== undefined)
    conditions.push(sql`t.categoria_tramite_id = ${filters.categoria_id}`);
  if (filters.clasificacion_id !== undefined)
    conditions.push(sql`t.clasificacion_tramite_id = ${filters.clasificacion_id}`);

  const rank =
    palabras.length === 0
      ? sql`0::real`
      : sql`(${sql.join(wordScores, sql` + `)})::real / ${palabras.length} + similarity(${palabras.map((p) => p.palabra).join(' ')}, ${nameText})`;
  return {
    where: conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`,
    rank,
    texto: palabras.length === 0 ? null : palabras.map((p) => p.palabra).join(' '),
    estados,
  };
}

const inStates = (column: SQL, estados: number[]) => sql`${column} IN (${sql.join(estados, sql`, `)})`;

/** The paging helper's window (lib/pagination.ts) and its `LIMIT … OFFSET …`. */
function pageWindow(request: PageRequest) {
  const window = pagingWindow(request, request.per_page);
  return { ...window, slice: limitOffset(window.limit, window.offset) };
}

/** Runs a page query answering `total` and `data` (a JSON array) and adds the pagination fields. */
async function fetchPage<T>(tx: Db, request: PageRequest, query: SQL): Promise<Page<T>> {
  const [result] = (await queryRows<{ total: number; data: T[] }>(tx, query)) as [
    { total: number; data: T[] },
  ];
  return { rows: result.data, ...pageWindow(request).pagination(result.total) };
}

/** Plans the search, then runs it; null: unknown state code. */
async function planned<T>(
  db: Db,
  filters: SearchFilters,
  run: (db: Db, plan: Plan) => Promise<T>,
): Promise<T | null> {
  const compiled = await plan(db, filters);
  return compiled ? run(db, compiled) : null;
}

/**
 * The rank of the first `K` names (K = the end of the page asked for) without ranking every match, when it
 * can be done exactly. A common word matches thousands of names (4,849 for 'inscripción' at 100,000
 * modalities) and the rank's trigram similarity costs ~30 µs a name: ranking them all to show 9 was most of
 * an uncached search. Every word scores at most 1, and a name of n distinct trigrams is at most
 * min(n, q) / max(n, q) similar to a query of q (`tramites.nombre_trigramas`, migration 0006), so each
 * match has a cheap upper bound of its rank. The names with the highest bounds are ranked (`candidatas`,
 * 2K + 100 of them); if the best bound left out is below the K-th rank found, no name left out can reach
 * the page and it is taken from them (`exacta`). Otherwise — or for "all" — every match is ranked, as
 * before. Either way the page is exactly that of ranking every match.
 */
function rankedPage(rank: SQL, texto: string | null, request: PageRequest): SQL {
  const { all, slice } = pageWindow(request);
  const rankAll = sql`SELECT t.id, t.nombre, t.unidad_id, ${rank} AS rango FROM coincidencias t`;
  if (all || texto === null) return sql`pagina AS (${rankAll} ORDER BY rango DESC, nombre, id ${slice})`;
  const k = request.page * request.per_page;
  const candidates = 2 * k + 100;
  return sql`acotadas AS (
      SELECT c.*, 1 + CASE WHEN greatest(c.nombre_trigramas, q.n) = 0 THEN 0
                           ELSE least(c.nombre_trigramas, q.n)::real / greatest(c.nombre_trigramas, q.n) END AS techo
      FROM coincidencias c, (SELECT coalesce(array_length(show_trgm(${texto}), 1), 0) AS n) q
    ), candidatas AS (
      SELECT t.id, t.nombre, t.unidad_id, ${rank} AS rango
      FROM (SELECT * FROM acotadas ORDER BY techo DESC, id LIMIT ${candidates}) t
    ), exacta AS (
      -- The margin absorbs float rounding: a name left out must be clearly below the K-th rank.
      SELECT coalesce((SELECT techo FROM acotadas ORDER BY techo DESC, id OFFSET ${candidates} LIMIT 1)
                      < (SELECT rango FROM candidatas ORDER BY rango DESC OFFSET ${k - 1} LIMIT 1) - 1e-4, TRUE) AS si
    ), pagina AS (
      (SELECT * FROM candidatas WHERE (SELECT si FROM exacta) ORDER BY rango DESC, nombre, id ${slice})
      UNION ALL
      (${rankAll} WHERE NOT (SELECT si FROM exacta) ORDER BY rango DESC, nombre, id ${slice})
    )`;
}

/** The home search: procedures with at least one modality in the searched states, best match first. */
export function searchTramites(
  db: Db,
  filters: SearchFilters,
  request: PageRequest,
): Promise<Page<TramiteListItem> | null> {
  return planned(db, filters, (tx, { where, rank, texto, estados }) =>
    fetchPage<TramiteListItem>(
      tx,
      request,
      sql`WITH coincidencias AS MATERIALIZED (
            SELECT t.id, t.nombre, t.unidad_id, t.nombre_trigramas
            FROM tramites t JOIN unidades u ON u.id = t.unidad_id
            WHERE ${where}
              AND EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id AND ${inStates(sql`m.estado_id`, estados)})
          ), ${rankedPage(rank, texto, request)}
          SELECT (SELECT count(*) FROM coincidencias)::int AS total,
                 COALESCE((
                   SELECT json_agg(json_build_object(
                            'id', p.id, 'tramite_id', p.id, 'nombre_tramite', p.nombre, 'nombre', p.nombre,
                            'nombre_institucion', i.nombre, 'nombre_unidad', u.nombre,
                            'modalidades', (SELECT json_agg(json_build_object('modalidad_id', m.id, 'nombre_modalidad', m.nombre) ORDER BY m.nombre, m.id)
                                            FROM modalidades m WHERE m.tramite_id = p.id AND ${inStates(sql`m.estado_id`, estados)}))
                          ORDER BY p.rango DESC, p.nombre, p.id)
                   FROM pagina p JOIN unidades u ON u.id = p.unidad_id JOIN instituciones i ON i.id = u.institucion_id
                 ), '[]'::json) AS data`,
    ),
  );
}

/**
 * `/api/public_tramites_listado`: the same filters, one row per modality in the searched states, each
 * the entry `/api/public_tramites_modalidades` gives (its state as the public label and the id).
 */
export async function listTramitesModalidades(
  db: Db,
  filters: SearchFilters,
  request: PageRequest,
): Promise<Page<TramiteModalidad> | null> {
  const page = await planned(db, filters, (tx, { where, rank, estados }) =>
    fetchPage<Omit<TramiteModalidad, 'estado_modalidad'>>(
      tx,
      request,
      sql`WITH coincidencias AS (
            SELECT t.id AS tramite_id, m.id AS modalidad_id, t.nombre AS nombre_tramite, m.nombre AS nombre_modalidad,
                   m.descripcion, m.estado_id, u.institucion_id, u.nombre AS nombre_unidad, ${rank} AS rango
            FROM tramites t JOIN unidades u ON u.id = t.unidad_id
            JOIN modalidades m ON m.tramite_id = t.id AND ${inStates(sql`m.estado_id`, estados)}
            WHERE ${where}
          ), pagina AS (
            SELECT * FROM coincidencias ORDER BY rango DESC, nombre_tramite, nombre_modalidad, modalidad_id ${pageWindow(request).slice}
          )
          SELECT (SELECT count(*) FROM coincidencias)::int AS total,
                 COALESCE((
                   SELECT json_agg(json_build_object(
                            'tramite_id', p.tramite_id, 'modalidad_id', p.modalidad_id, 'nombre_tramite', p.nombre_tramite,
                            'nombre_modalidad', p.nombre_modalidad, 'descripcion', p.descripcion,
                            'estado_id', p.estado_id, 'nombre_institucion', i.nombre, 'nombre_unidad', p.nombre_unidad)
                          ORDER BY p.rango DESC, p.nombre_tramite, p.nombre_modalidad, p.modalidad_id)
                   FROM pagina p JOIN instituciones i ON i.id = p.institucion_id
                 ), '[]'::json) AS data`,
    ),
  );
  return (
    page && {
      ...page,
      rows: page.rows.map((row) => ({ ...row, estado_modalidad: modalityStateLabel(row.estado_id) })),
    }
  );
}

/**
 * Modalities registered (states 11 and 13) per month of `fecha_inscripcion`, over the GRAFICO_MESES months
 * ending with the current one, keyed 'MM-YYYY', oldest first, months without registrations as 0.
 */
export async function countRegisteredByMonth(db: Db, months: number): Promise<Record<string, number>> {
  const rows = await queryRows<{ clave: string; cantidad: number }>(
    db,
    sql`SELECT to_char(mes, 'MM-YYYY') AS clave, count(m.id)::int AS cantidad
        FROM generate_series(date_trunc('month', current_date::timestamp) - make_interval(months => ${months - 1}),
                             date_trunc('month', current_date::timestamp), interval '1 month') AS mes
        LEFT JOIN modalidades m ON ${inStates(sql`m.estado_id`, [...REGISTERED_STATE_IDS])}
             AND m.fecha_inscripcion >= mes::date AND m.fecha_inscripcion < (mes + interval '1 month')::date
        GROUP BY mes ORDER BY mes`,
  );
  return Object.fromEntries(rows.map((r) => [r.clave, r.cantidad]));
}
