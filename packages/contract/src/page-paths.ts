/**
 * The public page addresses, declared once (issue 30): the web's route tables take their patterns from
 * here, and every link, sitemap entry, PDF, certificate and open-data row builds its address with these
 * functions. Zod-free: every page's first paint may read it.
 */
export const PAGE_PATTERNS = {
  inicio: '/',
  /** The home's alias (the 502 page's link, DESIGN 7). */
  inicioAlias: '/inicio',
  tramite: '/tramite/:tramiteId',
  modalidad: '/tramite/:tramiteId/detalles/:modalidadId',
  /** The certificate's old link opens the same page. */
  modalidadAntigua: '/tramite/:tramiteId/:modalidadId',
  comentarioModalidad: '/tramite/comentarios-ciudadanos/:modalidadId',
  /** The comment/complaint form (choices cascade) at its three addresses; `/denuncias` is ComentarCiudadana. */
  denuncias: '/denuncias',
  comentarioCiudadano: '/comentario-ciudadano',
  denunciaCiudadana: '/denuncia-ciudadana',
  /** A complaint's state and public answers, by folio and tracking code (`?folio=…&codigo=…` without JS). */
  seguimiento: '/seguimiento',
  /** The specification's generic error page. */
  error: '/error',
  /** Life events (issue 33): the index and one event's step-by-step page. Light design only. */
  situacionesVida: '/situaciones-de-vida',
  situacionVida: '/situaciones-de-vida/:slug',
  /** Staff (the classic staff app, `STAFF_PAGES`): the evaluators' login and their back office. */
  adminLogin: '/admin/login',
  adminDenuncias: '/admin/denuncias',
  adminDenuncia: '/admin/denuncias/:id',
  adminSinonimos: '/admin/sinonimos',
  /** Staff: the life events kept with SITUACIONES_VIDA_EDITAR. */
  adminSituacionesVida: '/admin/situaciones-vida',
  adminValoraciones: '/admin/valoraciones',
  /** The links of the change alerts' mails (issue 32): each page is a form whose button POSTs. */
  confirmarSuscripcion: '/suscripciones/confirmar',
  bajaSuscripcion: '/suscripciones/baja',
  /** The catalogue of regulations (route id Catalogos), the regulation type in its path. */
  catalogos: '/catalogos/:tipo_solicitud_id?',
  resoluciones: '/resoluciones',
  /** The reports area (spec §2): its first report at /reportes, each other report at /reportes/{slug}. */
  reportes: '/reportes',
  reporte: '/reportes/:reporte',
  /** The public registry as a directory institution → unit → procedure → modality (`?filtro=…`). */
  atlas: '/atlas-de-tramites',
  /** The regulatory agenda (`?institucion_id=…&anio=…&fechadesde=…&fechahasta=…&page=…`). */
  agenda: '/agenda-regulatoria',
  /** The bulk downloads of the registry, the regulations and the resolutions. */
  datosAbiertos: '/datos-abiertos',
  /** Where a certificate's QR code leads: whether its modality is still registered as it says. */
  verificar: '/verificar/:codigo',
} as const;

/**
 * The reports of /reportes, in the order of its side menu: the address of each (the spec's named
 * routes ReportesOne … ReportesSeven, ReporteTop10, then tramites-evaluados and denuncias) and its title.
 */
export const REPORT_PAGES = [
  { id: 'ReportesOne', slug: '', titulo: 'Solicitudes de inscripción por institución' },
  { id: 'ReportesTwo', slug: 'instituciones', titulo: 'Instituciones con trámites cargados' },
  { id: 'ReportesThree', slug: 'estados', titulo: 'Estado de los trámites evaluados' },
  { id: 'ReportesFour', slug: 'promedio-tiempo-respuesta', titulo: 'Tiempo promedio de respuesta' },
  { id: 'ReportesFive', slug: 'requisitos-eliminados', titulo: 'Requisitos innecesarios eliminados' },
  { id: 'ReportesSix', slug: 'niveles-de-digitalizacion', titulo: 'Niveles de digitalización' },
  { id: 'ReportesSeven', slug: 'tramites-sin-solicitud', titulo: 'Trámites sin solicitud' },
  { id: 'ReportesEvaluados', slug: 'tramites-evaluados', titulo: 'Trámites evaluados' },
  { id: 'ReporteTop10', slug: 'tramites-top-10', titulo: 'Top 10 de digitalización' },
  { id: 'ReportesDenuncias', slug: 'denuncias', titulo: 'Resultados de las denuncias' },
] as const;
export type ReportPage = (typeof REPORT_PAGES)[number];

/** A report's address: /reportes for the first, /reportes/{slug} for the others. */
export const reportePagePath = (slug: string, search = '') =>
  (slug ? fill(PAGE_PATTERNS.reporte, { reporte: slug }) : PAGE_PATTERNS.reportes) + search;

/**
 * The pages served by the light design (decision 031): every public page. The API routes them to the RSC
 * build (`apps/api/src/lib/rsc-pages.ts`); the classic client router (the staff app, `STAFF_PAGES`) hands a
 * navigation to them to the server (a document load), since it does not render them.
 */
export const LIGHT_PAGES: readonly string[] = [
  PAGE_PATTERNS.inicio,
  PAGE_PATTERNS.inicioAlias,
  PAGE_PATTERNS.tramite,
  PAGE_PATTERNS.modalidad,
  PAGE_PATTERNS.comentarioModalidad,
  PAGE_PATTERNS.denuncias,
  PAGE_PATTERNS.comentarioCiudadano,
  PAGE_PATTERNS.denunciaCiudadana,
  PAGE_PATTERNS.seguimiento,
  PAGE_PATTERNS.error,
  PAGE_PATTERNS.situacionesVida,
  PAGE_PATTERNS.situacionVida,
  PAGE_PATTERNS.confirmarSuscripcion,
  PAGE_PATTERNS.bajaSuscripcion,
  PAGE_PATTERNS.catalogos,
  PAGE_PATTERNS.resoluciones,
  PAGE_PATTERNS.reportes,
  PAGE_PATTERNS.reporte,
  PAGE_PATTERNS.atlas,
  PAGE_PATTERNS.agenda,
  PAGE_PATTERNS.datosAbiertos,
  PAGE_PATTERNS.verificar,
];

/**
 * The page a light page request is for, as the API server matched it and hands it to the renderer
 * (decision 034): its pattern (one of `LIGHT_PAGES`; null when no page has the address: the 404) and params.
 */
export interface PageRoute {
  pattern: string | null;
  params: Record<string, string | undefined>;
}

/**
 * The staff back office (`/admin/…`): the classic app (Mantine, TanStack Query), the only pages not on
 * the light design. The API answers each with the built index.html, which renders in the browser. Every page but the login needs a session, and none is for search
 * engines nor read without JavaScript, so none is rendered on the server (issue 30).
 */
export const STAFF_PAGES: readonly string[] = [
  PAGE_PATTERNS.adminLogin,
  PAGE_PATTERNS.adminDenuncias,
  PAGE_PATTERNS.adminDenuncia,
  PAGE_PATTERNS.adminSinonimos,
  PAGE_PATTERNS.adminSituacionesVida,
  PAGE_PATTERNS.adminValoraciones,
];

type Id = number | string;

/** `pattern` with its `:params` filled (encoded), and an optional query (`?…`) appended. */
function fill(pattern: string, params: Record<string, Id>, search = ''): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name]))) + search;
}

export const tramitePagePath = (tramiteId: Id, search = '') =>
  fill(PAGE_PATTERNS.tramite, { tramiteId }, search);

export const modalidadPagePath = (tramiteId: Id, modalidadId: Id, search = '') =>
  fill(PAGE_PATTERNS.modalidad, { tramiteId, modalidadId }, search);

export const comentarioModalidadPagePath = (modalidadId: Id) =>
  fill(PAGE_PATTERNS.comentarioModalidad, { modalidadId });

export const situacionesVidaPagePath = (search = '') => PAGE_PATTERNS.situacionesVida + search;

export const situacionVidaPagePath = (slug: string) => fill(PAGE_PATTERNS.situacionVida, { slug });

export const adminSituacionesVidaPagePath = () => PAGE_PATTERNS.adminSituacionesVida;
/** The confirmation page of a change alert's subscription (`?token=…`, or `?estado=…` after the POST). */
export const confirmarSuscripcionPagePath = (search = '') => PAGE_PATTERNS.confirmarSuscripcion + search;

/** The unsubscribe page of the change alerts (`?token=…`, or `?estado=…` after the POST). */
export const bajaSuscripcionPagePath = (search = '') => PAGE_PATTERNS.bajaSuscripcion + search;

/** The catalogue, of one regulation type when `tipo` is given, and an optional query (`?…`). */
export const catalogosPagePath = (tipo?: Id | null, search = '') =>
  (tipo ? fill(PAGE_PATTERNS.catalogos.replace('?', ''), { tipo_solicitud_id: tipo }) : '/catalogos') +
  search;

export const resolucionesPagePath = (search = '') => PAGE_PATTERNS.resoluciones + search;
/** The atlas of procedures, optionally filtered (`?filtro=…`). */
export const atlasPagePath = (search = '') => PAGE_PATTERNS.atlas + search;

/** The regulatory agenda, optionally filtered and paged (`?…`). */
export const agendaPagePath = (search = '') => PAGE_PATTERNS.agenda + search;

export const datosAbiertosPagePath = () => PAGE_PATTERNS.datosAbiertos;

/** Complaint tracking, optionally with a lookup (`?folio=…&codigo=…`, the form sent without JavaScript). */
export const seguimientoPagePath = (search = '') => PAGE_PATTERNS.seguimiento + search;

export const errorPagePath = () => PAGE_PATTERNS.error;

/** A certificate's verification page (the code as printed, `7K3M-Q9XD-2RPA`). */
export const verificarPagePath = (codigo: string) => fill(PAGE_PATTERNS.verificar, { codigo });

/** A pattern without its leading slash, as a nested React Router route writes it. */
export const routePath = (pattern: string) => pattern.replace(/^\//, '');

/** The pattern as a regular expression over a path (numeric ids), for the server's page classes. */
export function patternRegExp(pattern: string): RegExp {
  const body = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '\\d+');
  return new RegExp(`^${body}(?:\\?|$)`);
}
