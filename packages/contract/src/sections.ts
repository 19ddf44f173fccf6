/**
 * Section codes of a modality, used by legal bases and rulings (`seccion`) and by help texts
 * (`/api/ayudas/getAyudaByCodigo/{code}`).
 */
export const SECTIONS = {
  NOMBRE_MODALIDAD: 'Nombre de la modalidad',
  DESCRIPCION: 'Descripción',
  PERIODICIDAD: 'Periodicidad',
  VIGENCIA: 'Vigencia',
  MEDIOS_PRESENTACION: 'Medios de presentación',
  NIVELES_DIGITALIZACION: 'Niveles de digitalización',
  TERCERO_AUTORIZADO: 'Tercero autorizado',
  COSTO: 'Costo del trámite',
  PLAZO_LEGAL: 'Plazo legal de respuesta',
  OFICINAS: 'Oficinas y medios de contacto',
} as const;
export type SectionCode = keyof typeof SECTIONS;

/** Help-text codes for the two requirement tables. */
export const HELP_CODE_REQUEST_REQUIREMENTS = 'REQUISITOS_PARTE_SOLICITUD';
export const HELP_CODE_OTHER_REQUIREMENTS = 'REQUISITOS_PARTE_NO_SOLICITUD';

/** `codigo_modelo` values of legal bases and rulings bound to one requirement or sub-requirement. */
export const MODEL_CODES = ['Requisito', 'Sub_Requisito'] as const;
export type ModelCode = (typeof MODEL_CODES)[number];

/** Evaluator permission codes (operations of a user). */
export const PERMISSIONS = {
  verBaseLegal: 'BASE_LEGAL_VER',
  crearBaseLegal: 'BASE_LEGAL_CREAR',
  editarBaseLegal: 'BASE_LEGAL_EDITAR',
  eliminarBaseLegal: 'BASE_LEGAL_ELIMINAR',
  verDictamen: 'DICTAMEN_VER',
  crearDictamen: 'DICTAMEN_CREAR',
  editarDictamen: 'DICTAMEN_EDITAR',
  evaluacionFase2: 'EVALUACION_FASE_2',
  /** Keep the search thesaurus (`/admin/sinonimos`, issue 19). */
  editarSinonimos: 'SINONIMOS_EDITAR',
  /** Complaint back office (`/admin/denuncias`, issue 23): list and read, without personal data… */
  verDenuncias: 'DENUNCIAS_VER',
  /** …also the citizen's name, e-mail and phone… */
  verDatosPersonalesDenuncias: 'DENUNCIAS_DATOS_PERSONALES',
  /** …and act on it (state changes, notes). */
  gestionarDenuncias: 'DENUNCIAS_GESTIONAR',
  /** "¿Le fue útil esta página?": counts and problem reports per page (`/admin/valoraciones`, issue 22). */
  verValoraciones: 'VALORACIONES_VER',
  /** Keep the life events and their steps (`/admin/situaciones-vida`, issue 33). */
  editarSituacionesVida: 'SITUACIONES_VIDA_EDITAR',
} as const;
export type PermissionCode = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
