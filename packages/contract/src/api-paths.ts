/**
 * API addresses the web app needs without loading an endpoint object (zod-free, so a first paint may
 * import them): a link the page renders (the OpenAPI document, a band's PDF) or a call made from every
 * page's header (logout). The endpoint objects of `endpoints/` declare these same constants as their
 * `path`, so each address is still written once.
 */

/** The OpenAPI document's UI (the swagger plugin's prefix; its JSON is `${API_DOCS_PATH}/json`). */
export const API_DOCS_PATH = '/api/docs';

/** `postAuthLogout` of `endpoints/auth.ts`. */
export const AUTH_LOGOUT_PATH = '/api/auth/logout';

/** `graphicsTiempoPromedioDetalleByCode` of `endpoints/graphics.ts`: the PDF of one response-time band. */
export const TIEMPO_PROMEDIO_DETALLE_PATH = '/api/graphics/tiempoPromedio/detalle/:code';

/** `unidades` of `endpoints/lookups.ts`: the units of an institution (the light home's unit filter). */
export const LISTA_UNIDADES_PATH = '/api/lista_unidades/:id';

/** `institucionListado` of `endpoints/lookups.ts`: the comment form's institutions (`?page=-1`). */
export const INSTITUCION_LISTADO_PATH = '/api/public_institucion_listado';

/**
 * `publicTramites` of `endpoints/lookups.ts`: an institution's registered procedures with their
 * modalities (the light comment form's cascade).
 */
export const PUBLIC_TRAMITES_PATH = '/api/public_tramites';

/** `postPublicTramitesDenuncias` of `endpoints/denuncias.ts`: the comment upload (multipart). */
export const DENUNCIAS_PATH = '/api/public_tramites/denuncias';

/** `publicTramitesDenunciasModalidadesById` of `endpoints/denuncias.ts`: a bound form's modality. */
export const DENUNCIA_MODALIDAD_PATH = '/api/public_tramites/denuncias/modalidades/:id';

/** `publicTramitesDenunciasSeguimiento` of `endpoints/denuncias.ts`: a complaint's tracking (`?folio&codigo`). */
export const SEGUIMIENTO_PATH = '/api/public_tramites/denuncias/seguimiento';

/** `parametros` of `endpoints/parametros.ts`: a system parameter by its code (`?codigo=`). */
export const PARAMETROS_PATH = '/api/parametros';
