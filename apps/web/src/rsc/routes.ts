import { PAGE_PATTERNS, REPORT_PAGES, routePath } from '@rnt/contract/page-paths';
import type { unstable_RSCRouteConfigEntry as RSCRouteConfigEntry } from 'react-router';

/**
 * The pages on the light design (issue 30), at the addresses of `PAGE_PATTERNS`; the API server routes
 * exactly these to this build (`LIGHT_PAGES`, apps/api/src/lib/rsc-pages.ts).
 */
export const routes: RSCRouteConfigEntry[] = [
  {
    id: 'root',
    path: '',
    lazy: () => import('./root'),
    children: [
      { id: 'home', index: true, lazy: () => import('./pages/home') },
      { id: 'home-alias', path: routePath(PAGE_PATTERNS.inicioAlias), lazy: () => import('./pages/home') },
      { id: 'tramite', path: routePath(PAGE_PATTERNS.tramite), lazy: () => import('./pages/tramite') },
      {
        id: 'modalidad',
        path: routePath(PAGE_PATTERNS.modalidad),
        lazy: () => import('./pages/modalidad'),
      },
      {
        id: 'comentario-modalidad',
        path: routePath(PAGE_PATTERNS.comentarioModalidad),
        lazy: () => import('./pages/comentario-modalidad'),
      },
      // The comment form at its three addresses; `/denuncias` keeps the spec's route name.
      {
        id: 'ComentarCiudadana',
        path: routePath(PAGE_PATTERNS.denuncias),
        lazy: () => import('./pages/comentario'),
      },
      {
        id: 'comentario-ciudadano',
        path: routePath(PAGE_PATTERNS.comentarioCiudadano),
        lazy: () => import('./pages/comentario'),
      },
      {
        id: 'denuncia-ciudadana',
        path: routePath(PAGE_PATTERNS.denunciaCiudadana),
        lazy: () => import('./pages/comentario'),
      },
      {
        id: 'seguimiento',
        path: routePath(PAGE_PATTERNS.seguimiento),
        lazy: () => import('./pages/seguimiento'),
      },
      { id: 'error', path: routePath(PAGE_PATTERNS.error), lazy: () => import('./pages/error') },
      {
        id: 'situaciones-vida',
        path: routePath(PAGE_PATTERNS.situacionesVida),
        lazy: () => import('./pages/situaciones-vida'),
      },
      {
        id: 'situacion-vida',
        path: routePath(PAGE_PATTERNS.situacionVida),
        lazy: () => import('./pages/situacion-vida'),
      },
      {
        id: 'confirmar-suscripcion',
        path: routePath(PAGE_PATTERNS.confirmarSuscripcion),
        lazy: () => import('./pages/confirmar-suscripcion'),
      },
      {
        id: 'baja-suscripcion',
        path: routePath(PAGE_PATTERNS.bajaSuscripcion),
        lazy: () => import('./pages/baja-suscripcion'),
      },
      {
        id: 'Catalogos',
        path: routePath(PAGE_PATTERNS.catalogos),
        lazy: () => import('./pages/catalogos'),
      },
      {
        id: 'resoluciones',
        path: routePath(PAGE_PATTERNS.resoluciones),
        lazy: () => import('./pages/resoluciones'),
      },
      {
        // The reports area (spec §2): the side menu, then each report under its spec name.
        id: 'reportes',
        path: routePath(PAGE_PATTERNS.reportes),
        lazy: () => import('./pages/reportes'),
        children: REPORT_PAGES.map((r) => ({
          id: r.id,
          ...(r.slug ? { path: r.slug } : { index: true }),
          lazy: () => import('./pages/reporte'),
        })),
      },
      { id: 'atlas', path: routePath(PAGE_PATTERNS.atlas), lazy: () => import('./pages/atlas') },
      { id: 'agenda', path: routePath(PAGE_PATTERNS.agenda), lazy: () => import('./pages/agenda') },
      {
        id: 'datos-abiertos',
        path: routePath(PAGE_PATTERNS.datosAbiertos),
        lazy: () => import('./pages/datos-abiertos'),
      },
      { id: 'verificar', path: routePath(PAGE_PATTERNS.verificar), lazy: () => import('./pages/verificar') },
      // Any other address (the API server sends here only those the classic app has no page for).
      { id: 'no-existe', path: '*', lazy: () => import('./pages/no-existe') },
    ],
  },
];
