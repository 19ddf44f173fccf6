/** The resolution search's filters ↔ its URL: `/resoluciones?nombre=…&tipo=1&tipo=2&page=2`. */
import { DATE_MESSAGES, dateRangeErrors } from '@rnt/contract/date-range-rules';
import { resolucionesPagePath } from '@rnt/contract/page-paths';
import { datesAsSent, readId, readIds, readPage, readText, toQueryString } from '../../lib/url-filters';

export interface ResolucionesSearch {
  nombre: string;
  fechadesde: string;
  fechahasta: string;
  institucion_id: number | null;
  unidad_id: number | null;
  tipos: number[];
  page: number;
}

export const readResolucionesSearch = (params: URLSearchParams): ResolucionesSearch => ({
  nombre: readText(params, 'nombre'),
  fechadesde: readText(params, 'fechadesde'),
  fechahasta: readText(params, 'fechahasta'),
  institucion_id: readId(params, 'institucion_id'),
  unidad_id: readId(params, 'unidad_id'),
  tipos: readIds(params, 'tipo'),
  page: readPage(params),
});

export const resolucionesHref = (s: Omit<ResolucionesSearch, 'page'> & { page?: number }): string =>
  resolucionesPagePath(
    toQueryString({
      nombre: s.nombre,
      fechadesde: s.fechadesde,
      fechahasta: s.fechahasta,
      institucion_id: s.institucion_id,
      unidad_id: s.unidad_id,
      tipo: s.tipos,
      page: s.page,
    }),
  );

/** The address of a GET form of the search with its dates typed DD-MM-YYYY written YYYY-MM-DD; else null. */
export function resolucionesRedirect(url: URL): string | null {
  const params = new URLSearchParams(url.search);
  return datesAsSent(params) ? resolucionesPagePath(`?${params}`) : null;
}

/** The query of the resolution search's endpoint (and of its CSV without `page`); a range only when complete. */
export function resolucionesApiQuery(s: ResolucionesSearch, page: number | null = s.page): string {
  return toQueryString({
    page: page ?? undefined,
    nombre: s.nombre,
    ...(s.fechadesde && s.fechahasta ? { fechadesde: s.fechadesde, fechahasta: s.fechahasta } : {}),
    institucion_id: s.institucion_id,
    unidad_id: s.unidad_id,
    tipo: s.tipos,
  });
}

/** What is wrong with a resolution search: its dates (written DD-MM-AAAA) and their order. */
export const resolucionesErrores = (s: ResolucionesSearch) =>
  dateRangeErrors({ desde: s.fechadesde, hasta: s.fechahasta }, DATE_MESSAGES.fechaVisibleInvalida);
