/**
 * The resolution search's rule (Resolution search): when it has a criterion. Zod-free: the resolution
 * filters island uses it.
 */
import { dateRangeStatus } from './date-range-rules';

/** The resolution search form as the screen holds it. */
export interface ResolucionFilters {
  nombre?: string | null;
  fechadesde?: string | null;
  fechahasta?: string | null;
  institucion_id?: number | null;
  unidad_id?: number | null;
  tipos?: number[];
}

/**
 * Resolution search: at least one of name, a complete date range (both ends), institution,
 * unit, or one or more types; otherwise MESSAGES.criterioRequerido.
 */
export function hasResolucionCriterio(f: ResolucionFilters): boolean {
  return Boolean(
    f.nombre?.trim() ||
    dateRangeStatus({ desde: f.fechadesde, hasta: f.fechahasta }) === 'completo' ||
    f.institucion_id ||
    f.unidad_id ||
    f.tipos?.length,
  );
}
