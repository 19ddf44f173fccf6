import { PAGE_PATTERNS, routePath } from '@rnt/contract/page-paths';
import type { unstable_RSCRouteConfigEntry as RSCRouteConfigEntry } from 'react-router';

/**
 * The pages on the light design (issue 30), at the addresses of `PAGE_PATTERNS`; the API server routes
 * exactly these to this build (apps/api/src/lib/rsc-pages.ts `RSC_SWITCHED_PAGES`, `RSC_ONLY_PAGES`).
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
      { id: 'atlas', path: routePath(PAGE_PATTERNS.atlas), lazy: () => import('./pages/atlas') },
      { id: 'agenda', path: routePath(PAGE_PATTERNS.agenda), lazy: () => import('./pages/agenda') },
      {
        id: 'datos-abiertos',
        path: routePath(PAGE_PATTERNS.datosAbiertos),
        lazy: () => import('./pages/datos-abiertos'),
      },
      { id: 'verificar', path: routePath(PAGE_PATTERNS.verificar), lazy: () => import('./pages/verificar') },
    ],
  },
];
