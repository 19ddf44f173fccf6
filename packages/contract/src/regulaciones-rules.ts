/**
 * The catalogue screen's rules (Regulation search): when a search runs, the form's errors, the document an
 * item offers. Zod-free: the catalogue's filters island uses them.
 */
import { dateRangeErrors, dateRangeStatus, DATE_MESSAGES } from './date-range-rules';

export const REGULACION_MESSAGES = {
  tomoDoNumerico: 'Tomo DO debe ser numérico.',
  numeroDoNumerico: 'Número DO debe ser numérico.',
} as const;

/** The catalogue's filters as the screen holds them (strings as typed, lists of ids). */
export interface RegulacionFilters {
  nombre?: string | null;
  fechadesde?: string | null;
  fechahasta?: string | null;
  tipo_solicitud_id?: number | null;
  estados?: number[];
  actividades?: number[];
  categorias?: number[];
  tomo_do?: string | null;
  numero_do?: string | null;
}

/**
 * Regulation search: it runs only if some filter is set — name, a full date range, type,
 * state, sector, Tomo DO or Número DO.
 */
export function hasRegulacionFilter(f: RegulacionFilters): boolean {
  return Boolean(
    f.nombre?.trim() ||
    dateRangeStatus({ desde: f.fechadesde, hasta: f.fechahasta }) === 'completo' ||
    f.tipo_solicitud_id ||
    f.estados?.length ||
    f.actividades?.length ||
    f.categorias?.length ||
    f.tomo_do?.trim() ||
    f.numero_do?.trim(),
  );
}

/** Número DO (and Tomo DO) are numeric — digits only, or empty. */
export const isNumericOrEmpty = (value: string | null | undefined): boolean =>
  /^\d*$/.test(value?.trim() ?? '');

/** The catalogue form's errors: dates and their order, numeric Tomo DO and Número DO. */
export function regulacionFilterErrors(
  f: RegulacionFilters,
  invalidDate: string = DATE_MESSAGES.fechaInvalida,
): Partial<Record<'fechadesde' | 'fechahasta' | 'tomo_do' | 'numero_do', string>> {
  return {
    ...dateRangeErrors({ desde: f.fechadesde, hasta: f.fechahasta }, invalidDate),
    ...(isNumericOrEmpty(f.tomo_do) ? {} : { tomo_do: REGULACION_MESSAGES.tomoDoNumerico }),
    ...(isNumericOrEmpty(f.numero_do) ? {} : { numero_do: REGULACION_MESSAGES.numeroDoNumerico }),
  };
}

/** The document a catalogue item offers: the last of its documents. */
export function lastDocument<T>(documentos: readonly T[]): T | undefined {
  return documentos[documentos.length - 1];
}
