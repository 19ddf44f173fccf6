/**
 * The regulatory agenda's filters as a citizen types them (specification, Dates: the year as AAAA, the
 * dates as DD/MM/AAAA; sent as YYYY-MM-DD), checked in one place: by the light page's filter island before
 * it leaves the page, and by the page on the server for a form sent without JavaScript. Zod-free.
 */
import {
  DATE_RANGE_MESSAGES,
  formatDisplayDate,
  isIsoDate,
  MAX_YEAR,
  MIN_YEAR,
  parseDisplayDate,
} from './date-range-rules';

export const AGENDA_FILTER_KEYS = ['institucion_id', 'anio', 'fechadesde', 'fechahasta'] as const;
export type AgendaFilterKey = (typeof AGENDA_FILTER_KEYS)[number];
/** Each filter as typed (a date as DD/MM/AAAA, or YYYY-MM-DD as an address carries it). */
export type AgendaTyped = Record<AgendaFilterKey, string>;
export type AgendaFilterErrors = Partial<Record<AgendaFilterKey, string>>;

/** A date as the field shows it: DD/MM/AAAA for a YYYY-MM-DD value, anything else as typed. */
export const agendaDateText = (value: string) => (isIsoDate(value) ? formatDisplayDate(value) : value);

const isoOf = (text: string) => (isIsoDate(text) ? text : parseDisplayDate(text));

/**
 * The typed filters checked: the query to send (only the filled ones, in `AGENDA_FILTER_KEYS` order,
 * dates YYYY-MM-DD) or each wrong field's message. A reversed range marks both ends.
 */
export function checkAgendaFilters(typed: AgendaTyped): {
  query: Partial<AgendaTyped>;
  errors: AgendaFilterErrors;
} {
  const query: Partial<AgendaTyped> = {};
  const errors: AgendaFilterErrors = {};
  const institucion = typed.institucion_id.trim();
  if (institucion) query.institucion_id = institucion;
  const anio = typed.anio.trim();
  if (anio && !/^\d{4}$/.test(anio)) errors.anio = DATE_RANGE_MESSAGES.anioFormato;
  else if (anio && (Number(anio) < MIN_YEAR || Number(anio) > MAX_YEAR))
    errors.anio = `El año debe estar entre ${MIN_YEAR} y ${MAX_YEAR}.`;
  else if (anio) query.anio = anio;
  for (const key of ['fechadesde', 'fechahasta'] as const) {
    const text = typed[key].trim();
    if (!text) continue;
    const iso = isoOf(text);
    if (iso) query[key] = iso;
    else errors[key] = DATE_RANGE_MESSAGES.fechaVisibleFormato;
  }
  if (query.fechadesde && query.fechahasta && query.fechadesde > query.fechahasta) {
    errors.fechadesde = DATE_RANGE_MESSAGES.desdePosterior;
    errors.fechahasta = DATE_RANGE_MESSAGES.hastaAnterior;
  }
  return { query, errors };
}
