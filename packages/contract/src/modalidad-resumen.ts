/**
 * The modality page's summary and the printed checklist (issue 22): what a citizen reads first — cost,
 * response time, where to do it, how many requirements, whether someone else may do it, when the record
 * last changed — and offices' schedules written compactly, grouped by department. Pure functions, so the
 * page, its print version and a server-side PDF say the same thing.
 */
import {
  citizenDurationText,
  FEE_VARIABLE,
  feeDisplay,
  onlineProcedureLink,
  requirementFields,
  requirementsOfTable,
  yesNo,
} from './modalidad-rules';
import type { ContactoOficina, Horario, Modalidad, Requisito } from './modalidad';
import { DEPARTAMENTOS, distanceKm, municipioPorId, type Municipio } from './municipios';

/** El Salvador's time zone: "today" of an office's hours is the day in El Salvador. */
export const EL_SALVADOR_TIME_ZONE = 'America/El_Salvador';

// ---------------------------------------------------------------- schedules

const DAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** 0 (Monday) to 6 (Sunday) for a Spanish day name, with or without accents; -1 when it is not one. */
export function dayIndex(dia: string): number {
  const folded = fold(dia);
  return DAYS.findIndex((d) => fold(d) === folded);
}

/** '08:00–16:00' or '24 horas' (an en dash between the hours). */
export function hoursText(h: Pick<Horario, 'hora_inicio' | 'hora_fin' | 'horas_24'>): string {
  if (h.horas_24) return '24 horas';
  return `${h.hora_inicio ?? '—'}–${h.hora_fin ?? '—'}`;
}

/** 'Lunes', 'Lunes y martes', 'Lunes a viernes': a run of consecutive days. */
function dayRunText(first: number, last: number): string {
  if (first === last) return DAYS[first]!;
  const joiner = last === first + 1 ? ' y ' : ' a ';
  return `${DAYS[first]}${joiner}${DAYS[last]!.toLowerCase()}`;
}

/**
 * An office's week in as few lines as it takes: consecutive days with the same hours are merged
 * ('Lunes a viernes 08:00–16:00', 'Sábado 08:00–12:00'); every day of the week with the same hours is
 * 'Todos los días'. Days are put in week order; a day whose name is not a weekday keeps its own line.
 */
export function compactSchedule(horarios: readonly Horario[]): string[] {
  const known = horarios
    .map((h) => ({ h, day: dayIndex(h.dia) }))
    .filter((x) => x.day >= 0)
    .sort((a, b) => a.day - b.day);
  const lines: string[] = [];
  const runs: { first: number; last: number; hours: string }[] = [];
  for (const { h, day } of known) {
    const hours = hoursText(h);
    const run = runs.at(-1);
    if (run && run.last === day) continue; // the same day twice: the first one counts
    if (run && run.last === day - 1 && run.hours === hours) run.last = day;
    else runs.push({ first: day, last: day, hours });
  }
  if (runs.length === 1 && runs[0]!.first === 0 && runs[0]!.last === 6)
    lines.push(`Todos los días ${runs[0]!.hours}`);
  else for (const r of runs) lines.push(`${dayRunText(r.first, r.last)} ${r.hours}`);
  for (const h of horarios) if (dayIndex(h.dia) < 0) lines.push(`${h.dia} ${hoursText(h)}`);
  return lines;
}

/** The weekday (0 Monday … 6 Sunday) of `now` in El Salvador. */
// Built once: creating an Intl.DateTimeFormat costs far more than formatting with it (a rendered page
// formats several dates).
const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: EL_SALVADOR_TIME_ZONE });

export function weekdayInElSalvador(now: Date): number {
  const name = weekdayFormat.format(now);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name);
}

/**
 * Today's hours of an office, today being the day in El Salvador: 'Hoy, martes: 08:00–16:00',
 * 'Hoy, domingo: cerrado', or null when the office has no schedule registered at all.
 */
export function todaysHoursText(horarios: readonly Horario[], now: Date): string | null {
  if (horarios.length === 0) return null;
  const today = weekdayInElSalvador(now);
  const label = `Hoy, ${DAYS[today]!.toLowerCase()}`;
  const h = horarios.find((x) => dayIndex(x.dia) === today);
  return h ? `${label}: ${hoursText(h)}` : `${label}: cerrado`;
}

// ---------------------------------------------------------------- departments

// The departments are the municipalities' list's (municipios.ts); re-exported for the summary's callers.
export { DEPARTAMENTOS };

export const SIN_DEPARTAMENTO = 'Otras ubicaciones';

/**
 * The department of an address: the one it names as 'departamento de X' (how the registry writes
 * addresses), otherwise the department named last in it; `SIN_DEPARTAMENTO` when it names none.
 */
export function departamentoDe(direccion: string): string {
  const folded = fold(direccion);
  const byName = (text: string) => DEPARTAMENTOS.find((d) => fold(d) === fold(text));
  const explicit = folded.match(/departamento de ([^,.;]+)/);
  if (explicit) {
    const found = byName(explicit[1]!);
    if (found) return found;
  }
  let best: { name: string; at: number } | null = null;
  for (const d of DEPARTAMENTOS) {
    const at = folded.lastIndexOf(fold(d));
    // 'San Salvador' and 'La Libertad' contain no other name, but 'San Miguel' may sit inside a street
    // name: the name written last is the most general part of a Salvadoran address.
    if (at >= 0 && (!best || at > best.at || (at === best.at && d.length > best.name.length)))
      best = { name: d, at };
  }
  return best?.name ?? SIN_DEPARTAMENTO;
}

/** The offices grouped by department, departments in alphabetical order, offices in their own order. */
export function officesByDepartment<T extends Pick<ContactoOficina, 'oficina'>>(
  contactos: readonly T[],
): { departamento: string; contactos: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const c of contactos) {
    const d = departamentoDe(c.oficina.direccion);
    groups.set(d, [...(groups.get(d) ?? []), c]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) =>
      a === SIN_DEPARTAMENTO
        ? 1
        : b === SIN_DEPARTAMENTO
          ? -1
          : a.localeCompare(b, 'es', { sensitivity: 'base' }),
    )
    .map(([departamento, list]) => ({ departamento, contactos: list }));
}

// ---------------------------------------------------------------- the summary

/** '1 requisito', '4 requisitos' (and any other count noun with a regular plural). */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

export type SummaryWhere =
  | {
      kind: 'en_linea';
      url: string;
      /** Offices where it can also be done in person (0: online only). */
      oficinas: number;
    }
  | {
      kind: 'oficina';
      oficina: string;
      direccion: string;
      horarioHoy: string | null;
      /** The other offices: the summary never presents one office as the only one. */
      otras: number;
      /** 'En 12 oficinas', 'En 1 oficina'. */
      oficinasTexto: string;
      /** Why this office comes first (`orderOffices`). */
      cercania: OfficeNearness;
      /** From the chosen municipality's centre, when the office has coordinates. */
      distanciaKm: number | null;
    }
  | { kind: 'texto'; texto: string };

// ---------------------------------------------------------------- office order (issue 31)

/**
 * Why an office comes where it does: in her municipality, in her department, elsewhere (with a
 * municipality chosen), or 'registro' (none chosen: the record's own order, the institution's main
 * office first).
 */
export type OfficeNearness = 'municipio' | 'departamento' | 'otro' | 'registro';

export interface OrderedOffice<T> {
  contacto: T;
  cercania: OfficeNearness;
  distanciaKm: number | null;
}

type OfficeSource = Pick<ContactoOficina, 'oficina'> & {
  oficina: Pick<ContactoOficina['oficina'], 'direccion' | 'latitud' | 'longitud'>;
};

const TIER: Record<OfficeNearness, number> = { municipio: 0, departamento: 1, otro: 2, registro: 0 };

/**
 * Whether an address is in a municipality: it names the municipality ('Ahuachapán Norte') or its head
 * district ('Atiquizaya'). A head district named like its department ('San Salvador') counts neither in
 * 'departamento de San Salvador' nor in another municipality's name ('San Salvador Norte').
 */
function inMunicipio(direccion: string, m: Municipio): boolean {
  const folded = fold(direccion).replace(/departamento de [^,.;]+/g, '');
  if (folded.includes(fold(m.nombre))) return true;
  const cabecera = fold(m.cabecera).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b${cabecera}\\b(?! (norte|sur|este|oeste|centro|costa)\\b)`).test(folded);
}

/**
 * The offices in the order the citizen should read them ("¿Dónde se hace?", DESIGN 16). Without a
 * municipality (or with an unknown id): the record's order. With one: the offices of her municipality,
 * then of her department, then the others; within each, nearest to the municipality's centre first
 * (offices without coordinates after those with), then the record's order.
 */
export function orderOffices<T extends OfficeSource>(
  contactos: readonly T[],
  municipio?: Municipio | string | null,
): OrderedOffice<T>[] {
  const m = typeof municipio === 'string' ? municipioPorId(municipio) : (municipio ?? undefined);
  if (!m) return contactos.map((contacto) => ({ contacto, cercania: 'registro', distanciaKm: null }));
  return contactos
    .map((contacto, place) => {
      const { direccion, latitud, longitud } = contacto.oficina;
      const cercania: OfficeNearness = inMunicipio(direccion, m)
        ? 'municipio'
        : departamentoDe(direccion) === m.departamento
          ? 'departamento'
          : 'otro';
      const distanciaKm =
        latitud == null || longitud == null
          ? null
          : Math.round(distanceKm(m, { lat: latitud, lon: longitud }) * 10) / 10;
      return { contacto, cercania, distanciaKm, place };
    })
    .sort(
      (a, b) =>
        TIER[a.cercania] - TIER[b.cercania] ||
        (a.distanciaKm ?? Infinity) - (b.distanciaKm ?? Infinity) ||
        a.place - b.place,
    )
    .map(({ contacto, cercania, distanciaKm }) => ({ contacto, cercania, distanciaKm }));
}

export interface ModalidadSummary {
  /** 'Gratuito', '$25.00', 'Tarifa variable', or for a fixed fee given only by its detail text, 'Según el detalle de la tarifa'. */
  costo: string;
  /** The variable (or fixed without amount) fee's detail text, when the cost is given by it. */
  costoDetalle: string | null;
  /** Whether the tariff-detail dialog has something to show (text or documents). */
  costoConDetalle: boolean;
  /** '8 Días hábiles'; the legal term ('Plazo legal: 10 Días') when no effective time is recorded. */
  /** The effective time in a citizen's words, else 'Hasta …' the legal term, else 'No registrado'. */
  tiempo: string;
  /** The legal term explained ('La ley le da a la institución un máximo de …'), beside an effective time. */
  tiempoLegal: string | null;
  donde: SummaryWhere;
  /** Every requirement the public sees, of both tables. */
  requisitos: number;
  requisitosTexto: string;
  /** 'Sí' or 'No'. */
  tercero: string;
  /** 'DD-MM-AAAA', or null when nothing about the record is dated. */
  actualizacion: string | null;
}

type SummarySource = Pick<
  Modalidad,
  | 'tipo_tarifa'
  | 'monto'
  | 'detalle_tarifa_variable'
  | 'documentos_costo_tarifa_tramite'
  | 'tiempo_promedio_valor'
  | 'tiempo_promedio_unidad_tiempo'
  | 'tiempo_promedio_tipo_dias'
  | 'plazo_legal_valor'
  | 'plazo_legal_unidad_tiempo'
  | 'donde_realizar'
  | 'requisitos'
  | 'contactos_oficinas'
  | 'tercero_autorizado'
  | 'fecha_inscripcion'
  | 'dictamenes'
>;

/** 'YYYY-MM-DD…' → 'DD-MM-YYYY' in El Salvador's calendar (a timestamp at 02:00 UTC is the day before). */
// en-CA writes YYYY-MM-DD.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: EL_SALVADOR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function dayOf(value: string): string | null {
  const dateOnly = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (dateOnly) return `${dateOnly[1]}-${dateOnly[2]}-${dateOnly[3]}`;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return dayFormat.format(new Date(time));
}

/**
 * When the record last changed, as far as it says: the latest of its registration date and the dates of
 * the rulings on it (its sections, requirements and sub-requirements). 'DD-MM-AAAA'.
 */
export function lastUpdate(
  m: Pick<Modalidad, 'fecha_inscripcion' | 'dictamenes' | 'requisitos'>,
): string | null {
  const dates = [
    m.fecha_inscripcion,
    ...m.dictamenes.map((d) => d.created_at),
    ...m.requisitos.flatMap((r) => [
      ...r.dictamenes.map((d) => d.created_at),
      ...r.sub_requisitos.flatMap((s) => s.dictamenes.map((d) => d.created_at)),
    ]),
  ]
    .map((d) => (d ? dayOf(d) : null))
    .filter((d): d is string => d != null)
    .sort();
  const latest = dates.at(-1);
  return latest ? latest.split('-').reverse().join('-') : null;
}

/**
 * The summary at the top of the modality page. `now` decides which day's hours the first office shows.
 * Where to do it: the online procedure when the first request requirement links to it (the rule of the
 * online button), with how many offices also take it; otherwise the first office of `orderOffices` (with
 * `municipio`, hers or the nearest) with today's hours and how many offices there are in all; otherwise
 * the record's own "where to do it" text.
 */
export function modalidadSummary(
  m: SummarySource,
  now: Date,
  options: { municipio?: Municipio | string | null } = {},
): ModalidadSummary {
  const fee = feeDisplay(m);
  const detalle = m.detalle_tarifa_variable?.trim() || null;
  const costo =
    fee.costo ?? (fee.tipo === FEE_VARIABLE ? 'Tarifa variable' : 'Según el detalle de la tarifa');
  const efectivo = citizenDurationText(
    m.tiempo_promedio_valor,
    m.tiempo_promedio_unidad_tiempo,
    m.tiempo_promedio_tipo_dias,
  );
  const legal = citizenDurationText(m.plazo_legal_valor, m.plazo_legal_unidad_tiempo);
  const online = onlineProcedureLink(requirementsOfTable(m.requisitos, true));
  const [first] = orderOffices(m.contactos_oficinas, options.municipio);
  const total = m.contactos_oficinas.length;
  let donde: SummaryWhere;
  if (online) donde = { kind: 'en_linea', url: online, oficinas: total };
  else if (first)
    donde = {
      kind: 'oficina',
      oficina: first.contacto.oficina.nombre,
      direccion: first.contacto.oficina.direccion,
      horarioHoy: todaysHoursText(first.contacto.oficina.horarios, now),
      otras: total - 1,
      oficinasTexto: `En ${countText(total, 'oficina')}`,
      cercania: first.cercania,
      distanciaKm: first.distanciaKm,
    };
  else donde = { kind: 'texto', texto: m.donde_realizar?.trim() || 'No registrado' };
  return {
    costo,
    costoDetalle: fee.conDetalle ? detalle : null,
    costoConDetalle: fee.conDetalle && (detalle != null || m.documentos_costo_tarifa_tramite.length > 0),
    tiempo: efectivo ?? (legal ? `Hasta ${legal}` : 'No registrado'),
    // The legal term explained: the most the institution may take, which the citizen can hold it to.
    tiempoLegal:
      efectivo && legal ? `La ley le da a la institución un máximo de ${legal} para responder.` : null,
    donde,
    requisitos: m.requisitos.length,
    requisitosTexto: countText(m.requisitos.length, 'requisito'),
    tercero: yesNo(m.tercero_autorizado),
    actualizacion: lastUpdate(m),
  };
}

// ---------------------------------------------------------------- "¿Dónde se hace?" in words (issue 31)

/** 'a menos de 1 km', 'a 3 km', 'a 125 km': how far an office is from the municipality's centre. */
export function distanceText(km: number): string {
  return km < 1 ? 'a menos de 1 km' : `a ${Math.round(km)} km`;
}

export interface WhereOfficeText {
  /** 'En 5 oficinas'; the office's own name when there is only one. */
  titulo: string;
  /** Why the office shown comes first: 'En su municipio, Santa Ana Centro:'; null when there is no reason to give. */
  cercania: string | null;
  /**
   * The office shown first ('SERTRACEN Santa Ana, a 3 km'): hers or the nearest, with a municipality
   * chosen. Without one, none among several is named — none is "the" office.
   */
  oficina: string | null;
  /** Today's hours of the office shown. */
  horarioHoy: string | null;
  /** The link to every office: 'Ver las 5 oficinas: direcciones y horarios'. */
  enlace: string;
}

/**
 * "¿Dónde se hace?" of an in-person modality, in words, for the page and its printed checklist: how many
 * offices there are; with a municipality chosen, the one of her municipality, of her department, or the
 * nearest, saying which it is; without one, no office presented as if it were the only one.
 */
export function whereOfficeText(
  donde: Extract<SummaryWhere, { kind: 'oficina' }>,
  municipio?: Municipio | string | null,
): WhereOfficeText {
  const m = typeof municipio === 'string' ? municipioPorId(municipio) : (municipio ?? undefined);
  const total = donde.otras + 1;
  const enlace =
    total === 1 ? 'Dirección, teléfonos y horarios' : `Ver las ${total} oficinas: direcciones y horarios`;
  if (!m) {
    return total === 1
      ? { titulo: donde.oficina, cercania: null, oficina: null, horarioHoy: donde.horarioHoy, enlace }
      : { titulo: donde.oficinasTexto, cercania: null, oficina: null, horarioHoy: null, enlace };
  }
  const cercania =
    donde.cercania === 'municipio'
      ? `En su municipio, ${m.nombre}:`
      : donde.cercania === 'departamento'
        ? `En su departamento, ${m.departamento}:`
        : donde.distanciaKm != null
          ? `Ninguna en ${m.departamento}. La más cercana a ${m.nombre}:`
          : `Ninguna en ${m.departamento}. Otra oficina:`;
  const oficina = [donde.oficina, donde.distanciaKm != null ? distanceText(donde.distanciaKm) : null]
    .filter(Boolean)
    .join(', ');
  return { titulo: donde.oficinasTexto, cercania, oficina, horarioHoy: donde.horarioHoy, enlace };
}

// ---------------------------------------------------------------- the checklist

/**
 * What to bring for a requirement, in one line for its card and the printed checklist: its presentation
 * conditions and specification ('Original y copia; Tamaño carta, legible'), or its support ('Soporte:
 * Físico'), each only where the requirement's type shows that field (`requirementFields`).
 */
export function whatToBring(
  r: Pick<
    Requisito,
    'tipo_requisito' | 'condiciones_presentacion' | 'especificacion_de_presentacion' | 'tipo_soporte'
  >,
): string | null {
  const fields = requirementFields(r.tipo_requisito.codigo);
  const parts = [
    fields.has('condiciones_presentacion') ? r.condiciones_presentacion?.trim() : null,
    fields.has('especificacion_de_presentacion') ? r.especificacion_de_presentacion?.trim() : null,
  ].filter((x): x is string => Boolean(x));
  if (parts.length > 0) return parts.join('; ');
  const soporte = fields.has('tipo_soporte') ? r.tipo_soporte?.trim() : null;
  return soporte ? `Soporte: ${soporte}` : null;
}
