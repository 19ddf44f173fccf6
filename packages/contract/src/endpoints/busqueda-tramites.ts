/**
 * The home search and its companions, one object per endpoint (decision 021): the home search, the
 * modality list with the same filters, the suggestions as you type and the monthly chart of the home.
 */
import { validationErrorSchema } from '../api-common';
import {
  busquedaTramitesQuerySchema,
  busquedaTramitesResponseSchema,
  cantidadTramitesGraficoResponseSchema,
  SUGERENCIAS_MAX,
  sugerenciasQuerySchema,
  sugerenciasResponseSchema,
  tramitesListadoQuerySchema,
  tramitesListadoResponseSchema,
} from '../busqueda-tramites';
import {
  BUSQUEDA_TRAMITES_PATH,
  SUGERENCIAS_MIN_LENGTH,
  SUGERENCIAS_PATH,
  type BusquedaTramitesParams,
} from '../busqueda-tramites-rules';
import { defineEndpoint } from '../endpoint';

const tag = 'trámites';

export const busquedaTramites = defineEndpoint({
  method: 'GET',
  path: BUSQUEDA_TRAMITES_PATH,
  query: busquedaTramitesQuerySchema,
  response: { 200: busquedaTramitesResponseSchema, 400: validationErrorSchema },
  paged: true,
  tag,
  summary: 'Búsqueda de trámites de la página de inicio',
  description:
    'Cada resultado es un trámite con sus modalidades en los estados buscados (por defecto, los publicados: 11 y 13). ' +
    'La búsqueda por nombre mira el nombre del trámite y sus otros nombres, sus modalidades, la institución (nombre y siglas), ' +
    'la unidad y las descripciones; ignora tildes, mayúsculas y las palabras de relleno de una pregunta, reconoce singular y plural, ' +
    'aplica el tesauro del registro (/api/sinonimos), tolera un error de tipeo por palabra (`quiso_decir`) y, si ningún trámite ' +
    'tiene todas las palabras, muestra los que tienen más (`parcial`). ' +
    '`estado` es un código de /api/public/getEstadosSolicitudesPublicacionByCode. ' +
    'El mismo trámite de varias alcaldías (mismo nombre) es un solo resultado: `municipios.total` dice en cuántos municipios ' +
    'se encontró; con `municipio` (un id de /api/public/municipios) el resultado es la versión de ese municipio cuando la tiene ' +
    '(`municipios.propio`). `total` y `last_page` cuentan resultados agrupados.',
});

export const tramitesListado = defineEndpoint({
  method: 'GET',
  path: '/api/public_tramites_listado',
  query: tramitesListadoQuerySchema,
  response: { 200: tramitesListadoResponseSchema, 400: validationErrorSchema },
  paged: true,
  tag,
  summary: 'Listado paginado de modalidades con los filtros de la búsqueda de trámites',
  description:
    'Las modalidades que cumplen los filtros de la búsqueda de trámites, una por fila, paginadas; `per_page=-1` devuelve todas.',
});

export const sugerencias = defineEndpoint({
  method: 'GET',
  path: SUGERENCIAS_PATH,
  query: sugerenciasQuerySchema,
  response: { 200: sugerenciasResponseSchema, 400: validationErrorSchema },
  tag,
  summary: 'Sugerencias mientras se escribe (trámites, modalidades e instituciones publicados)',
  description: `Desde ${SUGERENCIAS_MIN_LENGTH} caracteres; como máximo ${SUGERENCIAS_MAX} sugerencias; la última palabra cuenta como prefijo.`,
});

export const cantidadTramitesGrafico = defineEndpoint({
  method: 'GET',
  path: '/api/public/cantidadTramitesGraficoPortal',
  response: { 200: cantidadTramitesGraficoResponseSchema },
  tag,
  summary: 'Modalidades inscritas por mes (últimos 24 meses), con claves MM-AAAA',
  description:
    'Cantidad de modalidades inscritas en cada uno de los últimos 24 meses, con claves MM-AAAA: el gráfico del inicio.',
});

const SEARCH_KEYS = [
  'nombre',
  'institucion_id',
  'unidad_id',
  'categoria_id',
  'clasificacion_id',
  'estado',
  'municipio',
  'page',
] as const;

/**
 * The home search's URL state (the address bar, a shared link, the stored last search), read through
 * the endpoint's own query schema: each filter is parsed by the schema's field, so the page, the API
 * and the SQL see the same values. A malformed value is dropped (a shared link or an old stored value
 * must never break the page). `null` when no search parameter is present.
 */
export function readSearchParams(source: Record<string, unknown>): BusquedaTramitesParams | null {
  const { shape } = busquedaTramitesQuerySchema;
  const params: BusquedaTramitesParams = {};
  for (const key of SEARCH_KEYS) {
    const raw = source[key];
    if (raw === undefined || raw === null || raw === '') continue;
    const read = shape[key].safeParse(typeof raw === 'number' ? String(raw) : raw);
    if (read.success && read.data !== undefined && read.data !== '')
      Object.assign(params, { [key]: read.data });
  }
  // The page is meaningful only in the URL: an empty or malformed page still marks a search.
  const hasAny = Object.keys(params).some((k) => k !== 'page') || 'page' in source;
  if (!hasAny) return null;
  if (params.page === -1) delete params.page;
  return params;
}
