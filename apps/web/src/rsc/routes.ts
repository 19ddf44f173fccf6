import { LIGHT_PAGES, PAGE_PATTERNS, type PageRoute } from '@rnt/contract/page-paths';
import type { ComponentType, ReactNode } from 'react';
import * as agenda from './pages/agenda';
import * as atlas from './pages/atlas';
import * as bajaSuscripcion from './pages/baja-suscripcion';
import * as catalogos from './pages/catalogos';
import * as comentario from './pages/comentario';
import * as comentarioModalidad from './pages/comentario-modalidad';
import * as confirmarSuscripcion from './pages/confirmar-suscripcion';
import * as datosAbiertos from './pages/datos-abiertos';
import * as error from './pages/error';
import * as home from './pages/home';
import * as modalidad from './pages/modalidad';
import * as noExiste from './pages/no-existe';
import * as reporte from './pages/reporte';
import * as reportes from './pages/reportes';
import * as resoluciones from './pages/resoluciones';
import * as seguimiento from './pages/seguimiento';
import * as situacionVida from './pages/situacion-vida';
import * as situacionesVida from './pages/situaciones-vida';
import * as tramite from './pages/tramite';
import * as verificar from './pages/verificar';
import * as root from './root';

export type PageParams = PageRoute['params'];

/**
 * A page module, as each one in `pages/` exports it: its component (a frame's gets the page inside it as
 * `children`), its loader (the status: a thrown or returned `data(…, { status })`, a thrown `redirect()`)
 * and the error page for a failure of its own or of the pages inside it.
 */
export interface RouteModule {
  // Each page types the props it reads; this table only calls them.
  default?: ComponentType<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  loader?: (args: { params: any; request: Request }) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
  ErrorBoundary?: ComponentType<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  Layout?: ComponentType<{ children: ReactNode }>;
}

const page = (m: RouteModule): readonly RouteModule[] => [root, m];
const report: readonly RouteModule[] = [root, reportes, reporte];

/**
 * The light pages (issue 30), by the address pattern the API server routes to them (`LIGHT_PAGES`, whose
 * Fastify route hands its pattern and params to `entry.server.tsx`): the frames from the root down to the
 * page. Patterns come from `PAGE_PATTERNS`, declared once.
 */
export const PAGES: Readonly<Record<string, readonly RouteModule[]>> = {
  [PAGE_PATTERNS.inicio]: page(home),
  [PAGE_PATTERNS.inicioAlias]: page(home),
  [PAGE_PATTERNS.tramite]: page(tramite),
  [PAGE_PATTERNS.modalidad]: page(modalidad),
  [PAGE_PATTERNS.comentarioModalidad]: page(comentarioModalidad),
  // The comment form at its three addresses; `/denuncias` keeps the spec's route name (ComentarCiudadana).
  [PAGE_PATTERNS.denuncias]: page(comentario),
  [PAGE_PATTERNS.comentarioCiudadano]: page(comentario),
  [PAGE_PATTERNS.denunciaCiudadana]: page(comentario),
  [PAGE_PATTERNS.seguimiento]: page(seguimiento),
  [PAGE_PATTERNS.error]: page(error),
  [PAGE_PATTERNS.situacionesVida]: page(situacionesVida),
  [PAGE_PATTERNS.situacionVida]: page(situacionVida),
  [PAGE_PATTERNS.confirmarSuscripcion]: page(confirmarSuscripcion),
  [PAGE_PATTERNS.bajaSuscripcion]: page(bajaSuscripcion),
  [PAGE_PATTERNS.catalogos]: page(catalogos),
  [PAGE_PATTERNS.resoluciones]: page(resoluciones),
  // The reports area (spec §2): the side menu, then the report of the address (REPORT_PAGES).
  [PAGE_PATTERNS.reportes]: report,
  [PAGE_PATTERNS.reporte]: report,
  [PAGE_PATTERNS.atlas]: page(atlas),
  [PAGE_PATTERNS.agenda]: page(agenda),
  [PAGE_PATTERNS.datosAbiertos]: page(datosAbiertos),
  [PAGE_PATTERNS.verificar]: page(verificar),
};

/** Any other address: the root's error page says 404, with its search box. */
export const NOT_FOUND: readonly RouteModule[] = page(noExiste);

const missing = LIGHT_PAGES.filter((p) => !Object.hasOwn(PAGES, p));
if (missing.length) throw new Error(`Páginas ligeras sin módulo: ${missing.join(', ')}`);
