/** The catalogue's filters ↔ its URL: `/catalogos/{tipo_solicitud_id}?nombre=…&estado=1&page=2`. */
import { DATE_MESSAGES } from '@rnt/contract/date-range-rules';
import { catalogosPagePath } from '@rnt/contract/page-paths';
import { regulacionFilterErrors } from '@rnt/contract/regulaciones-rules';
import { datesAsSent, readIds, readPage, readText, toQueryString } from '../../lib/url-filters';

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
  return catalogosPagePath(
    s.tipo_solicitud_id,
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
    }),
  );
}

/**
 * The address a GET form of the catalogue lands on (the form sent without JavaScript, or read by the filters
 * island): the type, sent as `?tipo_solicitud_id=` (a form cannot write a path), moves into the path
 * (`/catalogos/3?…`, or `/catalogos?…` for an empty or invalid one), and dates typed DD-MM-YYYY are written
 * YYYY-MM-DD; the other parameters are kept as sent. Null when the address is already so.
 */
export function catalogoRedirect(url: URL): string | null {
  const params = new URLSearchParams(url.search);
  const dates = datesAsSent(params);
  if (!params.has('tipo_solicitud_id') && !dates) return null;
  const tipoEnPath = url.pathname.split('/')[2];
  const tipo = readCatalogoSearch(params, params.get('tipo_solicitud_id') ?? tipoEnPath).tipo_solicitud_id;
  params.delete('tipo_solicitud_id');
  const qs = params.toString();
  return catalogosPagePath(tipo, qs ? `?${qs}` : '');
}

/**
 * The query of `/api/regulaciones` (and of its CSV without `page`): a date range only when complete, the
 * lists repeated (`categorias_id=1&categorias_id=2`).
 */
export function regulacionesApiQuery(s: CatalogoSearch, page: number | null = s.page): string {
  const range = s.fechadesde && s.fechahasta ? { fechadesde: s.fechadesde, fechahasta: s.fechahasta } : {};
  return toQueryString({
    page: page ?? undefined,
    nombre: s.nombre,
    ...range,
    tipo_solicitud_id: s.tipo_solicitud_id,
    estado_tipo_solicitud_regulacion_id: s.estados,
    actividad_economica_id: s.actividades,
    categorias_id: s.categorias,
    tomo_do: s.tomo_do,
    numero_do: s.numero_do,
  });
}

/** What is wrong with a catalogue search (dates written DD-MM-AAAA, numeric Tomo DO and Número DO). */
export const catalogoErrores = (s: CatalogoSearch) =>
  regulacionFilterErrors(s, DATE_MESSAGES.fechaVisibleInvalida);
