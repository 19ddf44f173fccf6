/**
 * Every route, history mode, lazy pages. Route files under ./routes are thin: they compose
 * features. The reports area (its named routes ReportesOne …) is on the light design (rsc/routes.ts).
 */
import { createBrowserRouter, data, type RouteObject } from 'react-router';
import { LIGHT_PAGES, PAGE_PATTERNS, routePath } from '@rnt/contract/page-paths';
import { AppLayout } from './layout';
import { LayoutError, RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * A page of `LIGHT_PAGES`: the server renders it on the light design, so this router does not. A link or
 * `navigate()` to it becomes a document load, and the current page stays until the new one arrives.
 */
let documentAddress = typeof window === 'undefined' ? null : window.location.href;
const servedByLightDesign: Pick<RouteObject, 'loader' | 'Component'> = {
  loader: ({ request }) => {
    // The first render of this very document at that address: the server had no light page to give (a
    // development server without the RSC build). Loading it again would loop; the route's error page says
    // it is not here. A later move to the same address (history's back and forward) loads it.
    const thisDocument = request.url === documentAddress;
    documentAddress = null;
    if (typeof window === 'undefined' || thisDocument)
      throw data(null, { status: 404, statusText: 'Not Found' });
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  },
  Component: () => null,
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: LayoutError,
    // Rendered in the browser only (issue 30): the document stays blank while the first page's code loads.
    HydrateFallback: () => null,
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
          { path: routePath(PAGE_PATTERNS.adminLogin), ...page(() => import('./routes/admin-login')) },
          {
            path: routePath(PAGE_PATTERNS.adminSinonimos),
            ...page(() => import('./routes/admin-sinonimos')),
          },
          {
            path: routePath(PAGE_PATTERNS.adminSituacionesVida),
            ...page(() => import('./routes/admin-situaciones-vida')),
          },
          {
            path: routePath(PAGE_PATTERNS.adminDenuncias),
            ...page(() => import('./routes/admin-denuncias')),
          },
          {
            path: routePath(PAGE_PATTERNS.adminDenuncia),
            ...page(() => import('./routes/admin-denuncia')),
          },
          {
            path: routePath(PAGE_PATTERNS.adminValoraciones),
            ...page(() => import('./routes/admin-valoraciones')),
          },
          // Any other address is the Spanish 404 page of the light design (the server answers it, 404).
          { path: '*', ...servedByLightDesign },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
