/**
 * Every route of spec §2, history mode, lazy pages. Route files under ./routes are thin: they compose
 * features. Named routes of the reports area carry their spec name as route id.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout';
import { LayoutError, RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

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
          { index: true, id: 'Home', ...page(() => import('./routes/home')) },
          // DESIGN.md decision 7: /inicio (the 502 redirect target) is an alias of the home.
          { path: 'inicio', ...page(() => import('./routes/home')) },
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
          { path: 'tramite/:tramiteId', id: 'Tramite', ...page(() => import('./routes/tramite')) },
          {
            path: 'tramite/:tramiteId/detalles/:modalidadId',
            id: 'Modalidad',
            ...page(() => import('./routes/modalidad')),
          },
          // The old certificate link opens the same detail screen.
          { path: 'tramite/:tramiteId/:modalidadId', ...page(() => import('./routes/modalidad')) },
          ...['denuncias', 'comentario-ciudadano', 'denuncia-ciudadana'].map((path) => ({
            path,
            id: path === 'denuncias' ? 'ComentarCiudadana' : undefined,
            ...page(() => import('./routes/comentario')),
          })),
          { path: 'admin/login', ...page(() => import('./routes/admin-login')) },
          { path: 'admin/sinonimos', ...page(() => import('./routes/admin-sinonimos')) },
          { path: 'error', ...page(() => import('./routes/error')) },
          { path: '*', ...page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
