/**
 * The home procedure search (issue 19, docs/decisions/013-search-ranking.md).
 * What is matched is each procedure's stored document `tramites.documento_busqueda` (migration 0009, kept
 * by triggers): A its name and "también conocido como", B its modality names, C institution name, acronym
 * and unit, D modality descriptions, all accent-folded and Spanish-stemmed (accents, case, plural and
 * singular do not matter). A query is understood in steps:
 * - filler words of questions ("¿cómo saco mi pasaporte?") and Spanish stop words are dropped
 *   (`meaningfulWords`, contract);
 * - a word no document has (`palabras_busqueda`, the vocabulary of every document, by stem) and no thesaurus
 *   term has is taken as mistyped: with TYPO_MIN_WORD_LENGTH letters or more it is corrected to the
 *   TYPO_MAX_CORRECTIONS most similar vocabulary words (pg_trgm similarity ≥ TYPO_SIMILARITY_THRESHOLD)
 *   that are one typo away (`isTypoOf`) and matches any of them; the best one makes `quiso_decir`. Known words never match loosely ("licencia"
 *   does not bring "agencia");
 * - the staff's thesaurus (`sinonimos`) rewrites a run of words equal to a term ("licencia de manejo",
 *   "dui") into "the term or any of its equivalents" ("licencia de conducir", "documento único de
 *   identidad"); the longest term wins at each position;
 * - every resulting unit must match (AND). When none does and there are two units or more, the search
 *   falls back to the procedures matching the most units (`parcial`).
 * Ranking (decision 024): each unit's `ts_rank_cd` (cover density: weights name ≫ modalities ≫ institution
 * ≫ descriptions, and words found close together count more) on the document, averaged over the units; an
 * exact name first; in the fallback, first the number of units matched. Each unit's matches are kept per
 * data version, so a new query made of words asked before is ranked in memory (`combinePostings`).
 * Results (issue 31): the same procedure of several alcaldías (same name) is one result in its best
 * member's place, her municipality's version when the query says where she lives (`groupRanking`). The GIN index `tramites_documento_busqueda_idx` serves the
 * match; the vocabulary probes use `palabras_busqueda_lexema_idx` and `palabras_busqueda_trgm_idx`.
 */
import { REGISTERED_STATE_IDS } from '@rnt/contract/constants';
import {
  sugerenciaSchema,
  tramiteListItemSchema,
  type BusquedaTramiteItem,
  type Sugerencia,
} from '@rnt/contract/busqueda-tramites';
import { MUNICIPIOS } from '@rnt/contract/municipios';
import { tramiteModalidadSchema, type TramiteModalidad } from '@rnt/contract/modalidad';
import { modalityStateLabel } from '@rnt/contract/modalidad-rules';
import { meaningfulWords, searchWords } from '@rnt/contract/busqueda-tramites-rules';
import { z } from '@rnt/contract/zod';
import { queryPrepared, queryRows, type Db } from '@rnt/db/create-db';
import { sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '@rnt/contract/api-common';
import type { EndpointQuery } from '@rnt/contract/endpoint';
import type { busquedaTramites } from '@rnt/contract/endpoints/busqueda-tramites';
import { pageWindow as pagingWindow, type PageRequest as PagingRequest } from '../lib/pagination';
import { limitOffset } from './search-sql';

/** Shorter words are matched only by their stem: one typo in a 4-letter word leaves too little to go on. */
export const TYPO_MIN_WORD_LENGTH = 5;
/**
 * Least similarity of a vocabulary word to a mistyped query word. 0.3 keeps most one-letter typos in the
 * middle of a word while a correct word rarely matches an unrelated one. It is also pg_trgm's default
 * `pg_trgm.similarity_threshold`, which the `%` operator (the one the trigram index serves) applies first.
 */
export const TYPO_SIMILARITY_THRESHOLD = 0.3;
/** A mistyped word matches its few most similar vocabulary words, not every remotely similar one. */
export const TYPO_MAX_CORRECTIONS = 3;
/**
 * "One typo per word": a correction is at most 1 edit away (a wrong, missing, extra or swapped letter),
 * or 2 for a word of TYPO_TWO_EDITS_MIN_LENGTH letters or more ('apostiya' → 'apostilla'). Trigram
 * similarity alone also offered 'agente' for 'urgente'.
 */
export const TYPO_TWO_EDITS_MIN_LENGTH = 8;

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[x.length]![y.length]!;
}

const isTypoOf = (typed: string, word: string) =>
  editDistance(typed, word) <= (Array.from(typed).length >= TYPO_TWO_EDITS_MIN_LENGTH ? 2 : 1);

/** The search's filters as its endpoint's query schema parses them (decision 021). */
export type SearchFilters = Omit<EndpointQuery<typeof busquedaTramites>, 'page' | 'per_page'>;
/** After the query schema's defaults, both are set. */
export type PageRequest = Required<PagingRequest>;
export type Page<T> = Pagination & { rows: T[] };

/** A query as the database will match it: one tsquery text per unit (all must match), and its correction. */
export interface UnderstoodQuery {
  /** `to_tsquery('spanish', …)` texts, one per unit; empty: the query has no meaningful word. */
  units: string[];
  /** The query with each mistyped word replaced by its best correction; null when nothing was corrected. */
  quiso_decir: string | null;
  /** The query as typed and without filler words, folded like `rnt_nombres_norm` (exact-name bonus). */
  exactos: string[];
}

const wordFacts = z.object({
  palabra: z.string(),
  vacia: z.boolean(),
  conocida: z.boolean(),
  correcciones: z.array(z.string()).nullable(),
});
type WordFacts = z.infer<typeof wordFacts>;
const thesaurusEntry = z.object({ palabras: z.array(z.string()), equivalentes: z.array(z.string()) });
type ThesaurusEntry = z.infer<typeof thesaurusEntry>;
/** What `understandingColumns` answers, as JSON. */
const understanding = z.object({
  palabras: z.array(wordFacts),
  sinonimos: z.array(thesaurusEntry).nullable(),
});

/**
 * One statement's SELECT list answering, for the query words: which are stop words, which are known (some
 * document or thesaurus term has the word's stem / the word), the corrections of the unknown ones, and the
 * thesaurus entries whose term words are all among the words or their corrections.
 */
function understandingColumns(words: string[]): SQL {
  const list = sql`ARRAY[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;
  return sql`(WITH q AS (SELECT w, n, ts_lexize('spanish_stem', w) AS lex FROM unnest(${list}) WITH ORDINALITY AS q(w, n)),
                   sin AS (SELECT DISTINCT unnest(palabras) AS palabra FROM sinonimos),
                   hechos AS (
                     SELECT w, n, lex = '{}' AS vacia,
                            (lex = '{}' OR EXISTS (SELECT 1 FROM palabras_busqueda p WHERE p.lexema = lex[1])
                                        OR EXISTS (SELECT 1 FROM sin WHERE sin.palabra = w)) AS conocida
                     FROM q),
                   correcciones AS (
                     SELECT h.w, c.palabra, c.s FROM hechos h CROSS JOIN LATERAL (
                       SELECT palabra, s FROM (
                         SELECT p.palabra, similarity(p.palabra, h.w) AS s FROM palabras_busqueda p WHERE p.palabra % h.w
                         UNION
                         SELECT sin.palabra, similarity(sin.palabra, h.w) FROM sin WHERE sin.palabra % h.w) x
                       WHERE s >= ${TYPO_SIMILARITY_THRESHOLD}
                       ORDER BY s DESC, palabra LIMIT ${2 * TYPO_MAX_CORRECTIONS}) c
                     WHERE NOT h.conocida AND length(h.w) >= ${TYPO_MIN_WORD_LENGTH})
              SELECT json_build_object(
                'palabras', (SELECT json_agg(json_build_object(
                               'palabra', h.w, 'vacia', h.vacia, 'conocida', h.conocida,
                               'correcciones', (SELECT json_agg(c.palabra ORDER BY c.s DESC, c.palabra) FROM correcciones c WHERE c.w = h.w))
                             ORDER BY h.n) FROM hechos h),
                'sinonimos', (SELECT json_agg(json_build_object('palabras', s.palabras, 'equivalentes', s.equivalentes))
                              FROM sinonimos s
                              WHERE s.palabras <> '{}'
                                AND s.palabras <@ (${list} || ARRAY(SELECT palabra FROM correcciones)))))`;
}

/** `(a | b)`: any of the words. */
const anyOf = (words: string[]) => (words.length === 1 ? words[0]! : `(${words.join(' | ')})`);

/**
 * Turns the database's answer about the words into the units to match (see the header). Pure, so the
 * ranking rules are tested without a database too.
 */
export function compileUnderstanding(
  original: string,
  facts: WordFacts[],
  thesaurus: ThesaurusEntry[],
): UnderstoodQuery {
  const words = facts.filter((f) => !f.vacia);
  const corrected = new Map<string, string>();
  // Each word's alternatives: itself, or its corrections when mistyped.
  const alternatives = words.map((f) => {
    const corrections = f.conocida
      ? []
      : (f.correcciones ?? []).filter((c) => isTypoOf(f.palabra, c)).slice(0, TYPO_MAX_CORRECTIONS);
    if (corrections.length) {
      corrected.set(f.palabra, corrections[0]!);
      return corrections;
    }
    return [f.palabra];
  });
  const seen = words.map((f) => corrected.get(f.palabra) ?? f.palabra);
  const units: string[] = [];
  for (let i = 0; i < words.length;) {
    // The longest thesaurus term starting here (entries with the same words pool their equivalents).
    let best: { length: number; equivalentes: string[] } | null = null;
    for (const entry of thesaurus) {
      const n = entry.palabras.length;
      if (n === 0 || i + n > words.length || (best && n < best.length)) continue;
      if (!entry.palabras.every((w, k) => w === seen[i + k])) continue;
      if (best && best.length === n) best.equivalentes.push(...entry.equivalentes);
      else best = { length: n, equivalentes: [...entry.equivalentes] };
    }
    if (best) {
      const term = alternatives
        .slice(i, i + best.length)
        .map(anyOf)
        .join(' & ');
      const options = [`(${term})`];
      for (const equivalente of best.equivalentes) {
        const eq = searchWords(equivalente);
        if (eq.length) options.push(`(${eq.join(' & ')})`);
      }
      units.push([...new Set(options)].join(' | '));
      i += best.length;
    } else {
      units.push(anyOf(alternatives[i]!));
      i += 1;
    }
  }
  const quiso_decir =
    corrected.size === 0
      ? null
      : searchWords(original)
          .map((w) => corrected.get(w) ?? w)
          .join(' ');
  // The name as typed, without filler words, and as corrected: 'liencia de conducir pesada' puts the
  // procedure named 'Licencia de conducir pesada' first, as the name typed right would.
  const exactos = [
    ...new Set([
      normalizedText(original),
      words.map((f) => f.palabra).join(' '),
      ...(quiso_decir === null ? [] : [normalizedText(quiso_decir), seen.join(' ')]),
    ]),
  ].filter(Boolean);
  return { units, quiso_decir, exactos };
}

/** Accent-folded, lower-case words joined by one space: `rnt_nombres_norm` (migration 0009) in JS. */
const normalizedText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

/** Asks the database about the words of `nombre` and compiles the query (one statement). */
export async function understandQuery(db: Db, nombre: string | undefined): Promise<UnderstoodQuery> {
  const words = nombre ? meaningfulWords(nombre) : [];
  if (words.length === 0) return { units: [], quiso_decir: null, exactos: [] };
  const [row] = await queryRows(
    db,
    z.object({ entendida: understanding }),
    sql`SELECT ${understandingColumns(words)} AS entendida`,
  );
  return compileUnderstanding(nombre!, row!.entendida.palabras, row!.entendida.sinonimos ?? []);
}

/** The tsquery that all units match; null without units. */
export const allUnits = (units: string[]): string | null =>
  units.length === 0 ? null : units.map((u) => `(${u})`).join(' & ');
const anyUnit = (units: string[]): string => units.map((u) => `(${u})`).join(' | ');

/** Compiled filters: the WHERE clause on `t` (tramites) and `u` (unidades), the rank, the states. */
interface Plan {
  /** The filters other than the name. */
  filters: SQL;
  understood: UnderstoodQuery;
  estados: number[];
}

/** Match and rank of a compiled query on `t.documento_busqueda`: every unit, or (partial) any unit. */
function matching({ units, exactos }: UnderstoodQuery, partial: boolean): { where: SQL; rank: SQL } {
  const document = sql`t.documento_busqueda`;
  if (units.length === 0) return { where: sql`TRUE`, rank: sql`0::real` };
  if (!partial) {
    const query = sql`to_tsquery('spanish', ${allUnits(units)})`;
    // A procedure named (or also known) exactly as typed comes first: 1 + the cover density normalised by
    // 32 (rank / (rank + 1), below 1). The exact names are found once through tramites_nombres_norm_idx.
    const exact = sql`t.id = ANY(ARRAY(SELECT e.id FROM tramites e
                        WHERE rnt_nombres_norm(e.nombre, e.tambien_conocido_como) && ARRAY[${sql.join(
                          exactos.map((x) => sql`${x}`),
                          sql`, `,
                        )}]::text[]))`;
    return {
      where: sql`${document} @@ ${query}`,
      rank: sql`${exact}::int + ts_rank_cd(${document}, ${query}, 32)`,
    };
  }
  const query = sql`to_tsquery('spanish', ${anyUnit(units)})`;
  const matched = sql.join(
    units.map((u) => sql`(${document} @@ to_tsquery('spanish', ${u}))::int`),
    sql` + `,
  );
  // Units matched first; the cover density normalised by 32 (rank / (rank + 1)) stays below 1 and only
  // orders the procedures matching as many units.
  return {
    where: sql`${document} @@ ${query}`,
    rank: sql`(${matched}) + ts_rank_cd(${document}, ${query}, 32)`,
  };
}

/**
 * Resolves what needs the database before the search, in one statement: the state code → ids (null when
 * the code is not a portal state) and what the query words mean (understandingColumns).
 */
async function plan(db: Db, filters: SearchFilters): Promise<Plan | null> {
  const words = filters.nombre ? meaningfulWords(filters.nombre) : [];
  const [prepared] = await queryRows(
    db,
    z.object({ entendida: understanding.nullable(), estado_id: z.number().int().nullable() }),
    sql`SELECT ${words.length ? understandingColumns(words) : sql`NULL::json`} AS entendida,
               ${filters.estado === undefined ? sql`NULL::int` : sql`(SELECT id FROM estados_solicitud WHERE codigo = ${filters.estado} AND visible_portal)`} AS estado_id`,
  );
  if (filters.estado !== undefined && prepared?.estado_id == null) return null;
  const estados = filters.estado === undefined ? [...REGISTERED_STATE_IDS] : [prepared!.estado_id!];
  const understood = prepared?.entendida
    ? compileUnderstanding(filters.nombre!, prepared.entendida.palabras, prepared.entendida.sinonimos ?? [])
    : { units: [], quiso_decir: null, exactos: [] };

  const conditions: SQL[] = [];
  if (filters.institucion_id !== undefined)
    conditions.push(sql`u.institucion_id = ${filters.institucion_id}`);
  if (filters.unidad_id !== undefined) conditions.push(sql`t.unidad_id = ${filters.unidad_id}`);
  if (filters.categoria_id !== undefined)
    conditions.push(sql`t.categoria_tramite_id = ${filters.categoria_id}`);
  if (filters.clasificacion_id !== undefined)
    conditions.push(sql`t.clasificacion_tramite_id = ${filters.clasificacion_id}`);
  return {
    filters: conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`,
    understood,
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
async function fetchPage<S extends z.ZodType>(
  tx: Db,
  request: PageRequest,
  item: S,
  query: SQL,
): Promise<Page<z.output<S>>> {
  const [result] = await queryRows(tx, z.object({ total: z.number().int(), data: z.array(item) }), query);
  return { rows: result?.data ?? [], ...pageWindow(request).pagination(result?.total ?? 0) };
}

/** A page of results and whether they come from the partial fallback. */
export interface SearchResult<T> extends Page<T> {
  quiso_decir: string | null;
  parcial: boolean;
}

/**
 * Plans the search, then runs it with every unit required; when that finds nothing and the query has two
 * units or more, runs it again with the partial fallback. null: unknown state code.
 */
async function planned<T>(
  db: Db,
  filters: SearchFilters,
  run: (db: Db, where: SQL, rank: SQL, estados: number[]) => Promise<Page<T>>,
): Promise<SearchResult<T> | null> {
  const compiled = await plan(db, filters);
  if (!compiled) return null;
  const { units, quiso_decir } = compiled.understood;
  const attempt = (partial: boolean) => {
    const { where, rank } = matching(compiled.understood, partial);
    return run(db, sql`${where} AND ${compiled.filters}`, rank, compiled.estados);
  };
  const full = await attempt(false);
  if (full.total > 0 || units.length < 2) return { ...full, quiso_decir, parcial: false };
  const partial = await attempt(true);
  return { ...partial, quiso_decir, parcial: partial.total > 0 };
}

/**
 * Where the matched procedures must have a modality in the searched states. The default search (the
 * published states) reads the stored flag `tramites.publicado` (migration 0012), which the partial index
 * `tramites_documento_publicado_idx` holds; another state probes the modalities.
 */
function inSearchedStates(estados: number[]): SQL {
  const published =
    estados.length === REGISTERED_STATE_IDS.length &&
    REGISTERED_STATE_IDS.every((id) => estados.includes(id));
  return published
    ? sql`t.publicado`
    : sql`EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id AND ${inStates(sql`m.estado_id`, estados)})`;
}

/**
 * Every procedure a home search finds, best first: what a page of it is cut from. Computed once per
 * search and data version (the route keeps it, `RANKING_CACHE_ENTRIES`), so a later page is a slice and
 * its total the length.
 */
export interface Ranking {
  /** Procedure ids in the order of the results: one per group (`groupRanking`), hers when she said where she lives. */
  ids: Int32Array;
  /** Per result: in how many municipalities the search found its procedure; 0: not a municipal procedure. */
  municipios: Int32Array;
  /** Per result: 1 when it is the version of the citizen's municipality. */
  propio: Uint8Array;
  /** The citizen's municipality (`municipio` of the search), as a result names it. */
  municipioPropio: { id: string; nombre: string } | null;
  estados: number[];
  quiso_decir: string | null;
  parcial: boolean;
}

/**
 * One unit's matches (see `rankTramites`): the procedure ids in ascending order, each with its cover
 * density for the unit (`ts_rank_cd`, normalised by 32: below 1).
 */
export interface Posting {
  ids: Int32Array;
  ranks: Float64Array;
}

/**
 * Where `rankTramites` takes what it reuses between searches: each unit's matches and the procedures' name
 * order. The route keeps both per data version (docs/decisions/024-search-postings.md); by default they
 * are computed for the one search.
 */
export interface RankingSources {
  posting(key: string, load: () => Promise<Posting>): Promise<Posting>;
  nameOrder(load: () => Promise<NameOrder>): Promise<NameOrder>;
  groups(load: () => Promise<Groups>): Promise<Groups>;
}
const computedEachTime: RankingSources = {
  posting: (_key, load) => load(),
  nameOrder: (load) => load(),
  groups: (load) => load(),
};

/**
 * The municipal procedures' groups (issue 31), index: the procedure id. `group`: procedures of alcaldías
 * with the same name (accents and capitals aside) share a number above 0; 0: not a municipal procedure.
 * `municipio`: the index of its municipality in `MUNICIPIOS` plus 1; 0: none.
 */
export interface Groups {
  group: Int32Array;
  municipio: Uint8Array;
}

/** Every procedure of an alcaldía with its folded name and its municipality (one statement). */
async function loadGroups(db: Db): Promise<Groups> {
  const [row] = await queryRows(
    db,
    z.object({
      ids: z.array(z.number().int()).nullable(),
      nombres: z.array(z.string()).nullable(),
      municipios: z.array(z.string()).nullable(),
      max_id: z.number().int().nullable(),
    }),
    sql`SELECT array_agg(t.id ORDER BY t.id) AS ids, array_agg(lower(rnt_unaccent(t.nombre)) ORDER BY t.id) AS nombres,
               array_agg(i.municipio ORDER BY t.id) AS municipios, (SELECT max(id) FROM tramites) AS max_id
        FROM tramites t JOIN unidades u ON u.id = t.unidad_id JOIN instituciones i ON i.id = u.institucion_id
        WHERE i.municipio IS NOT NULL`,
  );
  return buildGroups(row?.ids ?? [], row?.nombres ?? [], row?.municipios ?? [], row?.max_id ?? 0);
}

const municipioIndex = new Map(MUNICIPIOS.map((m, i) => [m.id, i + 1]));

/** The groups of the municipal procedures `ids` named `nombres` (folded) of the municipalities `municipios`. */
export function buildGroups(
  ids: readonly number[],
  nombres: readonly string[],
  municipios: readonly string[],
  maxId: number,
): Groups {
  const group = new Int32Array(maxId + 1);
  const municipio = new Uint8Array(maxId + 1);
  const numbers = new Map<string, number>();
  ids.forEach((id, k) => {
    const name = nombres[k]!.replace(/\s+/g, ' ').trim();
    let g = numbers.get(name);
    if (g === undefined) numbers.set(name, (g = numbers.size + 1));
    group[id] = g;
    municipio[id] = municipioIndex.get(municipios[k]!) ?? 0;
  });
  return { group, municipio };
}

/**
 * One result per group (pure; tested without a database too): the ranked procedure ids `ranked`, each
 * group of the same municipal procedure in its best member's place. That place shows the citizen's
 * municipality's version when the group has it (`propio`: index + 1 in `MUNICIPIOS`, 0: none chosen),
 * otherwise the best ranked one; `municipios` counts the group's municipalities (0: not municipal).
 */
export function groupRanking(
  ranked: ArrayLike<number>,
  groups: Groups,
  propio: number,
): Pick<Ranking, 'ids' | 'municipios' | 'propio'> {
  const ids: number[] = [];
  const slotOfGroup = new Map<number, number>();
  const seen: Set<number>[] = [];
  const mine: number[] = [];
  for (let k = 0; k < ranked.length; k++) {
    const id = ranked[k]!;
    const g = id < groups.group.length ? groups.group[id]! : 0;
    const m = g === 0 ? 0 : groups.municipio[id]!;
    let slot = g === 0 ? undefined : slotOfGroup.get(g);
    if (slot === undefined) {
      slot = ids.length;
      ids.push(id);
      seen.push(new Set());
      mine.push(0);
      if (g !== 0) slotOfGroup.set(g, slot);
    }
    if (g === 0) continue;
    if (m !== 0) seen[slot]!.add(m);
    // Her municipality's version takes the group's place (the best ranked one of hers, if several).
    if (propio !== 0 && m === propio && mine[slot] === 0) {
      ids[slot] = id;
      mine[slot] = 1;
    }
  }
  return {
    ids: Int32Array.from(ids),
    municipios: Int32Array.from(seen, (set) => set.size),
    propio: Uint8Array.from(mine),
  };
}

/** The procedures in `ORDER BY nombre, id` (`ids`) and each id's place in it (`position`, index: the id). */
export interface NameOrder {
  ids: Int32Array;
  position: Int32Array;
}

/** The matches of one unit under the filters and states, with their cover density (one statement). */
async function unitPosting(db: Db, unit: string, filters: SQL, estados: number[]): Promise<Posting> {
  const [row] = await queryRows(
    db,
    z.object({ ids: z.array(z.number().int()).nullable(), ranks: z.array(z.number()).nullable() }),
    sql`SELECT array_agg(c.id ORDER BY c.id) AS ids, array_agg(c.r ORDER BY c.id) AS ranks FROM (
          SELECT t.id, ts_rank_cd(t.documento_busqueda, to_tsquery('spanish', ${unit}), 32)::float8 AS r
          FROM tramites t JOIN unidades u ON u.id = t.unidad_id
          WHERE t.documento_busqueda @@ to_tsquery('spanish', ${unit}) AND ${filters} AND ${inSearchedStates(estados)}) c`,
  );
  return { ids: Int32Array.from(row?.ids ?? []), ranks: Float64Array.from(row?.ranks ?? []) };
}

/** Every procedure in name order: the tie-break of equal scores. */
async function loadNameOrder(db: Db): Promise<NameOrder> {
  const [row] = await queryRows(
    db,
    z.object({ ids: z.array(z.number().int()).nullable() }),
    sql`SELECT array_agg(id ORDER BY nombre, id) AS ids FROM tramites`,
  );
  const ids = Int32Array.from(row?.ids ?? []);
  const position = new Int32Array(ids.reduce((max, id) => Math.max(max, id), 0) + 1);
  ids.forEach((id, place) => (position[id] = place));
  return { ids, position };
}

/** Procedures named (or also known) exactly as typed: they come first among the full matches. */
async function exactNameIds(db: Db, exactos: string[]): Promise<Set<number>> {
  if (exactos.length === 0) return new Set();
  const rows = await queryRows(
    db,
    z.object({ id: z.number().int() }),
    sql`SELECT id FROM tramites WHERE rnt_nombres_norm(nombre, tambien_conocido_como) && ARRAY[${sql.join(
      exactos.map((x) => sql`${x}`),
      sql`, `,
    )}]::text[]`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Scores are compared to the millionth (cover densities are float4, about 7 digits). */
const SCORE_STEPS = 1_000_000;
/** Places in the name order below this fit beside the score in one sort key (2,097,152 procedures). */
const ORDER_SPAN = 2 ** 21;

/**
 * Orders the procedures the units match (pure; tested without a database too). Full: those matching every
 * unit, scored 1 for an exact name plus the mean of their units' cover densities. Partial: those matching
 * any unit, scored by the number of units matched plus that mean. Equal scores go by name, then id
 * (`nameOrder`). Returns the ordered ids. Typed arrays and one numeric sort of composite keys: 40,000
 * matches take a few milliseconds (objects and a comparator took hundreds).
 */
export function combinePostings(
  postings: Posting[],
  partial: boolean,
  exact: Set<number>,
  nameOrder: NameOrder,
): number[] {
  const size = nameOrder.position.length;
  const units = new Uint8Array(size);
  const density = new Float64Array(size);
  const touched: number[] = [];
  for (const posting of postings)
    for (let i = 0; i < posting.ids.length; i++) {
      const id = posting.ids[i]!;
      if (id >= size) continue; // written after the name order was read: the next version has it
      if (units[id] === 0) touched.push(id);
      units[id]!++;
      density[id]! += posting.ranks[i]!;
    }
  const keys = new Float64Array(touched.length);
  let n = 0;
  const top = (postings.length + 1) * SCORE_STEPS;
  for (const id of touched) {
    if (!partial && units[id]! < postings.length) continue;
    const mean = density[id]! / postings.length;
    const score = partial ? units[id]! + mean : (exact.has(id) ? 1 : 0) + mean;
    keys[n++] = (top - Math.round(score * SCORE_STEPS)) * ORDER_SPAN + nameOrder.position[id]!;
  }
  const sorted = keys.subarray(0, n).sort();
  const ids = new Array<number>(n);
  for (let i = 0; i < n; i++) ids[i] = nameOrder.ids[sorted[i]! % ORDER_SPAN]!;
  return ids;
}

/**
 * Ranks every match of the search (see the header); null: unknown state code. With a name, each unit's
 * matches come from `sources` (kept per data version by the route, so a new query made of words already
 * asked for costs no ranking statement) and are combined in memory (`combinePostings`); without one, the
 * procedures of the filters by name.
 */
export async function rankTramites(
  db: Db,
  filters: SearchFilters,
  sources: RankingSources = computedEachTime,
): Promise<Ranking | null> {
  const compiled = await plan(db, filters);
  if (!compiled) return null;
  const { understood, estados } = compiled;
  const { units, quiso_decir } = understood;
  const groupsOf = () => sources.groups(() => loadGroups(db));
  const propio = filters.municipio === undefined ? 0 : (municipioIndex.get(filters.municipio) ?? 0);
  const municipioPropio =
    propio === 0 ? null : { id: MUNICIPIOS[propio - 1]!.id, nombre: MUNICIPIOS[propio - 1]!.nombre };
  const grouped = (ranked: ArrayLike<number>, groups: Groups) => ({
    ...groupRanking(ranked, groups, propio),
    municipioPropio,
  });
  if (units.length === 0) {
    const [[row], groups] = await Promise.all([
      queryRows(
        db,
        z.object({ ids: z.array(z.number().int()).nullable() }),
        sql`SELECT array_agg(t.id ORDER BY t.nombre, t.id) AS ids
            FROM tramites t JOIN unidades u ON u.id = t.unidad_id
            WHERE ${compiled.filters} AND ${inSearchedStates(estados)}`,
      ),
      groupsOf(),
    ]);
    return { ...grouped(row?.ids ?? [], groups), estados, quiso_decir, parcial: false };
  }
  // The municipality orders the groups' members, not the matches: the units' matches are shared by all.
  const { nombre: _nombre, municipio: _municipio, ...others } = filters;
  const scope = JSON.stringify({ ...others, estados });
  const [postings, exact, nameOrder, groups] = await Promise.all([
    Promise.all(
      units.map((unit) =>
        sources.posting(`${unit}\u0000${scope}`, () => unitPosting(db, unit, compiled.filters, estados)),
      ),
    ),
    exactNameIds(db, understood.exactos),
    sources.nameOrder(() => loadNameOrder(db)),
    groupsOf(),
  ]);
  const full = combinePostings(postings, false, exact, nameOrder);
  if (full.length > 0 || units.length < 2)
    return { ...grouped(full, groups), estados, quiso_decir, parcial: false };
  const partial = combinePostings(postings, true, exact, nameOrder);
  return { ...grouped(partial, groups), estados, quiso_decir, parcial: partial.length > 0 };
}

/** One page of a ranking: the procedures of the slice with their modalities in the searched states. */
export async function rankingPage(
  db: Db,
  ranking: Ranking,
  request: PageRequest,
): Promise<SearchResult<BusquedaTramiteItem>> {
  const window = pageWindow(request);
  const [from, to] =
    window.limit === null ? [0, ranking.ids.length] : [window.offset, window.offset + window.limit];
  const slice = Array.from(ranking.ids.subarray(from, to));
  const pagination = window.pagination(ranking.ids.length);
  const base = { ...pagination, quiso_decir: ranking.quiso_decir, parcial: ranking.parcial };
  if (slice.length === 0) return { rows: [], ...base };
  // Prepared (planning cost more than running it): the ids and the states are array parameters, so the
  // text is the same for every page of every search.
  const [row] = await queryPrepared(
    db,
    z.object({ data: z.array(tramiteListItemSchema) }),
    'busqueda_pagina',
    sql`SELECT json_agg(json_build_object(
                 'id', p.id, 'tramite_id', p.id, 'nombre_tramite', p.nombre, 'nombre', p.nombre,
                 'nombre_institucion', i.nombre, 'nombre_unidad', u.nombre,
                 'modalidades', (SELECT json_agg(json_build_object('modalidad_id', m.id, 'nombre_modalidad', m.nombre) ORDER BY m.nombre, m.id)
                                 FROM modalidades m WHERE m.tramite_id = p.id AND m.estado_id = ANY(${`{${ranking.estados.join(',')}}`}::int[])))
               ORDER BY x.n) AS data
        FROM unnest(${`{${slice.join(',')}}`}::int[]) WITH ORDINALITY AS x(id, n)
        JOIN tramites p ON p.id = x.id JOIN unidades u ON u.id = p.unidad_id JOIN instituciones i ON i.id = u.institucion_id`,
  );
  const rows = (row?.data ?? []).map((item, k) => {
    const total = ranking.municipios[from + k]!;
    const propio = ranking.propio[from + k] === 1 ? ranking.municipioPropio : null;
    return { ...item, municipios: total === 0 ? null : { total, propio } };
  });
  return { rows, ...base };
}

/**
 * The home search: procedures with at least one modality in the searched states, best match first.
 * `rank` gives the ranking of the filters (the route passes its cache; by default it is computed).
 */
export async function searchTramites(
  db: Db,
  filters: SearchFilters,
  request: PageRequest,
  rank: (filters: SearchFilters) => Promise<Ranking | null> = (f) => rankTramites(db, f),
): Promise<SearchResult<BusquedaTramiteItem> | null> {
  const ranking = await rank(filters);
  return ranking && rankingPage(db, ranking, request);
}

/**
 * `/api/public_tramites_listado`: the same filters, one row per modality in the searched states, each
 * the entry `/api/public_tramites_modalidades` gives (its state as the public label and the id).
 */
export async function listTramitesModalidades(
  db: Db,
  filters: SearchFilters,
  request: PageRequest,
): Promise<SearchResult<TramiteModalidad> | null> {
  const page = await planned(db, filters, (tx, where, rank, estados) =>
    fetchPage(
      tx,
      request,
      tramiteModalidadSchema.omit({ estado_modalidad: true }),
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
 * Suggestions as you type (issue 19): published procedures, modalities and institutions whose name has
 * every word typed, the last one as a prefix ("pasap" → "Pasaporte…"), shortest names first. Procedures
 * come from the stored name part of the document (`nombres_busqueda`, weight A) through its index of the
 * published procedures (`tramites_nombres_publicado_idx`, migration 0012); modalities are looked for only
 * among the procedures found; institutions (a few hundred rows) by name or acronym.
 */
export async function suggest(
  db: Db,
  text: string,
  limit: number,
  rank: (filters: SearchFilters) => Promise<Ranking | null> = (f) => rankTramites(db, f),
): Promise<Sugerencia[]> {
  const found = await suggestByPrefix(db, text, limit);
  return found.length > 0 ? found : suggestAsSearched(db, text, limit, rank);
}

/**
 * When no name starts as typed ("licensia", "partida de nasim"), the suggestions are the first results of
 * the search itself (issue 31): its ranking (`rank`, the route's kept one), so the same understanding —
 * typo correction, thesaurus, filler words, the partial fallback — and one suggestion per group.
 */
async function suggestAsSearched(
  db: Db,
  text: string,
  limit: number,
  rank: (filters: SearchFilters) => Promise<Ranking | null>,
): Promise<Sugerencia[]> {
  // Only filler words: the search would list everything, which suggests nothing.
  if (meaningfulWords(text).length === 0) return [];
  const ranking = await rank({ nombre: text });
  if (!ranking || ranking.ids.length === 0) return [];
  return queryRows(
    db,
    sugerenciaSchema,
    sql`SELECT t.nombre AS texto, 'tramite' AS tipo, t.id AS tramite_id, NULL::int AS modalidad_id
        FROM unnest(${`{${Array.from(ranking.ids.subarray(0, limit)).join(',')}}`}::int[]) WITH ORDINALITY AS x(id, n)
        JOIN tramites t ON t.id = x.id ORDER BY x.n`,
  );
}

/** Published procedures, modalities and institutions whose name has every word typed, the last as a prefix. */
async function suggestByPrefix(db: Db, text: string, limit: number): Promise<Sugerencia[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const [row] = await queryRows(
    db,
    z.object({ sugerencias: z.array(sugerenciaSchema).nullable() }),
    sql`WITH q AS (
          SELECT to_tsquery('spanish', ${
            words
              .slice(0, -1)
              .map((w) => `${w} & `)
              .join('') + `${words.at(-1)}:*`
          }) AS a,
                 to_tsquery('simple', ${
                   words
                     .slice(0, -1)
                     .map((w) => `${w} & `)
                     .join('') + `${words.at(-1)}:*`
                 }) AS s
        ), tramites_hallados AS (
          SELECT t.id, t.nombre, t.nombre_trigramas FROM tramites t, q
          WHERE t.nombres_busqueda @@ q.a AND t.publicado
          ORDER BY t.nombre_trigramas, t.nombre, t.id LIMIT 40
        ), opciones AS (
          SELECT nombre AS texto, 'tramite' AS tipo, id AS tramite_id, NULL::int AS modalidad_id, 1 AS orden, nombre_trigramas AS largo
          FROM tramites_hallados
          UNION ALL
          SELECT m.nombre, 'modalidad', m.tramite_id, m.id, 2, length(m.nombre)
          FROM modalidades m JOIN tramites_hallados h ON h.id = m.tramite_id, q
          WHERE ${inStates(sql`m.estado_id`, [...REGISTERED_STATE_IDS])} AND m.nombre <> h.nombre
            AND m.nombre_busqueda @@ q.s
          UNION ALL
          SELECT i.nombre || ' (' || i.siglas || ')', 'institucion', NULL, NULL, 0, length(i.nombre)
          FROM instituciones i, q
          WHERE i.nombre_busqueda @@ q.s
        )
        SELECT json_agg(json_build_object('texto', texto, 'tipo', tipo, 'tramite_id', tramite_id, 'modalidad_id', modalidad_id)
                        ORDER BY orden, largo, texto) AS sugerencias
        FROM (SELECT * FROM opciones ORDER BY orden, largo, texto LIMIT ${limit}) o`,
  );
  return row?.sugerencias ?? [];
}

/**
 * Modalities registered (states 11 and 13) per month of `fecha_inscripcion`, over the GRAFICO_MESES months
 * ending with the current one, keyed 'MM-YYYY', oldest first, months without registrations as 0.
 */
export async function countRegisteredByMonth(db: Db, months: number): Promise<Record<string, number>> {
  const rows = await queryRows(
    db,
    z.object({ clave: z.string(), cantidad: z.number().int() }),
    sql`SELECT to_char(mes, 'MM-YYYY') AS clave, count(m.id)::int AS cantidad
        FROM generate_series(date_trunc('month', current_date::timestamp) - make_interval(months => ${months - 1}),
                             date_trunc('month', current_date::timestamp), interval '1 month') AS mes
        LEFT JOIN modalidades m ON ${inStates(sql`m.estado_id`, [...REGISTERED_STATE_IDS])}
             AND m.fecha_inscripcion >= mes::date AND m.fecha_inscripcion < (mes + interval '1 month')::date
        GROUP BY mes ORDER BY mes`,
  );
  return Object.fromEntries(rows.map((r) => [r.clave, r.cantidad]));
}
