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
  return loadQueries(context, active ? [busquedaTramitesQuery(active)] : []);
};

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
          { path: 'agenda-regulatoria', ...page(() => import('./routes/agenda-regulatoria')) },
          {
            path: 'catalogos/:tipo_solicitud_id?',
            id: 'Catalogos',
            ...page(() => import('./routes/catalogos')),
          },
          { path: 'resoluciones', ...page(() => import('./routes/resoluciones')) },
          {
            path: 'reportes',
            ...page(() => import('./routes/reportes/layout')),
            children: [
              {
                index: true,
                id: 'ReportesOne',
                ...page(() => import('./routes/reportes/solicitudes-por-institucion')),
              },
              {
                path: 'instituciones',
                id: 'ReportesTwo',
                ...page(() => import('./routes/reportes/instituciones')),
              },
              { path: 'estados', id: 'ReportesThree', ...page(() => import('./routes/reportes/estados')) },
              {
                path: 'promedio-tiempo-respuesta',
                id: 'ReportesFour',
                ...page(() => import('./routes/reportes/promedio-tiempo-respuesta')),
              },
              {
                path: 'requisitos-eliminados',
                id: 'ReportesFive',
                ...page(() => import('./routes/reportes/requisitos-eliminados')),
              },
              {
                path: 'niveles-de-digitalizacion',
                id: 'ReportesSix',
                ...page(() => import('./routes/reportes/niveles-de-digitalizacion')),
              },
              {
                path: 'tramites-sin-solicitud',
                id: 'ReportesSeven',
                ...page(() => import('./routes/reportes/tramites-sin-solicitud')),
              },
              {
                path: 'tramites-evaluados',
                id: 'ReportesEvaluados',
                ...page(() => import('./routes/reportes/tramites-evaluados')),
              },
              {
                path: 'tramites-top-10',
                id: 'ReporteTop10',
                ...page(() => import('./routes/reportes/tramites-top-10')),
              },
            ],
          },
          { path: 'atlas-de-tramites', ...page(() => import('./routes/atlas-de-tramites')) },
          { path: 'datos-abiertos', ...page(() => import('./routes/datos-abiertos')) },
          {
            path: 'tramite/comentarios-ciudadanos/:modalidadId',
            ...page(() => import('./routes/comentario-modalidad')),
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
