/**
 * Every route, history mode, lazy pages. Route files under ./routes are thin: they compose
 * features. Named routes of the reports area carry their spec name as route id.
 */
import {
  createBrowserRouter,
  data,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { LIGHT_PAGES, PAGE_PATTERNS, routePath } from '@rnt/contract/page-paths';
import { AppLayout } from './layout';
import { LayoutError, RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
const page = (
  load: () => Promise<PageModule>,
  loader?: LoaderFunction,
): Pick<RouteObject, 'lazy' | 'loader'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  ...(loader ? { loader } : {}),
});

// Loaders come from their own module, loaded when a loader first runs (on the server at once; in the
// browser on the first navigation, beside the page's code), so they add nothing to the first paint.
type Loaders = typeof import('./route-loaders');
type LoaderName = { [K in keyof Loaders]: Loaders[K] extends LoaderFunction ? K : never }[keyof Loaders];
const lazyLoader =
  (name: LoaderName): LoaderFunction =>
  async (args) =>
    (await import('./route-loaders'))[name](args);
const reportLoader =
  (report: keyof Loaders['REPORT_QUERIES']): LoaderFunction =>
  async (args) =>
    (await import('./route-loaders')).reportLoader(report)(args);

/**
 * A page of `LIGHT_PAGES`: the server renders it on the light design, so this router does not. A link or
 * `navigate()` to it becomes a document load, and the current page stays until the new one arrives.
 */
const servedByLightDesign: Pick<RouteObject, 'loader' | 'Component'> = {
  loader: ({ request }) => {
    if (typeof window !== 'undefined') window.location.assign(request.url);
    return new Promise<never>(() => {});
  },
  Component: () => null,
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
          // The home (and its alias /inicio, the 502 page's link) is served by the light design (decision
          // 031): a navigation to it loads the document.
          { index: true, id: 'Home', ...servedByLightDesign },
          ...LIGHT_PAGES.filter((p) => p !== PAGE_PATTERNS.inicio).map((p) => ({
            path: routePath(p),
            ...servedByLightDesign,
          })),
          {
            path: 'catalogos/:tipo_solicitud_id?',
            id: 'Catalogos',
            ...page(() => import('./routes/catalogos'), lazyLoader('catalogoLoader')),
          },
          {
            path: 'resoluciones',
            ...page(() => import('./routes/resoluciones'), lazyLoader('resolucionesLoader')),
          },
          {
            path: 'reportes',
            ...page(() => import('./routes/reportes/layout')),
            children: [
              {
                index: true,
                id: 'ReportesOne',
                ...page(
                  () => import('./routes/reportes/solicitudes-por-institucion'),
                  reportLoader('solicitudesPorInstitucion'),
                ),
              },
              {
                path: 'instituciones',
                id: 'ReportesTwo',
                ...page(() => import('./routes/reportes/instituciones'), reportLoader('instituciones')),
              },
              {
                path: 'estados',
                id: 'ReportesThree',
                ...page(() => import('./routes/reportes/estados'), reportLoader('estados')),
              },
              {
                path: 'promedio-tiempo-respuesta',
                id: 'ReportesFour',
                ...page(
                  () => import('./routes/reportes/promedio-tiempo-respuesta'),
                  reportLoader('tiempoPromedio'),
                ),
              },
              {
                path: 'requisitos-eliminados',
                id: 'ReportesFive',
                ...page(
                  () => import('./routes/reportes/requisitos-eliminados'),
                  reportLoader('requisitosEliminados'),
                ),
              },
              {
                path: 'niveles-de-digitalizacion',
                id: 'ReportesSix',
                ...page(
                  () => import('./routes/reportes/niveles-de-digitalizacion'),
                  reportLoader('nivelesDeDigitalizacion'),
                ),
              },
              {
                path: 'tramites-sin-solicitud',
                id: 'ReportesSeven',
                ...page(
                  () => import('./routes/reportes/tramites-sin-solicitud'),
                  reportLoader('tramitesSinSolicitud'),
                ),
              },
              {
                path: 'tramites-evaluados',
                id: 'ReportesEvaluados',
                ...page(
                  () => import('./routes/reportes/tramites-evaluados'),
                  reportLoader('tramitesEvaluados'),
                ),
              },
              {
                path: 'tramites-top-10',
                id: 'ReporteTop10',
                ...page(() => import('./routes/reportes/tramites-top-10'), reportLoader('top10')),
              },
              {
                path: 'denuncias',
                id: 'ReportesDenuncias',
                ...page(() => import('./routes/reportes/denuncias'), reportLoader('denuncias')),
              },
            ],
          },
          {
            path: routePath(PAGE_PATTERNS.comentarioModalidad),
            ...page(() => import('./routes/comentario-modalidad'), lazyLoader('comentarioModalidadLoader')),
          },
          ...['denuncias', 'comentario-ciudadano', 'denuncia-ciudadana'].map((path) => ({
            path,
            id: path === 'denuncias' ? 'ComentarCiudadana' : undefined,
            ...page(() => import('./routes/comentario'), lazyLoader('comentarioLoader')),
          })),
          {
            path: 'seguimiento',
            ...page(() => import('./routes/seguimiento'), lazyLoader('seguimientoLoader')),
          },
          { path: 'admin/login', ...page(() => import('./routes/admin-login')) },
          { path: 'admin/sinonimos', ...page(() => import('./routes/admin-sinonimos')) },
          {
            path: routePath(PAGE_PATTERNS.adminSituacionesVida),
            ...page(() => import('./routes/admin-situaciones-vida')),
          },
          { path: 'admin/denuncias', ...page(() => import('./routes/admin-denuncias')) },
          { path: 'admin/denuncias/:id', ...page(() => import('./routes/admin-denuncia')) },
          { path: 'admin/valoraciones', ...page(() => import('./routes/admin-valoraciones')) },
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
