/**
 * The totals of a life event (issue 33, decision 18), as UNCTAD's eRegulations adds up a procedure: one
 * pure function over the steps and their modalities' own fees, times and requirements, so the API, the
 * page and a printed checklist show the same figures. Zod-free: the web may import it on first paint.
 *
 * Rules (docs/decisions/029-life-events.md):
 * - Each step is done with one of its modalities: the cheapest known way (a fixed fee before a variable
 *   one, the lower amount, then the shorter time). Its cost, time, institution and documents count.
 * - Total cost: the sum of the fixed fees of the required steps. A required step whose fee is variable is
 *   named apart ("más tarifas variables"); "depende del caso" steps count in no total and are named apart.
 * - A municipal step (the same procedure of several municipalities) takes the citizen's municipality when
 *   given (`municipio`, the institution id of her alcaldía); without it, its fee is named apart as varying
 *   by municipality and its time is the longest of the municipalities'.
 * - Total time: the longest chain of required steps that wait for each other (`espera`), each step's
 *   response time converted to working days; a step waiting for an optional step does not wait for it.
 * - Institutions: the distinct institutions of the required steps (a municipal step without municipality
 *   counts as one alcaldía). Documents to bring: the distinct documents the required steps ask for (types
 *   002, 004, 005 and 006: documents, identity, notarial and certificates — not forms, payments, online
 *   steps or other procedures), one document asked by several steps counted once by its normalised name.
 */
import { MESSAGES } from './messages';
import { FEE_VARIABLE, formatDollars } from './modalidad-rules';
import { agree } from './plural';

/** Requirement type codes that are a document the citizen brings. */
export const DOCUMENT_REQUIREMENT_CODES = ['002', '004', '005', '006'] as const;

/** A modality as the totals read it. */
export interface TotalesModalidad {
  id: number;
  institucion_id: number;
  tipo_tarifa: string;
  monto: number | null;
  /** Average response time: value, unit name ('Horas', 'Días'…) and kind of days ('hábiles'/'calendario'). */
  tiempo_valor: number | null;
  tiempo_unidad: string | null;
  tiempo_tipo_dias: string | null;
  requisitos: { nombre: string; tipo_codigo: string }[];
}

export interface TotalesPaso {
  orden: number;
  titulo: string;
  obligatorio: boolean;
  municipal: boolean;
  espera: number[];
  /** The step's modalities the public may use (published); empty when none is. */
  modalidades: TotalesModalidad[];
}

export interface SituacionTotales {
  /** Sum in dollars of the fixed fees of the required steps. */
  costo_total: number;
  /** '$57.13', 'Gratuito', '$17.14 más tarifas variables', 'Tarifas variables'. */
  costo_texto: string;
  /** Required steps whose fee is variable (not in the sum). */
  tarifas_variables: string[];
  /** Required municipal steps whose fee depends on the municipality not given (not in the sum). */
  tarifas_municipales: string[];
  /** "Depende del caso" steps: in no total. */
  pasos_opcionales: string[];
  /** Required steps with no modality the public may use: in no total. */
  pasos_sin_modalidad: string[];
  /** Working days along the longest chain of required steps. */
  dias_habiles: number;
  /** '12 días hábiles'. */
  tiempo_texto: string;
  instituciones: number;
  documentos: number;
  /** The distinct documents, as first written. */
  documentos_lista: string[];
  /** The modality counted for each required step (by step `orden`); null when none is available. */
  modalidades_contadas: { orden: number; modalidad_id: number | null }[];
}

const HOURS_PER_WORKING_DAY = 8;
const WORKING_DAYS_PER_CALENDAR_DAY = 5 / 7;
const CALENDAR_DAYS_PER_MONTH = 365.25 / 12;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * A response time in working days: hours of an 8-hour working day; days as declared ('calendario' days
 * are 5/7 working days); weeks 5 working days; months and years calendar time. Unknown: null.
 */
export function workingDays(
  valor: number | null,
  unidad: string | null,
  tipoDias: string | null,
): number | null {
  if (valor == null || !unidad) return null;
  const calendar = fold(tipoDias ?? '') === 'calendario';
  switch (fold(unidad)) {
    case 'minutos':
      return valor / (60 * HOURS_PER_WORKING_DAY);
    case 'horas':
      return valor / HOURS_PER_WORKING_DAY;
    case 'dias':
      return calendar ? valor * WORKING_DAYS_PER_CALENDAR_DAY : valor;
    case 'semanas':
      return valor * 5;
    case 'meses':
      return valor * CALENDAR_DAYS_PER_MONTH * WORKING_DAYS_PER_CALENDAR_DAY;
    case 'anos':
      return valor * 12 * CALENDAR_DAYS_PER_MONTH * WORKING_DAYS_PER_CALENDAR_DAY;
    default:
      return null;
  }
}

const isVariable = (m: TotalesModalidad) => m.tipo_tarifa === FEE_VARIABLE;
const fixedAmount = (m: TotalesModalidad) => (m.monto != null && m.monto > 0 ? m.monto : 0);
const daysOf = (m: TotalesModalidad) => workingDays(m.tiempo_valor, m.tiempo_unidad, m.tiempo_tipo_dias) ?? 0;

/** The cheapest known way: a fixed fee first, then the lower amount, then the shorter time, then the order. */
export function cheapestModalidad<M extends TotalesModalidad>(modalidades: readonly M[]): M | undefined {
  return [...modalidades].sort(
    (a, b) =>
      Number(isVariable(a)) - Number(isVariable(b)) ||
      fixedAmount(a) - fixedAmount(b) ||
      daysOf(a) - daysOf(b),
  )[0];
}

/**
 * The modalities of a municipal step that belong to the given municipality (its alcaldía's institution
 * id). The seam for municipality ids: when the portal identifies municipalities otherwise, map them to
 * the alcaldía here and nowhere else.
 */
export function municipalAlternatives<M extends TotalesModalidad>(
  modalidades: readonly M[],
  municipio: number | null | undefined,
): M[] {
  return municipio == null ? [] : modalidades.filter((m) => m.institucion_id === municipio);
}

const daysText = (n: number) => `${n} ${agree(n, ['día hábil', 'días hábiles'])}`;

export function situacionTotales(
  pasos: readonly TotalesPaso[],
  options: { municipio?: number | null } = {},
): SituacionTotales {
  const required = pasos.filter((p) => p.obligatorio);
  const tarifasVariables: string[] = [];
  const tarifasMunicipales: string[] = [];
  const sinModalidad: string[] = [];
  const institutions = new Set<string>();
  const documents = new Map<string, string>();
  const duration = new Map<number, number>();
  const counted: { orden: number; modalidad_id: number | null }[] = [];
  let cents = 0;

  for (const paso of required) {
    if (paso.modalidades.length === 0) {
      sinModalidad.push(paso.titulo);
      counted.push({ orden: paso.orden, modalidad_id: null });
      continue;
    }
    const local = paso.municipal ? municipalAlternatives(paso.modalidades, options.municipio) : [];
    const unknownMunicipality = paso.municipal && local.length === 0;
    const chosen = cheapestModalidad(local.length ? local : paso.modalidades)!;
    counted.push({ orden: paso.orden, modalidad_id: unknownMunicipality ? null : chosen.id });
    if (unknownMunicipality) {
      tarifasMunicipales.push(paso.titulo);
      duration.set(paso.orden, Math.max(...paso.modalidades.map(daysOf)));
      institutions.add('municipal');
    } else {
      if (isVariable(chosen)) tarifasVariables.push(paso.titulo);
      else cents += Math.round(fixedAmount(chosen) * 100);
      duration.set(paso.orden, daysOf(chosen));
      institutions.add(String(chosen.institucion_id));
    }
    for (const r of chosen.requisitos) {
      if (!(DOCUMENT_REQUIREMENT_CODES as readonly string[]).includes(r.tipo_codigo)) continue;
      const key = fold(r.nombre);
      if (key && !documents.has(key)) documents.set(key, r.nombre.trim());
    }
  }

  // Longest chain: a step finishes after its own time plus the latest required step it waits for.
  const finish = new Map<number, number>();
  for (const paso of [...required].sort((a, b) => a.orden - b.orden)) {
    if (!duration.has(paso.orden)) continue;
    const before = Math.max(0, ...paso.espera.filter((o) => o < paso.orden).map((o) => finish.get(o) ?? 0));
    finish.set(paso.orden, before + duration.get(paso.orden)!);
  }
  // Rounded up to whole days, with a hair of tolerance for sums of fractions (3 × 1/3).
  const longest = Math.max(0, ...finish.values());
  const dias = longest === 0 ? 0 : Math.max(1, Math.ceil(longest - 1e-9));

  const costo = cents / 100;
  const apart = tarifasVariables.length + tarifasMunicipales.length > 0;
  const costoTexto =
    costo > 0
      ? `${formatDollars(costo)}${apart ? ' más tarifas variables' : ''}`
      : apart
        ? 'Tarifas variables'
        : MESSAGES.gratuito;

  return {
    costo_total: costo,
    costo_texto: costoTexto,
    tarifas_variables: tarifasVariables,
    tarifas_municipales: tarifasMunicipales,
    pasos_opcionales: pasos.filter((p) => !p.obligatorio).map((p) => p.titulo),
    pasos_sin_modalidad: sinModalidad,
    dias_habiles: dias,
    tiempo_texto: daysText(dias),
    instituciones: institutions.size,
    documentos: documents.size,
    documentos_lista: [...documents.values()],
    modalidades_contadas: counted,
  };
}
