/**
 * Pure rules of the home procedure search (Home behaviour), shared by the server and the
 * SPA. This file does not import zod, so the home page can use it without loading the schema library.
 */
import { CARD_TITLE_MAX_LENGTH } from './constants';
import { onFirstUse } from './on-first-use';

/** The home search endpoint (leaves its path unnamed; this is ours, also in the OpenAPI doc). */
export const BUSQUEDA_TRAMITES_PATH = '/api/public/busqueda_tramites';

/** What the home search and the procedure page say about an understood query (issue 19). */
export const SEARCH_UNDERSTANDING_MESSAGES = {
  parcial: 'Mostrando trámites que contienen algunas de sus palabras',
  quisoDecir: '¿Quiso decir',
  filtroQuitado: (nombre: string) =>
    `Ninguna modalidad coincide con «${nombre}»: se muestran todas las modalidades del trámite.`,
} as const;

/** Suggestions are asked this long after the last key press. */
export const SUGERENCIAS_DEBOUNCE_MS = 250;
/** Where suggestions are asked (GET ?q=), and the fewest characters that ask for them (issue 19). */
export const SUGERENCIAS_PATH = '/api/public/sugerencias';
export const SUGERENCIAS_MIN_LENGTH = 2;

/** Most characters a name filter may have, and most words of it the search uses. */
export const SEARCH_NAME_MAX_LENGTH = 200;
export const SEARCH_MAX_WORDS = 10;

/** A card title cut at 55 characters with an ellipsis; shorter titles are unchanged. */
export function truncateTitle(title: string, max: number = CARD_TITLE_MAX_LENGTH): string {
  // Code points, not UTF-16 units, so an accented or astral character is never split in two.
  const chars = Array.from(title);
  if (chars.length <= max) return title;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/**
 * The words of a name query, folded the way the database folds names (rnt_unaccent + lower case):
 * "Inscripción  de EMPRESAS" → ['inscripcion', 'de', 'empresas']. Duplicates are dropped; at most
 * SEARCH_MAX_WORDS words are kept.
 */
export function searchWords(text: string): string[] {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

/**
 * Words of a question that say nothing about which procedure is meant ("¿cómo saco mi pasaporte?",
 * "quiero sacar la licencia", "requisitos para…"), accent-folded like searchWords. Ignored by the search
 * unless nothing else is left (then the words are searched as typed).
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'a',
  'al',
  'ayuda',
  'como',
  'con',
  'cual',
  'cuales',
  'cuando',
  'cuanto',
  'cuesta',
  'cuestan',
  'de',
  'debo',
  'del',
  'deseo',
  'donde',
  'el',
  'en',
  'es',
  'favor',
  'hacer',
  'hago',
  'hay',
  'hola',
  'info',
  'informacion',
  'la',
  'las',
  'lo',
  'los',
  'me',
  'mi',
  'mis',
  'necesito',
  'necesitan',
  'necesita',
  'o',
  'obtener',
  'obtengo',
  'ocupo',
  'para',
  'pasos',
  'piden',
  'por',
  'procedimiento',
  'proceso',
  'puedo',
  'que',
  'quiero',
  'quisiera',
  'requisito',
  'requisitos',
  'saber',
  'saco',
  'sacar',
  'se',
  'solicitar',
  'solicito',
  'su',
  'sus',
  'tengo',
  'tramitar',
  'tramite',
  'tramites',
  'tramito',
  'un',
  'una',
  'unos',
  'unas',
  'y',
  'yo',
]);

/** The words the search looks for: searchWords without FILLER_WORDS (all of them if only fillers remain). */
export function meaningfulWords(text: string): string[] {
  const words = searchWords(text);
  const kept = words.filter((w) => !FILLER_WORDS.has(w));
  return kept.length > 0 ? kept : words;
}

/** The filters of the home search panel, as they travel in the query, the URL and local storage. */
export interface BusquedaTramitesParams {
  nombre?: string;
  institucion_id?: number;
  unidad_id?: number;
  categoria_id?: number;
  clasificacion_id?: number;
  /** A portal state code (`/api/public/getEstadosSolicitudesPublicacionByCode`); absent: published. */
  estado?: string;
  /** The citizen's municipality (`municipios.ts` id): orders grouped results, filters nothing. */
  municipio?: string;
  page?: number;
  per_page?: number;
}

const ID_KEYS = ['institucion_id', 'unidad_id', 'categoria_id', 'clasificacion_id'] as const;

// The reader of these parameters (URL, local storage) is `readSearchParams` of
// `endpoints/busqueda-tramites.ts`: it parses them through the endpoint's query schema.

/** Search parameters as a flat query (`page` always present: its presence marks a search in the URL). */
export function searchParamsToQuery(params: BusquedaTramitesParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.nombre) query.nombre = params.nombre;
  for (const key of ID_KEYS) if (params[key]) query[key] = String(params[key]);
  if (params.estado) query.estado = params.estado;
  if (params.municipio) query.municipio = params.municipio;
  query.page = String(params.page ?? 1);
  return query;
}

/** Chart keys are 'MM-YYYY' (the leading number is the month). */
export function monthKey(year: number, month: number): string {
  return `${String(month).padStart(2, '0')}-${year}`;
}

export function parseMonthKey(key: string): { year: number; month: number } | null {
  const match = /^(\d{1,2})-(\d{4})$/.exec(key);
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { year: Number(match[2]), month } : null;
}

/** One month of the home chart. */
export interface MesInscripciones {
  year: number;
  month: number;
  cantidad: number;
}

/** The home chart's answer (`MM-YYYY` → count) as months, oldest first; malformed keys are dropped. */
export function chartMonths(data: Record<string, number>): MesInscripciones[] {
  return Object.entries(data)
    .flatMap(([key, cantidad]) => {
      const month = parseMonthKey(key);
      return month ? [{ ...month, cantidad }] : [];
    })
    .sort((a, b) => a.year - b.year || a.month - b.month);
}

// Every page with the search box evaluates this module: the formatter is built when a month is named.
const monthName = onFirstUse(() => new Intl.DateTimeFormat('es', { month: 'long' }));

/**
 * Spanish month names: 'noviembre 2026' in the table, 'nov 2026' under the bars (the first three letters,
 * as dayjs 'es' abbreviates; Intl's own short form says 'sept').
 */
export function monthLabel({ year, month }: { year: number; month: number }, format: 'largo' | 'corto') {
  const name = monthName().format(new Date(year, month - 1, 1));
  return `${format === 'corto' ? name.slice(0, 3) : name} ${year}`;
}
