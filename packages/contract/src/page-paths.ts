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
} as const;

/**
 * The pages served by the light design whatever `WEB_RENDERER` says (decision 031): the pages whose classic
 * version is retired, and the screens that only exist there. The API routes them to the RSC build
 * (`apps/api/src/lib/rsc-pages.ts`); the classic client router hands a navigation to them to the server
 * (a document load), since it no longer renders them.
 */
export const LIGHT_PAGES: readonly string[] = [PAGE_PATTERNS.inicio, PAGE_PATTERNS.inicioAlias];

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

/** A pattern without its leading slash, as a nested React Router route writes it. */
export const routePath = (pattern: string) => pattern.replace(/^\//, '');

/** The pattern as a regular expression over a path (numeric ids), for the server's page classes. */
export function patternRegExp(pattern: string): RegExp {
  const body = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '\\d+');
  return new RegExp(`^${body}(?:\\?|$)`);
}
