/** The resolution search's filters ↔ its URL: `/resoluciones?nombre=…&tipo=1&tipo=2&page=2`. */
import { readId, readIds, readPage, readText, toQueryString } from '../../lib/url-filters';

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
  '/resoluciones' +
  toQueryString({
    nombre: s.nombre,
    fechadesde: s.fechadesde,
    fechahasta: s.fechahasta,
    institucion_id: s.institucion_id,
    unidad_id: s.unidad_id,
    tipo: s.tipos,
    page: s.page,
  });
