/**
 * Statistical reports (spec §2 "Report routes", §4 "States chart", §7 "Reports", §9): the response
 * shapes of /api/graphics/..., shared by the server and the /reportes screens, and the states-chart rule.
 * The specification shows only the keys of /nivelesDeDigitalizacion (niveles, instituciones) and of
 * /tramites_evaluados (I, D, M, O, R per institution); every other shape is defined here.
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
import { z } from './zod';

const count = z.number().int().nonnegative();

/** The institution a row of a per-institution report belongs to. */
const institucionFields = {
  institucion_id: z.number().int(),
  nombre_institucion: z.string(),
  siglas: z.string(),
};

/** Procedures and modalities of one institution (requests, loaded procedures, procedures without request). */
export const conteoInstitucionSchema = z.object({
  ...institucionFields,
  tramites: count,
  modalidades: count,
});
export type ConteoInstitucion = z.infer<typeof conteoInstitucionSchema>;

export const conteosPorInstitucionSchema = z.object({
  instituciones: z.array(conteoInstitucionSchema),
  totales: z.object({ instituciones: count, tramites: count, modalidades: count }),
});
export type ConteosPorInstitucion = z.infer<typeof conteosPorInstitucionSchema>;

// ---------------------------------------------------------------- states chart

/**
 * The states-chart rule (spec §4 "States chart", §9; DESIGN.md decision 9), the one place it is written:
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

export const estadoGraficoSchema = z.object({
  nombre: z.string(),
  /** The state ids this slice counts (two for the merged registered slice). */
  estado_ids: z.array(z.number().int()),
  /** Modalities counted in the registry's tables. */
  conteo: count,
  /** What the rule adds (126 for observed, 0 otherwise). */
  ajuste: count,
  /** conteo + ajuste: the figure the chart shows. */
  total: count,
});
export type EstadoGrafico = z.infer<typeof estadoGraficoSchema>;

export const estadosWithTramitesSchema = z.object({
  estados: z.array(estadoGraficoSchema),
  total: count,
});
export type EstadosWithTramites = z.infer<typeof estadosWithTramitesSchema>;

/** Modalities per state as counted by SQL, before the rule. */
export interface ConteoEstado {
  estado_id: number;
  nombre: string;
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

// ---------------------------------------------------------------- response-time bands

export const RESPONSE_TIME_BAND_CODES = Object.keys(RESPONSE_TIME_BANDS) as ResponseTimeBand[];

export function isResponseTimeBand(code: string): code is ResponseTimeBand {
  return Object.hasOwn(RESPONSE_TIME_BANDS, code);
}

/** `{code}` of /api/graphics/tiempoPromedio/detalle/{code}: malformed → 400; well formed but unknown → 404. */
export const bandaParamsSchema = z.object({
  code: z.string().regex(/^B\d{2}$/, 'El código de banda debe tener la forma B00 (una B y dos dígitos).'),
});

export const tiempoPromedioSchema = z.object({
  bandas: z.array(
    z.object({
      codigo: z.enum(RESPONSE_TIME_BAND_CODES as [ResponseTimeBand, ...ResponseTimeBand[]]),
      nombre: z.string(),
      total: count,
    }),
  ),
  total: count,
});
export type TiempoPromedio = z.infer<typeof tiempoPromedioSchema>;

// ---------------------------------------------------------------- requirements removed

export const requisitosEliminadosSchema = z.object({
  instituciones: z.array(
    z.object({
      ...institucionFields,
      /** Requirements removed as unnecessary. */
      requisitos: count,
      /** Modalities that lost at least one requirement. */
      modalidades: count,
    }),
  ),
  totales: z.object({ instituciones: count, requisitos: count, modalidades: count }),
});
export type RequisitosEliminados = z.infer<typeof requisitosEliminadosSchema>;

// ---------------------------------------------------------------- digitalisation

export const nivelesDeDigitalizacionSchema = z.object({
  niveles: z.array(z.object({ id: z.number().int(), nombre: z.string(), orden: z.number().int() })),
  instituciones: z.array(
    z.object({
      ...institucionFields,
      /** Modalities offering each level, in the order of `niveles` (one entry per level, zeros included). */
      conteos: z.array(z.object({ nivel_id: z.number().int(), total: count })),
      total: count,
    }),
  ),
});
export type NivelesDeDigitalizacion = z.infer<typeof nivelesDeDigitalizacionSchema>;

/**
 * Digitalisation top 10: every institution ranked by its digitalisation percentage — levels offered over
 * the levels possible (modalities × number of levels) —, then by digitalised modalities, then by name.
 * The screen shows the first REPORT_TOP_SIZE and more on demand.
 */
export const top10DigitalizacionSchema = z.object({
  instituciones: z.array(
    z.object({
      ...institucionFields,
      posicion: z.number().int().positive(),
      modalidades: count,
      /** Modalities offering at least one digitalisation level. */
      modalidades_digitalizadas: count,
      /** Levels offered, summed over the modalities. */
      niveles: count,
      /** 100 × niveles / (modalidades × levels), one decimal. */
      porcentaje: z.number(),
    }),
  ),
  total_niveles: count,
});
export type Top10Digitalizacion = z.infer<typeof top10DigitalizacionSchema>;

// ---------------------------------------------------------------- evaluated procedures

export const EVALUATED_CATEGORY_CODES = Object.keys(EVALUATED_CATEGORIES) as EvaluatedCategoryCode[];

const categoryCounts = { I: count, D: count, M: count, O: count, R: count } satisfies Record<
  EvaluatedCategoryCode,
  typeof count
>;

export const tramitesEvaluadosSchema = z.object({
  /** Code → Spanish category name: I Inscritos, D Desistimiento, M Modificados, O Observados, R Rechazados. */
  categorias: z.object({ I: z.string(), D: z.string(), M: z.string(), O: z.string(), R: z.string() }),
  instituciones: z.array(z.object({ ...institucionFields, ...categoryCounts, total: count })),
  totales: z.object({ ...categoryCounts, total: count }),
});
export type TramitesEvaluados = z.infer<typeof tramitesEvaluadosSchema>;
