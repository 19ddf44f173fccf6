/** Business constants and limits, in one place for the server, the forms and the tests. */

/** Solicitation/modality state ids that mean 'Inscrito' (registered). Every other id is 'En Evaluación'. */
export const REGISTERED_STATE_IDS = [11, 13] as const;
/** The 'Observado' state id, counted with an offset in the states chart. */
export const OBSERVED_STATE_ID = 23;

export const HOME_PAGE_SIZE = 9;
export const CARD_TITLE_MAX_LENGTH = 55;
export const CAROUSEL_IMAGE_COUNT = 6;
export const CAROUSEL_INTERVAL_MS = 3000;
export const EMPTY_RESULT_ALERT_MS = 4000;
export const COMMENT_TOAST_MS = 1500;
export const REQUEST_TIMEOUT_MS = 10_000;
export const REGULATION_LOOKUP_DEBOUNCE_MS = 800;

export const COMMENT_MESSAGE_MAX_LENGTH = 1200;
export const ATTACHMENT_MAX_BYTES = 10_000_000;
export const ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
/**
 * Largest image attachment, read from its header (our cap; decision 010): 16,384 pixels a side (what
 * browsers' canvases handle) and 50 megapixels (a 50 MP phone photo; decoded, 200 MB of RGBA).
 */
export const ATTACHMENT_IMAGE_MAX_SIDE = 16_384;
export const ATTACHMENT_IMAGE_MAX_PIXELS = 50_000_000;
export const RULING_COMMENT_MAX_LENGTH = 800;
export const REFERENCE_VALUE_MAX_LENGTH = 40;
/**
 * References of one legal basis (our cap; the spec sets none; decision 010). A demo basis has 2 at
 * most; 50 leaves ample room while keeping a modality's public JSON small (issue 17, item 16: one
 * basis with 10,000 references grew it from 10.8 KB to 1.34 MB).
 */
export const LEGAL_BASIS_MAX_REFERENCES = 50;

export const DEFAULT_PHONE_COUNTRY = 'SV';

/** Ruling status codes with special treatment. */
export const RULING_CODE_HIDDEN = '002';
/** Requirement type ids exempt from the ruling rule (Requirement type ids with special treatment). */
export const RULING_EXEMPT_REQUIREMENT_TYPES = [1, 2] as const;
export const RULING_CODE_NEEDS_CONDITION = '004';
export const RULING_CODE_NAME_ONLY = '006';
export const SECTION_NOMBRE_MODALIDAD = 'NOMBRE_MODALIDAD';

/** Parameter codes read by the comment form (Parameters). */
export const PARAM_MIME_TYPES = 'DOCS_RNT_MOD_MIME_TYPE';
export const PARAM_MAX_SIZE_KB = 'DOCS_RNT_MOD_SIZE';

/** Response-time bands. */
export const RESPONSE_TIME_BANDS = {
  B00: '5 minutos a 4 horas hábiles',
  B01: '5 a 8 horas hábiles',
  B02: '1 a 3 días hábiles',
  B03: '4 a 5 días hábiles',
  B04: '6 a 10 días hábiles',
  B05: '11 a 21 días hábiles',
  B06: '1 mes calendario',
  B07: '2 meses',
  B08: '3 meses',
} as const;
export type ResponseTimeBand = keyof typeof RESPONSE_TIME_BANDS;

/** Digitalisation levels, in their order. */
export const DIGITALISATION_LEVELS = [
  'Presentar en línea',
  'Pagar en línea',
  'Recibir y subsanar observaciones en línea',
  'Firma electrónica',
  'Imprimir resolución oficial',
] as const;

/** Evaluated categories, keyed by the resolution type code used in /api/graphics/tramites_evaluados. */
export const EVALUATED_CATEGORIES = {
  I: 'Inscritos',
  D: 'Desistimiento',
  M: 'Modificados',
  O: 'Observados',
  R: 'Rechazados',
} as const;
export type EvaluatedCategoryCode = keyof typeof EVALUATED_CATEGORIES;

/** Rows of the top-10 views of the reports: the initial slice before "show more". */
export const REPORT_TOP_SIZE = 10;

/** Local-storage keys (Stored in the browser). */
export const STORAGE_KEY_SEARCH_PARAMS = 'params';
export const STORAGE_KEY_SIDEBAR = 'reportes_sidebar_abierto';
/**
 * The same state of the reports' side menu as a cookie (`abierto` / `cerrado`, path /reportes), so that
 * the server renders the menu as the reader left it: no jump when the page's code reads local storage.
 */
export const COOKIE_REPORTES_MENU = 'reportes_menu';
export const STORAGE_KEY_SESSION = 'sesion';
