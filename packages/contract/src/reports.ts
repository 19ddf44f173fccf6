/**
 * Pure rules of the statistical reports (States chart), without zod so the report screens
 * can use them without loading schema code. The response shapes are in ./graphics.
 */
import {
  EVALUATED_CATEGORIES,
  OBSERVED_STATE_ID,
  REGISTERED_STATE_IDS,
  RESPONSE_TIME_BANDS,
  type EvaluatedCategoryCode,
  type ResponseTimeBand,
} from './constants';
import { MESSAGES } from './messages';

/**
 * The states-chart rule, the one place it is written:
 * - the chart counts the modalities whose evaluation has ended: registered (11, 13), withdrawn (15),
 *   rejected (17) and observed (23);
 * - states 11 'Inscrito' and 13 'Inscrito con modificaciones' are merged into one slice, 'Inscrito';
 * - the observed state (id 23) is counted with an addition of 126.
 */
export const STATES_CHART_RULE = {
  estadoIds: [...REGISTERED_STATE_IDS, 15, 17, OBSERVED_STATE_ID] as readonly number[],
  merged: { ids: REGISTERED_STATE_IDS as readonly number[], nombre: MESSAGES.inscrito },
  observed: { id: OBSERVED_STATE_ID, offset: 126 },
} as const;

/** Modalities per state as counted by SQL, before the rule. */
export interface ConteoEstado {
  estado_id: number;
  nombre: string;
  total: number;
}

/** One slice of the states chart (the shape of `estadosWithTramitesSchema`'s items). */
export interface EstadoGrafico {
  nombre: string;
  /** The state ids this slice counts (two for the merged registered slice). */
  estado_ids: number[];
  /** Modalities counted in the registry's tables. */
  conteo: number;
  /** What the rule adds (126 for observed, 0 otherwise). */
  ajuste: number;
  /** conteo + ajuste: the figure the chart shows. */
  total: number;
}

/** Applies STATES_CHART_RULE to per-state counts: keeps the evaluated states, merges 11/13, adds 126 to 23. */
export function applyStatesChartRule(rows: readonly ConteoEstado[]): EstadoGrafico[] {
  const { estadoIds, merged, observed } = STATES_CHART_RULE;
  const slices: EstadoGrafico[] = [];
  const mergedSlice: EstadoGrafico = {
    nombre: merged.nombre,
    estado_ids: [],
    conteo: 0,
    ajuste: 0,
    total: 0,
  };
  for (const id of estadoIds) {
    const row = rows.find((r) => r.estado_id === id);
    const conteo = row?.total ?? 0;
    if (merged.ids.includes(id)) {
      mergedSlice.estado_ids.push(id);
      mergedSlice.conteo += conteo;
      mergedSlice.total += conteo;
      if (mergedSlice.estado_ids.length === 1) slices.push(mergedSlice);
      continue;
    }
    if (!row) continue;
    const ajuste = id === observed.id ? observed.offset : 0;
    slices.push({ nombre: row.nombre, estado_ids: [id], conteo, ajuste, total: conteo + ajuste });
  }
  return slices;
}

export const RESPONSE_TIME_BAND_CODES = Object.keys(RESPONSE_TIME_BANDS) as ResponseTimeBand[];

export function isResponseTimeBand(code: string): code is ResponseTimeBand {
  return Object.hasOwn(RESPONSE_TIME_BANDS, code);
}

/** I, D, M, O, R: the resolution-type codes of the evaluated categories, in the spec's order. */
export const EVALUATED_CATEGORY_CODES = Object.keys(EVALUATED_CATEGORIES) as EvaluatedCategoryCode[];
