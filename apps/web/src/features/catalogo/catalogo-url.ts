/** The catalogue's filters ↔ its URL: `/catalogos/{tipo_solicitud_id}?nombre=…&estado=1&page=2`. */
import { readIds, readPage, readText, toQueryString } from '../../lib/url-filters';

export interface CatalogoSearch {
  nombre: string;
  fechadesde: string;
  fechahasta: string;
  tipo_solicitud_id: number | null;
  estados: number[];
  actividades: number[];
  categorias: number[];
  tomo_do: string;
  numero_do: string;
  page: number;
}

export function readCatalogoSearch(params: URLSearchParams, tipoParam: string | undefined): CatalogoSearch {
  const tipo = tipoParam && /^\d{1,9}$/.test(tipoParam) && Number(tipoParam) > 0 ? Number(tipoParam) : null;
  return {
    nombre: readText(params, 'nombre'),
    fechadesde: readText(params, 'fechadesde'),
    fechahasta: readText(params, 'fechahasta'),
    tipo_solicitud_id: tipo,
    estados: readIds(params, 'estado'),
    actividades: readIds(params, 'actividad'),
    categorias: readIds(params, 'categoria'),
    tomo_do: readText(params, 'tomo_do'),
    numero_do: readText(params, 'numero_do'),
    page: readPage(params),
  };
}

/** The route param carries the regulation type, the query the rest. */
export function catalogoHref(s: Omit<CatalogoSearch, 'page'> & { page?: number }): string {
  const path = s.tipo_solicitud_id ? `/catalogos/${s.tipo_solicitud_id}` : '/catalogos';
  return (
    path +
    toQueryString({
      nombre: s.nombre,
      fechadesde: s.fechadesde,
      fechahasta: s.fechahasta,
      estado: s.estados,
      actividad: s.actividades,
      categoria: s.categorias,
      tomo_do: s.tomo_do,
      numero_do: s.numero_do,
      page: s.page,
    })
  );
}

/**
 * The GET form sent without JavaScript carries the type as `?tipo_solicitud_id=` (a form cannot write a
 * path): the address with the type in its path instead (`/catalogos/3?…`, or `/catalogos?…` for an
 * empty or invalid one), the other parameters kept as sent; null when there is nothing to move.
 */
export function catalogoTipoRedirect(url: URL): string | null {
  if (!url.searchParams.has('tipo_solicitud_id')) return null;
  const params = new URLSearchParams(url.search);
  const tipo = readCatalogoSearch(params, params.get('tipo_solicitud_id') ?? undefined).tipo_solicitud_id;
  params.delete('tipo_solicitud_id');
  const qs = params.toString();
  return (tipo ? `/catalogos/${tipo}` : '/catalogos') + (qs ? `?${qs}` : '');
}
