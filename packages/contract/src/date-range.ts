/**
 * Dates of the catalogue and resolution searches (Dates): sent as YYYY-MM-DD, shown as
 * DD-MM-YYYY (the agenda types DD/MM/YYYY and years as YYYY); 'from' cannot be after 'to'. Pure rules shared by
 * the server's query schemas and the forms.
 */
import { isIsoDate } from './date-range-rules';
import { z } from './zod';

export * from './date-range-rules';

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

/** A `YYYY-MM-DD` query value that must be a real day. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_RANGE_MESSAGES.fechaFormato, abort: true })
  .refine(isIsoDate, DATE_RANGE_MESSAGES.fechaInvalida);

/** A `YYYY` query value, as a number. */
export const yearSchema = z
  .string()
  .regex(/^\d{4}$/, { message: DATE_RANGE_MESSAGES.anioFormato, abort: true })
  .transform(Number)
  .refine((y) => y >= MIN_YEAR && y <= MAX_YEAR, `El año debe estar entre ${MIN_YEAR} y ${MAX_YEAR}.`);
