/**
 * The routes' loaders (decision record 015): the queries each page reads, awaited on the server, started
 * early in the browser. They derive their parameters from the URL exactly as the page does. This module
 * is loaded on demand (router.tsx), so the query code of every page stays out of the first paint.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { dateRangeErrors } from '@rnt/contract/date-range';
import { hasRegulacionFilter, regulacionFilterErrors } from '@rnt/contract/regulaciones';
import { hasResolucionCriterio } from '@rnt/contract/resoluciones';
import { actividadesEconomicasQuery, categoriasTramiteQuery } from '../api/lookups/catalogos';
import { institucionesQuery } from '../api/lookups/instituciones';
import { unidadesQuery } from '../api/lookups/unidades';
import { estadosRegulacionQuery } from '../features/catalogo/api/estados-regulacion';
import { tiposNormativaQuery } from '../features/catalogo/api/tipos-normativa';
import { regulacionesQuery } from '../features/catalogo/api/regulaciones';
import { catalogoTipoRedirect, readCatalogoSearch } from '../features/catalogo/catalogo-url';
import { denunciasEstadisticasQueryOptions } from '../features/reportes/api/denuncias-estadisticas';
import { estadosWithTramitesQueryOptions } from '../features/reportes/api/estados';
import { tramitesCargadosPorInstitucionQueryOptions } from '../features/reportes/api/instituciones';
import { nivelesDeDigitalizacionQueryOptions } from '../features/reportes/api/niveles-de-digitalizacion';
import { requisitosEliminadosQueryOptions } from '../features/reportes/api/requisitos-eliminados';
import { solicitudesPorInstitucionQueryOptions } from '../features/reportes/api/solicitudes-por-institucion';
import { tiempoPromedioQueryOptions } from '../features/reportes/api/tiempo-promedio';
import { top10DigitalizacionQueryOptions } from '../features/reportes/api/top10-digitalizacion';
import { tramitesEvaluadosQueryOptions } from '../features/reportes/api/tramites-evaluados';
import { tramitesSinSolicitudQueryOptions } from '../features/reportes/api/tramites-sin-solicitud';
import { resolucionesQuery } from '../features/resoluciones/api/resoluciones';
import { tiposResolucionQuery } from '../features/resoluciones/api/tipos-resolucion';
import { readResolucionesSearch } from '../features/resoluciones/resoluciones-url';
import { modalidadComentarioQuery } from '../features/comentarios/api/modalidad-comentario';
import { reglasAdjuntoQuery } from '../features/comentarios/api/reglas-adjunto';
import { institucionOptionsQuery } from '../api/lookups/opciones-comentario';
import { seguimientoQuery } from '../features/seguimiento/api/seguimiento';
import { seguimientoQuerySchema } from '@rnt/contract/denuncia';
import { modalidadQueryOptions } from '../features/modalidad/api/modalidad';
import { parseRouteId } from '../features/modalidad/lib/links';
import { loadQueries, notFound } from './route-data';

const searchOf = (request: Request) => new URL(request.url).searchParams;

/**
 * The catalogue, and the options of its filters: without JavaScript they are native fields, which need
 * their options in the first HTML. The GET form sends the type as `?tipo_solicitud_id=`: it moves into
 * the path, where the page reads it.
 */
export const catalogoLoader = ({ request, params, context }: LoaderFunctionArgs) => {
  const moved = catalogoTipoRedirect(new URL(request.url));
  if (moved) throw redirect(moved);
  const search = readCatalogoSearch(searchOf(request), params.tipo_solicitud_id);
  const runs = hasRegulacionFilter(search) && Object.keys(regulacionFilterErrors(search)).length === 0;
  const options = [
    tiposNormativaQuery(),
    estadosRegulacionQuery(),
    actividadesEconomicasQuery(),
    categoriasTramiteQuery(),
  ];
  return loadQueries(context, runs ? [regulacionesQuery(search, true), ...options] : options);
};

/** The resolutions, and the options of their filters (the units of the institution in the URL). */
export const resolucionesLoader = ({ request, context }: LoaderFunctionArgs) => {
  const search = readResolucionesSearch(searchOf(request));
  const runs =
    hasResolucionCriterio(search) &&
    Object.keys(dateRangeErrors({ desde: search.fechadesde, hasta: search.fechahasta })).length === 0;
  const options = [
    institucionesQuery(),
    tiposResolucionQuery(),
    ...(search.institucion_id ? [unidadesQuery(search.institucion_id)] : []),
  ];
  return loadQueries(context, runs ? [resolucionesQuery(search, true), ...options] : options);
};

/** The one query of each report page. */
export const REPORT_QUERIES = {
  solicitudesPorInstitucion: solicitudesPorInstitucionQueryOptions,
  instituciones: tramitesCargadosPorInstitucionQueryOptions,
  estados: estadosWithTramitesQueryOptions,
  tiempoPromedio: tiempoPromedioQueryOptions,
  requisitosEliminados: requisitosEliminadosQueryOptions,
  nivelesDeDigitalizacion: nivelesDeDigitalizacionQueryOptions,
  tramitesSinSolicitud: tramitesSinSolicitudQueryOptions,
  tramitesEvaluados: tramitesEvaluadosQueryOptions,
  top10: top10DigitalizacionQueryOptions,
  denuncias: denunciasEstadisticasQueryOptions,
};

export const reportLoader =
  (report: keyof typeof REPORT_QUERIES) =>
  ({ context }: LoaderFunctionArgs) =>
    loadQueries(context, [REPORT_QUERIES[report]()]);

// The comment form's institution list and attachment rules come with the page: it becomes interactive
// without asking the API (nor loading the code that checks the answers) and shows the real rules at once.
const comentarioLists = () => [institucionOptionsQuery(), reglasAdjuntoQuery()];

export const comentarioLoader = ({ context }: LoaderFunctionArgs) => loadQueries(context, comentarioLists());

export const comentarioModalidadLoader = ({ params, context }: LoaderFunctionArgs) => {
  const id = parseRouteId(params.modalidadId);
  return loadQueries(context, [...comentarioLists(), ...(id == null ? [] : [modalidadComentarioQuery(id)])]);
};

/** `/seguimiento?folio=…&codigo=…` (the form sent without JavaScript): the answer is in the first HTML. */
export const seguimientoLoader = ({ request, context }: LoaderFunctionArgs) => {
  const search = searchOf(request);
  const parsed = seguimientoQuerySchema.safeParse({
    folio: search.get('folio') ?? undefined,
    codigo: search.get('codigo') ?? undefined,
  });
  return loadQueries(context, parsed.success ? [seguimientoQuery(parsed.data)] : []);
};

export const modalidadLoader = ({ params, context }: LoaderFunctionArgs) => {
  const modalidadId = parseRouteId(params.modalidadId);
  const what = { modalidadDe: parseRouteId(params.tramiteId) };
  if (modalidadId == null) notFound(what);
  return loadQueries(context, [], modalidadQueryOptions(modalidadId), what);
};
