import { PAGE_PATTERNS, REPORT_PAGES, routePath } from '@rnt/contract/page-paths';
import type { unstable_RSCRouteConfigEntry as RSCRouteConfigEntry } from 'react-router';

/**
 * A route module's import, started once and then shared: React Router calls a route's `lazy` on every
 * request, and each dynamic `import()` goes through the server's module loader hooks (tsx) even for a
 * module already loaded (~1 ms a page, measured in a CPU profile of first reads).
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null; // a failed import is tried again by the next request
      throw error;
    }));
}

/**
 * The pages on the light design (issue 30), at the addresses of `PAGE_PATTERNS`; the API server routes
 * exactly these to this build (`LIGHT_PAGES`, apps/api/src/lib/rsc-pages.ts).
 */
export const routes: RSCRouteConfigEntry[] = [
  {
    id: 'root',
    path: '',
    lazy: once(() => import('./root')),
    children: [
      { id: 'home', index: true, lazy: once(() => import('./pages/home')) },
      {
        id: 'home-alias',
        path: routePath(PAGE_PATTERNS.inicioAlias),
        lazy: once(() => import('./pages/home')),
      },
      { id: 'tramite', path: routePath(PAGE_PATTERNS.tramite), lazy: once(() => import('./pages/tramite')) },
      {
        id: 'modalidad',
        path: routePath(PAGE_PATTERNS.modalidad),
        lazy: once(() => import('./pages/modalidad')),
      },
      {
        id: 'comentario-modalidad',
        path: routePath(PAGE_PATTERNS.comentarioModalidad),
        lazy: once(() => import('./pages/comentario-modalidad')),
      },
      // The comment form at its three addresses; `/denuncias` keeps the spec's route name.
      {
        id: 'ComentarCiudadana',
        path: routePath(PAGE_PATTERNS.denuncias),
        lazy: once(() => import('./pages/comentario')),
      },
      {
        id: 'comentario-ciudadano',
        path: routePath(PAGE_PATTERNS.comentarioCiudadano),
        lazy: once(() => import('./pages/comentario')),
      },
      {
        id: 'denuncia-ciudadana',
        path: routePath(PAGE_PATTERNS.denunciaCiudadana),
        lazy: once(() => import('./pages/comentario')),
      },
      {
        id: 'seguimiento',
        path: routePath(PAGE_PATTERNS.seguimiento),
        lazy: once(() => import('./pages/seguimiento')),
      },
      { id: 'error', path: routePath(PAGE_PATTERNS.error), lazy: once(() => import('./pages/error')) },
      {
        id: 'situaciones-vida',
        path: routePath(PAGE_PATTERNS.situacionesVida),
        lazy: once(() => import('./pages/situaciones-vida')),
      },
      {
        id: 'situacion-vida',
        path: routePath(PAGE_PATTERNS.situacionVida),
        lazy: once(() => import('./pages/situacion-vida')),
      },
      {
        id: 'confirmar-suscripcion',
        path: routePath(PAGE_PATTERNS.confirmarSuscripcion),
        lazy: once(() => import('./pages/confirmar-suscripcion')),
      },
      {
        id: 'baja-suscripcion',
        path: routePath(PAGE_PATTERNS.bajaSuscripcion),
        lazy: once(() => import('./pages/baja-suscripcion')),
      },
      {
        id: 'Catalogos',
        path: routePath(PAGE_PATTERNS.catalogos),
        lazy: once(() => import('./pages/catalogos')),
      },
      {
        id: 'resoluciones',
        path: routePath(PAGE_PATTERNS.resoluciones),
        lazy: once(() => import('./pages/resoluciones')),
      },
      {
        // The reports area (spec §2): the side menu, then each report under its spec name.
        id: 'reportes',
        path: routePath(PAGE_PATTERNS.reportes),
        lazy: once(() => import('./pages/reportes')),
        children: REPORT_PAGES.map((r) => ({
          id: r.id,
          ...(r.slug ? { path: r.slug } : { index: true }),
          lazy: once(() => import('./pages/reporte')),
        })),
      },
      { id: 'atlas', path: routePath(PAGE_PATTERNS.atlas), lazy: once(() => import('./pages/atlas')) },
      { id: 'agenda', path: routePath(PAGE_PATTERNS.agenda), lazy: once(() => import('./pages/agenda')) },
      {
        id: 'datos-abiertos',
        path: routePath(PAGE_PATTERNS.datosAbiertos),
        lazy: once(() => import('./pages/datos-abiertos')),
      },
      {
        id: 'verificar',
        path: routePath(PAGE_PATTERNS.verificar),
        lazy: once(() => import('./pages/verificar')),
      },
      // Any other address (the API server sends here only those the classic app has no page for).
      { id: 'no-existe', path: '*', lazy: once(() => import('./pages/no-existe')) },
    ],
  },
];
