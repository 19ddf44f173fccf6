/**
 * Every route of spec §2, history mode, lazy pages. Route files under ./routes are thin: they compose
 * features. Named routes of the reports area carry their spec name as route id.
 */
import { readSearchParams } from '@rnt/contract/busqueda-tramites-rules';
import {
  createBrowserRouter,
  data,
  type HydrationState,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { dateRangeErrors } from '@rnt/contract/date-range';
import { hasRegulacionFilter, regulacionFilterErrors } from '@rnt/contract/regulaciones';
import { hasResolucionCriterio } from '@rnt/contract/resoluciones';
import { agendaFiltersFromUrl, agendaQuery } from '../features/agenda/api/agenda';
import { atlasQuery } from '../features/atlas/api/atlas';
import { regulacionesQuery } from '../features/catalogo/api/regulaciones';
import { readCatalogoSearch } from '../features/catalogo/catalogo-url';
import { cantidadTramitesGraficoQuery } from '../features/inicio/api/cantidad-tramites-grafico';
import { estadosWithTramitesQueryOptions } from '../features/reportes/api/get-estados';
import { institucionesQueryOptions } from '../features/reportes/api/get-instituciones';
import { nivelesDeDigitalizacionQueryOptions } from '../features/reportes/api/get-niveles-de-digitalizacion';
import { requisitosEliminadosQueryOptions } from '../features/reportes/api/get-requisitos-eliminados';
import { solicitudesPorInstitucionQueryOptions } from '../features/reportes/api/get-solicitudes-por-institucion';
import { tiempoPromedioQueryOptions } from '../features/reportes/api/get-tiempo-promedio';
import { top10DigitalizacionQueryOptions } from '../features/reportes/api/get-top10-digitalizacion';
import { tramitesEvaluadosQueryOptions } from '../features/reportes/api/get-tramites-evaluados';
import { tramitesSinSolicitudQueryOptions } from '../features/reportes/api/get-tramites-sin-solicitud';
import { resolucionesQuery } from '../features/resoluciones/api/resoluciones';
import { readResolucionesSearch } from '../features/resoluciones/resoluciones-url';
import { modalidadComentarioQuery } from '../features/comentarios/api/modalidad-comentario';
import { busquedaTramitesQuery } from '../features/busqueda-tramites/api/buscar-tramites';
import { modalidadQueryOptions } from '../features/modalidad/api/get-modalidad';
import { tramiteModalidadesQueryOptions } from '../features/modalidad/api/get-tramite-modalidades';
import { parseRouteId } from '../features/modalidad/lib/links';
import { AppLayout } from './layout';
import { loadQueries, notFound } from './route-data';
import { LayoutError, RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
const page = (
  load: () => Promise<PageModule>,
  loader?: LoaderFunction,
): Pick<RouteObject, 'lazy' | 'loader'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  ...(loader ? { loader } : {}),
});

// Loaders (decision record 015): the queries each page reads, awaited on the server, started early in
// the browser. They derive their parameters from the URL exactly as the page does.

const homeLoader = ({ request, context }: LoaderFunctionArgs) => {
  const active = readSearchParams(Object.fromEntries(new URL(request.url).searchParams));
  const chart = cantidadTramitesGraficoQuery();
  return loadQueries(context, active ? [chart, busquedaTramitesQuery(active)] : [chart]);
};

const searchOf = (request: Request) => new URL(request.url).searchParams;

const catalogoLoader = ({ request, params, context }: LoaderFunctionArgs) => {
  const search = readCatalogoSearch(searchOf(request), params.tipo_solicitud_id);
  const runs = hasRegulacionFilter(search) && Object.keys(regulacionFilterErrors(search)).length === 0;
  return loadQueries(context, runs ? [regulacionesQuery(search, true)] : []);
};

const resolucionesLoader = ({ request, context }: LoaderFunctionArgs) => {
  const search = readResolucionesSearch(searchOf(request));
  const runs =
    hasResolucionCriterio(search) &&
    Object.keys(dateRangeErrors({ desde: search.fechadesde, hasta: search.fechahasta })).length === 0;
  return loadQueries(context, runs ? [resolucionesQuery(search, true)] : []);
};

/** A report page reads one query: its loader is made from it. */
const reportLoader =
  (query: () => { queryKey: readonly unknown[] }) =>
  ({ context }: LoaderFunctionArgs) =>
    loadQueries(context, [query()]);

const tramiteLoader = ({ request, params, context }: LoaderFunctionArgs) => {
  const tramiteId = parseRouteId(params.tramiteId);
  if (tramiteId == null) notFound();
  const search = new URL(request.url).searchParams;
  const nombre = search.get('nombre')?.trim() || undefined;
  const estado = search.getAll('estado').concat(search.getAll('estado[]')).filter(Boolean);
  const query = tramiteModalidadesQueryOptions({ tramiteId, nombre, estado });
  // With filters from the link a 404 only means "no modality matches": the page says so itself.
  return nombre || estado.length ? loadQueries(context, [query]) : loadQueries(context, [], query);
};

const modalidadLoader = ({ params, context }: LoaderFunctionArgs) => {
  const modalidadId = parseRouteId(params.modalidadId);
  if (modalidadId == null) notFound();
  return loadQueries(context, [], modalidadQueryOptions(modalidadId));
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: LayoutError,
    children: [
      {
        // A page that fails to load or render keeps the header, the footer and the main landmark.
        ErrorBoundary: RouteError,
        children: [
          { index: true, id: 'Home', ...page(() => import('./routes/home'), homeLoader) },
          // DESIGN.md decision 7: /inicio (the 502 redirect target) is an alias of the home.
          { path: 'inicio', ...page(() => import('./routes/home'), homeLoader) },
          {
            path: 'agenda-regulatoria',
            ...page(
              () => import('./routes/agenda-regulatoria'),
              ({ request, context }) =>
                loadQueries(context, [agendaQuery(agendaFiltersFromUrl(searchOf(request)))]),
            ),
          },
          {
            path: 'catalogos/:tipo_solicitud_id?',
            id: 'Catalogos',
            ...page(() => import('./routes/catalogos'), catalogoLoader),
          },
          { path: 'resoluciones', ...page(() => import('./routes/resoluciones'), resolucionesLoader) },
          {
            path: 'reportes',
            ...page(() => import('./routes/reportes/layout')),
            children: [
              {
                index: true,
                id: 'ReportesOne',
                ...page(
                  () => import('./routes/reportes/solicitudes-por-institucion'),
                  reportLoader(solicitudesPorInstitucionQueryOptions),
                ),
              },
              {
                path: 'instituciones',
                id: 'ReportesTwo',
                ...page(
                  () => import('./routes/reportes/instituciones'),
                  reportLoader(institucionesQueryOptions),
                ),
              },
              {
                path: 'estados',
                id: 'ReportesThree',
                ...page(
                  () => import('./routes/reportes/estados'),
                  reportLoader(estadosWithTramitesQueryOptions),
                ),
              },
              {
                path: 'promedio-tiempo-respuesta',
                id: 'ReportesFour',
                ...page(
                  () => import('./routes/reportes/promedio-tiempo-respuesta'),
                  reportLoader(tiempoPromedioQueryOptions),
                ),
              },
              {
                path: 'requisitos-eliminados',
                id: 'ReportesFive',
                ...page(
                  () => import('./routes/reportes/requisitos-eliminados'),
                  reportLoader(requisitosEliminadosQueryOptions),
                ),
              },
              {
                path: 'niveles-de-digitalizacion',
                id: 'ReportesSix',
                ...page(
                  () => import('./routes/reportes/niveles-de-digitalizacion'),
                  reportLoader(nivelesDeDigitalizacionQueryOptions),
                ),
              },
              {
                path: 'tramites-sin-solicitud',
                id: 'ReportesSeven',
                ...page(
                  () => import('./routes/reportes/tramites-sin-solicitud'),
                  reportLoader(tramitesSinSolicitudQueryOptions),
                ),
              },
              {
                path: 'tramites-evaluados',
                id: 'ReportesEvaluados',
                ...page(
                  () => import('./routes/reportes/tramites-evaluados'),
                  reportLoader(tramitesEvaluadosQueryOptions),
                ),
              },
              {
                path: 'tramites-top-10',
                id: 'ReporteTop10',
                ...page(
                  () => import('./routes/reportes/tramites-top-10'),
                  reportLoader(top10DigitalizacionQueryOptions),
                ),
              },
            ],
          },
          {
            path: 'atlas-de-tramites',
            ...page(
              () => import('./routes/atlas-de-tramites'),
              ({ context }) => loadQueries(context, [atlasQuery()]),
            ),
          },
          { path: 'datos-abiertos', ...page(() => import('./routes/datos-abiertos')) },
          {
            path: 'tramite/comentarios-ciudadanos/:modalidadId',
            ...page(
              () => import('./routes/comentario-modalidad'),
              ({ params, context }) => {
                const id = parseRouteId(params.modalidadId);
                return loadQueries(context, id == null ? [] : [modalidadComentarioQuery(id)]);
              },
            ),
          },
          {
            path: 'tramite/:tramiteId',
            id: 'Tramite',
            ...page(() => import('./routes/tramite'), tramiteLoader),
          },
          {
            path: 'tramite/:tramiteId/detalles/:modalidadId',
            id: 'Modalidad',
            ...page(() => import('./routes/modalidad'), modalidadLoader),
          },
          // The old certificate link opens the same detail screen.
          {
            path: 'tramite/:tramiteId/:modalidadId',
            ...page(() => import('./routes/modalidad'), modalidadLoader),
          },
          ...['denuncias', 'comentario-ciudadano', 'denuncia-ciudadana'].map((path) => ({
            path,
            id: path === 'denuncias' ? 'ComentarCiudadana' : undefined,
            ...page(() => import('./routes/comentario')),
          })),
          { path: 'admin/login', ...page(() => import('./routes/admin-login')) },
          { path: 'error', ...page(() => import('./routes/error')) },
          // Any other address is the Spanish 404 page, with the 404 status on the server.
          {
            path: '*',
            ...page(
              () => import('./routes/not-found'),
              () => data(null, { status: 404 }),
            ),
          },
        ],
      },
    ],
  },
];

export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
