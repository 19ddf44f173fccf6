/**
 * Dates of the catalogue and resolution searches (Dates): sent as YYYY-MM-DD, shown as DD-MM-YYYY (the agenda
 * types DD/MM/YYYY and years as YYYY); 'from' cannot be after 'to'. Pure rules shared by the server's query schemas, the pages and the forms' islands;
 * this file does not import zod, so an island can use it without loading the schema library.
 */

export const DATE_MESSAGES = {
  fechaInvalida: 'La fecha debe tener el formato AAAA-MM-DD y ser una fecha válida.',
  desdePosterior: 'La fecha inicial no puede ser posterior a la fecha final.',
  hastaAnterior: 'La fecha final no puede ser anterior a la fecha inicial.',
  rangoIncompleto: 'Complete ambas fechas para filtrar por rango de fechas.',
  /** The searches' date fields, written as they are shown. */
  fechaVisibleInvalida:
    'Escriba la fecha como DD-MM-AAAA (por ejemplo, 15-03-2024) y que sea una fecha válida.',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD ('2024-02-30' is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** '2024-03-05' → '05-03-2024' (display is DD-MM-YYYY); anything else is returned as is. */
export function toDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = ISO_DATE.exec(value.slice(0, 10));
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
}

/**
 * A search's date as typed in its field: '15-03-2024' (the display, DD-MM-YYYY) → '2024-03-15'; a date
 * already sent as YYYY-MM-DD is kept; null when it is neither (or not a real day).
 */
export function fromDisplayDate(value: string): string | null {
  const text = value.trim();
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const iso = match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : text;
  return isIsoDate(iso) ? iso : null;
}

export interface DateRange {
  desde?: string | null;
  hasta?: string | null;
}

export type DateRangeStatus = 'vacio' | 'incompleto' | 'invertido' | 'completo';

/**
 * 'vacio' (no end set), 'incompleto' (one end only), 'invertido' (from after to), or 'completo'.
 * ISO dates compare correctly as strings.
 */
export function dateRangeStatus({ desde, hasta }: DateRange): DateRangeStatus {
  if (!desde && !hasta) return 'vacio';
  if (!desde || !hasta) return 'incompleto';
  return desde > hasta ? 'invertido' : 'completo';
}

/** A date range counts as a search criterion only when both ends are set (and in order). */
export const isDateRangeComplete = (range: DateRange): boolean => dateRangeStatus(range) === 'completo';

/** 'from' not after 'to' (an open or empty range is in order). */
export const isDateRangeOrdered = (range: DateRange): boolean => dateRangeStatus(range) !== 'invertido';

/** The form's errors for a date range: each malformed end, or both ends when 'from' is after 'to'. */
export function dateRangeErrors(
  { desde, hasta }: DateRange,
  invalid: string = DATE_MESSAGES.fechaInvalida,
): { fechadesde?: string; fechahasta?: string } {
  const errors: { fechadesde?: string; fechahasta?: string } = {};
  if (desde && !isIsoDate(desde)) errors.fechadesde = invalid;
  if (hasta && !isIsoDate(hasta)) errors.fechahasta = invalid;
  if (!errors.fechadesde && !errors.fechahasta && dateRangeStatus({ desde, hasta }) === 'invertido') {
    errors.fechadesde = DATE_MESSAGES.desdePosterior;
    errors.fechahasta = DATE_MESSAGES.hastaAnterior;
  }
  return errors;
}

// The agenda's display format and query schemas (issue 9).

export const DATE_RANGE_MESSAGES = {
  fechaFormato: 'La fecha debe tener el formato AAAA-MM-DD.',
  fechaInvalida: 'La fecha no existe en el calendario.',
  fechaVisibleFormato: 'La fecha debe tener el formato DD/MM/AAAA.',
  anioFormato: 'El año debe tener el formato AAAA.',
  desdePosterior: 'La fecha desde no puede ser posterior a la fecha hasta.',
  hastaAnterior: 'La fecha hasta no puede ser anterior a la fecha desde.',
} as const;

/** Years a filter accepts: four digits, within a sensible span for regulatory planning. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', or null when it is not a real date in that format. */
export function parseDisplayDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (the agenda's display format). */
export function formatDisplayDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
