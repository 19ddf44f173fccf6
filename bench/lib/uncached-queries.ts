/**
 * The queries of the scenarios that say "sin caché": each one is sent at most once in a run, so every
 * answer is computed, never read from the server's caches (issue 29: the lists used to be cycled, and a
 * 5 s run at 50 connections sent each query of "pares de palabras nuevos" dozens of times). A scenario
 * stops when its list runs out, before its duration if need be, and says so (`distinctPaths`, load.ts).
 */

const search = (query: string) => `/api/public/busqueda_tramites?${query}`;

/** Every (a, b) of two lists, a first, in order. */
const pairs = <A, B>(as: readonly A[], bs: readonly B[]) => as.flatMap((a) => bs.map((b) => [a, b] as const));

/**
 * Searches by word and page (word × page, more than the server keeps). Page 1 of each word, then page 2
 * of each…: as people page; a later page costs more (its rank bound prunes less, see busqueda-tramites.ts).
 */
const SEARCH_UNCACHED_WORDS = [
  'inscripci%C3%B3n',
  'licencia',
  'pasaprte',
  'autorisacion',
  'permiso',
  'constancia',
  'registro',
  'certificaci%C3%B3n',
  'solvencia',
  'renovaci%C3%B3n',
];
export const SEARCH_UNCACHED = Array.from({ length: 600 }, (_, page) =>
  SEARCH_UNCACHED_WORDS.map((word) => search(`nombre=${word}&page=${page + 1}`)),
).flat();

/**
 * Queries never asked before *as words*, not only as pages: every ordered pair of 36 common words of the
 * generated names, each understood and ranked from nothing. Most pairs name no procedure together, so
 * most take the partial fallback over the matches of either word — thousands of procedures for the
 * commonest: the worst a new query costs. 1,260 pairs, each on its first four pages (5,040 queries): all
 * pairs' first pages come first.
 */
const PAIR_WORDS = [
  'permiso',
  'registro',
  'licencia',
  'constancia',
  'inscripción',
  'partida',
  'nacimiento',
  'residencia',
  'carta',
  'venta',
  'establecimiento',
  'cerveza',
  'empresa',
  'casa',
  'instalación',
  'anuncio',
  'valla',
  'rótulo',
  'matrimonio',
  'calificación',
  'cuenta',
  'contribuyente',
  'celebración',
  'boda',
  'sentencia',
  'divorcio',
  'acera',
  'zanja',
  'defunción',
  'solvencia',
  'impuesto',
  'evento',
  'fiesta',
  'hijo',
  'municipal',
  'alcaldía',
];
const WORD_PAIRS = pairs(PAIR_WORDS, PAIR_WORDS).filter(([a, b]) => a !== b);
export const SEARCH_PAIRS = [1, 2, 3, 4].flatMap((page) =>
  WORD_PAIRS.map(([first, second]) =>
    search(`nombre=${encodeURIComponent(`${first} ${second}`)}${page > 1 ? `&page=${page}` : ''}`),
  ),
);

/**
 * Everyday phrasings (issue 19): thesaurus terms, questions with filler words, an unknown word (the
 * partial fallback), typos. Paged like SEARCH_UNCACHED.
 */
const SEARCH_CITIZEN_WORDS = [
  'licencia%20de%20manejo',
  '%C2%BFc%C3%B3mo%20saco%20mi%20pasaporte%3F',
  'dui%20perdido',
  'record%20policial',
  'solvencia%20de%20hacienda',
  'pasaporte%20urgente',
  'abrir%20una%20empresa',
  'antesedentes%20penales',
];
export const SEARCH_CITIZEN = Array.from({ length: 500 }, (_, page) =>
  SEARCH_CITIZEN_WORDS.map((word) => search(`nombre=${word}&page=${page + 1}`)),
).flat();

/**
 * Suggestions as you type (issue 19): a word and the beginning of another (its first 2 to 10 letters),
 * 20 × 20 words: 3,120 distinct texts.
 */
const SUGGEST_WORDS = [
  'licencia',
  'pasaporte',
  'solvencia',
  'registro',
  'permiso',
  'certificacion',
  'inscripcion',
  'constancia',
  'autorizacion',
  'renovacion',
  'partida',
  'nacimiento',
  'matrimonio',
  'empresa',
  'establecimiento',
  'municipal',
  'impuesto',
  'defuncion',
  'residencia',
  'contribuyente',
];
export const SUGGEST_UNCACHED = [
  // Words that begin alike ('re' of registro, renovacion, residencia) give the same text once.
  ...new Set(
    pairs(SUGGEST_WORDS, SUGGEST_WORDS).flatMap(([first, second]) =>
      Array.from(
        { length: Math.min(9, second.length - 1) },
        (_, i) => `/api/public/sugerencias?q=${encodeURIComponent(`${first} ${second.slice(0, i + 2)}`)}`,
      ),
    ),
  ),
];

/** Paths handed out once each, in order; `remaining()` says how many are left. */
export interface DistinctPaths {
  next(): string;
  remaining(): number;
  /** Paths asked for past the end of the list (answered from its start): 0 in a sound run. */
  repeats(): number;
  /** How many the list held. */
  readonly total: number;
}

/**
 * Hands out each path once. The load runner bounds a run by `remaining()`; a path asked for past the end
 * all the same (a request the load tool had already prepared) is counted, and the run reports it.
 */
export function distinctPaths(paths: readonly string[]): DistinctPaths {
  const unique = new Set(paths);
  if (unique.size !== paths.length)
    throw new Error(`La lista repite ${paths.length - unique.size} consultas: no sería "sin caché".`);
  let i = 0;
  return {
    total: paths.length,
    remaining: () => Math.max(0, paths.length - i),
    repeats: () => Math.max(0, i - paths.length),
    next: () => paths[i++ % paths.length]!,
  };
}
