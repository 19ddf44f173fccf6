/**
 * Pure domain rules of the modality detail (Modality detail screen), shared by the
 * screens and the server-side PDFs so both show the same thing.
 */
import { REGISTERED_STATE_IDS } from './constants';
import { MESSAGES } from './messages';
import type { DocumentoRequisito, Requisito } from './modalidad';

// ---------------------------------------------------------------- state (Modality state)

export function isRegisteredState(estadoId: number): boolean {
  return (REGISTERED_STATE_IDS as readonly number[]).includes(estadoId);
}

export type ModalityStateKind = 'inscrito' | 'evaluacion';

/** 'Inscrito' for 11 and 13, 'En Evaluación' for any other id; each kind has its own badge image. */
export function modalityStateBadge(estadoId: number): { kind: ModalityStateKind; label: string } {
  return isRegisteredState(estadoId)
    ? { kind: 'inscrito', label: MESSAGES.inscrito }
    : { kind: 'evaluacion', label: MESSAGES.enEvaluacion };
}

export function modalityStateLabel(estadoId: number): string {
  return modalityStateBadge(estadoId).label;
}

/**
 * What a modality's state means for the citizen, in words (issue 31): one place for the procedure page's
 * line per modality, the modality page's notice and its printed checklist. The registry's point is that
 * only what is registered can be demanded ("solo es exigible lo inscrito").
 */
export const STATE_WORDS = {
  /** One line beside a modality in evaluation, in a list (the procedure page). */
  evaluacionNota: 'Aún no está inscrita: no se le puede exigir mientras se evalúa.',
  evaluacionTitulo: 'En evaluación: aún no está inscrita',
  evaluacionTexto:
    'Se está evaluando y aún no está inscrita en el Registro Nacional de Trámites. Solo es exigible lo ' +
    'inscrito: mientras tanto no se le pueden exigir estos requisitos, costos ni plazos.',
  evaluacionDenuncia: 'Si se los exigen, puede denunciarlo:',
  evaluacionEnlace: 'Comentar o denunciar esta modalidad',
  inscritoTexto: 'Solo puede exigírsele lo que aquí está inscrito.',
} as const;

export interface ModalityStateWords {
  kind: ModalityStateKind;
  /** The badge's word: 'Inscrito' or 'En Evaluación'. */
  label: string;
  /** 'Inscrito desde el 05-03-2025' ('Inscrito' when the record has no date), or 'En evaluación: aún no…'. */
  titulo: string;
  /** What the state means for the citizen. */
  texto: string;
  /** In evaluation: where to turn if it is demanded anyway (the comment form of the modality). */
  denuncia: { texto: string; enlace: string } | null;
}

/** The state in words, with the registration date (`YYYY-MM-DD`) of a registered modality when it has one. */
export function modalityStateWords(estadoId: number, fechaInscripcion?: string | null): ModalityStateWords {
  const { kind, label } = modalityStateBadge(estadoId);
  if (kind === 'inscrito') {
    const desde = fechaInscripcion ? displayDate(fechaInscripcion) : null;
    return {
      kind,
      label,
      titulo: desde ? `${label} desde el ${desde}` : label,
      texto: STATE_WORDS.inscritoTexto,
      denuncia: null,
    };
  }
  return {
    kind,
    label,
    titulo: STATE_WORDS.evaluacionTitulo,
    texto: STATE_WORDS.evaluacionTexto,
    denuncia: { texto: STATE_WORDS.evaluacionDenuncia, enlace: STATE_WORDS.evaluacionEnlace },
  };
}

/** The certificate and the resolution are shown only in state 11 or 13. */
export const showsCertificateAndResolution = isRegisteredState;

// ---------------------------------------------------------------- the two requirement tables

/**
 * The requirements of the request table (`parteSolicitud` true) or of the other table, in order.
 * Which requirements and sub-requirements the public sees at all (states 11 and 13) is
 * decided once, on the server (apps/api/src/repositories/requirement-visibility.ts): the modality
 * already carries only those.
 */
export function requirementsOfTable<T extends Pick<Requisito, 'es_parte_solicitud'>>(
  requisitos: readonly T[],
  parteSolicitud: boolean,
): T[] {
  return requisitos.filter((r) => r.es_parte_solicitud === parteSolicitud);
}

// ---------------------------------------------------------------- requirement fields

export type RequirementField =
  | 'nombre'
  | 'descripcion'
  | 'documentos'
  | 'tipo_documento'
  | 'condiciones_presentacion'
  | 'especificacion_de_presentacion'
  | 'tipo_soporte'
  | 'es_tramite_otra_institucion'
  | 'institucion_tramite'
  | 'enlace_web';

const BASE_FIELDS: RequirementField[] = ['nombre', 'descripcion', 'documentos'];
const ALL_FIELDS: RequirementField[] = [
  ...BASE_FIELDS,
  'tipo_documento',
  'condiciones_presentacion',
  'especificacion_de_presentacion',
  'tipo_soporte',
  'es_tramite_otra_institucion',
  'institucion_tramite',
  'enlace_web',
];

/**
 * Which fields the requirement modal shows, by requirement type code:
 * 001–002 all fields including the link; 003 all but the link; 004–006 name, description,
 * attachments, document type, support and the other-institution flag; 007 name, description,
 * attachments, document type and link; 008 name, description, attachments and the other-institution
 * fields (flag, institution and procedure). An unknown code shows only name, description and attachments.
 */
export function requirementFields(codigo: string): ReadonlySet<RequirementField> {
  switch (codigo) {
    case '001':
    case '002':
      return new Set(ALL_FIELDS);
    case '003':
      return new Set(ALL_FIELDS.filter((f) => f !== 'enlace_web'));
    case '004':
    case '005':
    case '006':
      return new Set([...BASE_FIELDS, 'tipo_documento', 'tipo_soporte', 'es_tramite_otra_institucion']);
    case '007':
      return new Set([...BASE_FIELDS, 'tipo_documento', 'enlace_web']);
    case '008':
      return new Set([...BASE_FIELDS, 'es_tramite_otra_institucion', 'institucion_tramite']);
    default:
      return new Set(BASE_FIELDS);
  }
}

/** Files that are both certificate and resolution are excluded from the requirement modal. */
export function requirementAttachments<
  T extends Pick<DocumentoRequisito, 'es_certificado' | 'es_resolucion'>,
>(documentos: readonly T[]): T[] {
  return documentos.filter((d) => !(d.es_certificado && d.es_resolucion));
}

/**
 * The online-procedure button appears only if the first request requirement has a web link.
 * `requestRequirements` is the request table as shown (already filtered and ordered).
 */
export function onlineProcedureLink(
  requestRequirements: readonly Pick<Requisito, 'enlace_web'>[],
): string | null {
  const link = requestRequirements[0]?.enlace_web?.trim();
  return link ? link : null;
}

// ---------------------------------------------------------------- fee

export const FEE_FIXED = 'Tarifa Fija';
export const FEE_VARIABLE = 'Tarifa Variable';

/** '$1,234.50': the dollar sign, two decimals, thousands with commas as in El Salvador. */
export function formatDollars(amount: number): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${grouped}.${cents}`;
}

export interface FeeDisplay {
  /** 'Tarifa Fija' or 'Tarifa Variable', as the fee-type field shows it. */
  tipo: string;
  /** What the cost field shows: '$25.00', 'Gratuito', or null when the detail modal carries it. */
  costo: string | null;
  /** Whether the cost is shown through the tariff-detail button and modal (text and documents). */
  conDetalle: boolean;
}

/**
 * A variable fee shows a detail button (modal with text and documents); a fixed fee shows its
 * amount with a dollar sign; a fixed fee with neither amount nor variable detail shows 'Gratuito'.
 * An amount of 0 counts as no amount (it is free). A fixed fee without an amount but with a detail text
 * shows the detail, as a variable one does, rather than hide it.
 */
export function feeDisplay(modalidad: {
  tipo_tarifa: string;
  monto: number | null;
  detalle_tarifa_variable: string | null;
}): FeeDisplay {
  const detalle = Boolean(modalidad.detalle_tarifa_variable?.trim());
  const hasAmount = modalidad.monto != null && modalidad.monto > 0;
  if (modalidad.tipo_tarifa === FEE_VARIABLE) return { tipo: FEE_VARIABLE, costo: null, conDetalle: true };
  const tipo = modalidad.tipo_tarifa || FEE_FIXED;
  if (hasAmount) return { tipo, costo: formatDollars(modalidad.monto!), conDetalle: false };
  if (detalle) return { tipo, costo: null, conDetalle: true };
  return { tipo, costo: MESSAGES.gratuito, conDetalle: false };
}

// ---------------------------------------------------------------- other displays

/** 'Fija: 2 Años' for a fixed validity (type, quantity, time unit); the type alone otherwise. */
export function validityText(modalidad: {
  vigencia_tramite: string | null;
  cantidad: number | null;
  unidad_tiempo: { nombre: string } | null;
}): string | null {
  if (!modalidad.vigencia_tramite) return null;
  if (modalidad.vigencia_tramite === 'Fija' && modalidad.cantidad != null)
    return `Fija: ${modalidad.cantidad} ${unitAgreeing(modalidad.cantidad, modalidad.unidad_tiempo?.nombre ?? '')}`.trim();
  return modalidad.vigencia_tramite;
}

/** Singular of the registry's time units and kinds of days, for a quantity of exactly one. */
const SINGULAR_UNITS: Record<string, string> = {
  minutos: 'minuto',
  horas: 'hora',
  días: 'día',
  semanas: 'semana',
  meses: 'mes',
  años: 'año',
  hábiles: 'hábil',
};

/** 'Horas' → 'Hora' for a quantity of one (keeping the capital), unchanged otherwise or when unknown. */
export function unitAgreeing(value: number, word: string): string {
  if (value !== 1) return word;
  return word
    .split(' ')
    .map((w) => {
      const singular = SINGULAR_UNITS[w.toLowerCase()];
      if (!singular) return w;
      return w[0] === w[0]!.toUpperCase() ? singular[0]!.toUpperCase() + singular.slice(1) : singular;
    })
    .join(' ');
}

/** '8 Días hábiles', '1 Día hábil': a value, its time unit and, when given, the kind of days. */
export function durationText(
  valor: number | null,
  unidad: { nombre: string } | null,
  tipoDias?: string | null,
): string | null {
  if (valor == null) return null;
  return [String(valor), unidad?.nombre, tipoDias]
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w! : unitAgreeing(valor, w!)))
    .join(' ');
}

/**
 * A response time as a citizen reads it (issue 31: "1 Hora hábil" beside "Plazo legal 2 Horas" was
 * jargon): the unit in lower case and agreeing ('1 día hábil', '3 meses'), and working hours said as such
 * ('1 hora en horario de atención', '30 minutos en horario de atención'). The record's own wording stays
 * in the detail panel (`durationText`).
 */
export function citizenDurationText(
  valor: number | null,
  unidad: { nombre: string } | null,
  tipoDias?: string | null,
): string | null {
  if (valor == null) return null;
  const unit = unitAgreeing(valor, (unidad?.nombre ?? '').toLowerCase());
  const working = tipoDias?.toLowerCase() === 'hábiles';
  const clock = unit.startsWith('hora') || unit.startsWith('minuto');
  const days = working && !clock ? unitAgreeing(valor, 'hábiles') : (tipoDias ?? '').toLowerCase();
  return [String(valor), unit, clock ? (working ? 'en horario de atención' : '') : days]
    .filter(Boolean)
    .join(' ');
}

export function yesNo(value: boolean): string {
  return value ? 'Sí' : 'No';
}

/** An external map at the office's coordinates, or null when either is missing. */
export function officeMapUrl(oficina: { latitud: number | null; longitud: number | null }): string | null {
  const { latitud, longitud } = oficina;
  if (latitud == null || longitud == null || !Number.isFinite(latitud) || !Number.isFinite(longitud))
    return null;
  return `https://www.openstreetmap.org/?mlat=${latitud}&mlon=${longitud}#map=17/${latitud}/${longitud}`;
}

/** '+503 2222-3333 ext. 120' */
export function phoneText(telefono: { prefijo: string; numero: string; extension: string | null }): string {
  return `${telefono.prefijo} ${telefono.numero}${telefono.extension ? ` ext. ${telefono.extension}` : ''}`;
}

/** 'Lunes: 08:00 a 16:00' or 'Lunes: 24 horas'. */
export function scheduleText(horario: {
  dia: string;
  hora_inicio: string | null;
  hora_fin: string | null;
  horas_24: boolean;
}): string {
  if (horario.horas_24) return `${horario.dia}: 24 horas`;
  return `${horario.dia}: ${horario.hora_inicio ?? '—'} a ${horario.hora_fin ?? '—'}`;
}

/** '2026-02-06' → '06-02-2026' (dates are displayed DD-MM-YYYY). */
export function displayDate(isoDate: string | null): string | null {
  const match = isoDate?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : isoDate;
}
