/**
 * Shape of the curated core of the demo registry: real, commonly used procedures of the Salvadoran
 * State written by hand (one file per area), and the small helpers that keep those files readable.
 * The seed (../generate.ts) turns them into rows; the generator reuses their vocabulary.
 */

/** Classification of the procedure (lookup `clasificaciones_tramite`). */
export type Clasificacion = 'Ciudadanía' | 'Empresas' | 'Ciudadanía y empresas';

/** Requirement type ids 1–8 = codes 001–008 (`TIPOS_REQUISITO` in../catalog.ts). */
export type TipoRequisito = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface CuratedRequirement {
  tipo: TipoRequisito;
  nombre: string;
  descripcion?: string;
  /** Presented with the request form (es_parte_solicitud). */
  enSolicitud: boolean;
  /** Type 008: acronym of the other institution that issues it. */
  institucion?: string;
  /** Type 008: key of that institution's curated procedure, when the core has it. */
  tramite?: string;
  /** Types 001, 002 and 007 may carry a link. */
  enlace?: string;
  soporte?: 'Físico' | 'Electrónico' | 'Físico y electrónico';
  condiciones?: string;
}

export type TimeUnit = 'Horas' | 'Días' | 'Semanas' | 'Meses';

/** Presentation channels: P presencial, L en línea, C correo electrónico, V ventanilla única. */
export type Medio = 'P' | 'L' | 'C' | 'V';

export interface CuratedModality {
  nombre: string;
  descripcion: string;
  /** Dollars, 'Gratuito', or the text that explains a variable fee. */
  costo: number | 'Gratuito' | { variable: string };
  /** Average response time; days are working days, months calendar months. */
  tiempo: [number, TimeUnit];
  /** Legal deadline, when it differs from twice the average. */
  plazo?: [number, TimeUnit];
  /** Fixed validity of what the procedure grants ([quantity, 'Años' | 'Meses']); absent: indefinite. */
  vigencia?: [number, 'Años' | 'Meses'];
  medios: Medio[];
  /** How many digitalisation levels (in order) are reached: 0–5. */
  nivel: 0 | 1 | 2 | 3 | 4 | 5;
  requisitos: CuratedRequirement[];
  /** Legal bases: [law key of ./leyes.ts, article]. The first one supports the modality's name. */
  bases: [string, string][];
  /** Where to do it (donde_realizar); absent: the institution's offices. */
  donde?: string;
  tercero?: boolean;
  periodicidad?: 'Permanente' | 'Anual' | 'Semestral' | 'Mensual' | 'Según demanda';
}

export interface CuratedProcedure {
  /** Stable key, used by type-008 requirements of other procedures. */
  key: string;
  /** Acronym of the institution (../catalog.ts INSTITUCIONES). */
  inst: string;
  /** Exact name of one of that institution's units. */
  unidad: string;
  nombre: string;
  categoria: string;
  clasificacion: Clasificacion;
  /** Economic activity, when it differs from the institution's. */
  actividad?: string;
  /** "También se conoce como": the names people actually use. */
  tambien: string[];
  modalidades: CuratedModality[];
}

// ---------------------------------------------------------------- requirement helpers

type Extra = Partial<Omit<CuratedRequirement, 'tipo' | 'nombre'>>;

export const form = (nombre: string, extra: Extra = {}): CuratedRequirement => ({
  tipo: 1,
  nombre,
  enSolicitud: true,
  soporte: 'Físico y electrónico',
  ...extra,
});
export const doc = (nombre: string, extra: Extra = {}): CuratedRequirement => ({
  tipo: 2,
  nombre,
  enSolicitud: true,
  ...extra,
});
export const pago = (nombre: string, extra: Extra = {}): CuratedRequirement => ({
  tipo: 3,
  nombre,
  enSolicitud: true,
  soporte: 'Físico y electrónico',
  ...extra,
});
export const ident = (nombre: string, extra: Extra = {}): CuratedRequirement => ({
  tipo: 4,
  nombre,
  enSolicitud: true,
  condiciones: 'Original para cotejo',
  soporte: 'Físico',
  ...extra,
});
export const notarial = (nombre: string, extra: Extra = {}): CuratedRequirement => ({
  tipo: 5,
  nombre,
  enSolicitud: true,
  condiciones: 'Original o copia certificada por notario',
  soporte: 'Físico',
  ...extra,
});
export const constancia = (nombre: string, extra: Extra = {}): CuratedRequirement => ({
  tipo: 6,
  nombre,
  enSolicitud: false,
  soporte: 'Físico y electrónico',
  ...extra,
});
export const enLinea = (nombre: string, extra: Extra = {}): CuratedRequirement => ({
  tipo: 7,
  nombre,
  enSolicitud: true,
  soporte: 'Electrónico',
  ...extra,
});
/** A procedure of another institution that must be done first (type 008). */
export const otra = (
  institucion: string,
  nombre: string,
  tramite?: string,
  extra: Extra = {},
): CuratedRequirement => ({
  tipo: 8,
  nombre,
  institucion,
  tramite,
  enSolicitud: false,
  ...extra,
});

// Requirements repeated across many procedures.
export const DUI = ident('Documento Único de Identidad (DUI) vigente');
export const PASAPORTE = ident('Pasaporte vigente');
export const CARNE_RESIDENTE = ident('Carné de residente vigente');
export const NIT_EMPRESA = ident('Número de Identificación Tributaria (NIT) de la sociedad');
export const DUI_REPRESENTANTE = ident('DUI del representante legal');
export const CREDENCIAL = notarial(
  'Credencial de elección del representante legal, inscrita en el Registro de Comercio',
);
export const PODER = notarial('Poder especial otorgado ante notario, si actúa un apoderado', {
  enSolicitud: false,
});
export const ESCRITURA_SOCIEDAD = notarial(
  'Escritura pública de constitución de la sociedad, inscrita en el Registro de Comercio',
);
export const MATRICULA = otra(
  'CNR',
  'Matrícula de empresa vigente del Registro de Comercio',
  'cnr-matricula',
);
export const SOLVENCIA_MH = otra('MH', 'Solvencia tributaria vigente', 'mh-solvencia');
export const PATRONO_ISSS = otra('ISSS', 'Inscripción como patrono en el ISSS', 'isss-inscripcion-patrono');

// ---------------------------------------------------------------- modality helper

type ModalityOptions = Partial<
  Omit<CuratedModality, 'nombre' | 'descripcion' | 'costo' | 'tiempo' | 'requisitos' | 'bases'>
>;

/** A modality in one call: name, description, fee, average time, requirements, legal bases, options. */
export function m(
  nombre: string,
  descripcion: string,
  costo: CuratedModality['costo'],
  tiempo: [number, TimeUnit],
  requisitos: CuratedRequirement[],
  bases: [string, string][],
  options: ModalityOptions = {},
): CuratedModality {
  return { nombre, descripcion, costo, tiempo, requisitos, bases, medios: ['P'], nivel: 1, ...options };
}
