/**
 * Statistical reports (Report routes; States chart; Reports): the response
 * shapes of /api/graphics/..., shared by the server and the /reportes screens (their pure rules are in ./reports).
 * The specification shows only the keys of /nivelesDeDigitalizacion (niveles, instituciones) and of
 * /tramites_evaluados (I, D, M, O, R per institution); every other shape is defined here.
 */
import type { EvaluatedCategoryCode, ResponseTimeBand } from './constants';
import { DATE_RANGE_MESSAGES, isDateRangeOrdered, isoDateSchema } from './date-range';
import type { ComplaintOutcome } from './denuncia-estados';
import { RESPONSE_TIME_BAND_CODES, type EstadoGrafico } from './reports';
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

/** One slice of the states chart; its fields are described on `EstadoGrafico` in ./reports. */
export const estadoGraficoSchema: z.ZodType<EstadoGrafico> = z.object({
  nombre: z.string(),
  estado_ids: z.array(z.number().int()),
  conteo: count,
  ajuste: count,
  total: count,
});

export const estadosWithTramitesSchema = z.object({
  estados: z.array(estadoGraficoSchema),
  total: count,
});
export type EstadosWithTramites = z.infer<typeof estadosWithTramitesSchema>;

// ---------------------------------------------------------------- response-time bands

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

// ---------------------------------------------------------------- complaint outcomes (issue 23)

/**
 * `GET /api/graphics/denuncias`: public outcome statistics of complaints, per institution. Optional
 * `fechadesde`/`fechahasta` bound the day a complaint was received (El Salvador's calendar, inclusive).
 * Only counts and averages: no message, note, description or personal data ever reaches this figure.
 */
export const denunciasEstadisticasQuerySchema = z
  .object({
    fechadesde: isoDateSchema.optional().describe('Recibidas desde (AAAA-MM-DD, inclusive).'),
    fechahasta: isoDateSchema.optional().describe('Recibidas hasta (AAAA-MM-DD, inclusive).'),
  })
  .strict()
  .refine((q) => isDateRangeOrdered({ desde: q.fechadesde, hasta: q.fechahasta }), {
    message: DATE_RANGE_MESSAGES.desdePosterior,
    path: ['fechadesde'],
  });
export type DenunciasEstadisticasQuery = z.input<typeof denunciasEstadisticasQuerySchema>;

const outcomeCounts = {
  FUNDADA: count,
  NO_FUNDADA: count,
  RESUELTA_INSTITUCION: count,
} satisfies Record<ComplaintOutcome, typeof count>;

const complaintFigures = {
  /** Complaints received. */
  recibidas: count,
  /** Complaints with a public answer (state Respondida reached: `respondida_at` set). */
  respondidas: count,
  /** Complaints closed, each with one outcome. */
  cerradas: count,
  /** Received, neither answered nor closed. */
  pendientes: count,
  /**
   * Average working days (Monday–Friday, El Salvador) from receipt to the first public answer, over the
   * answered complaints, one decimal; null when none was answered.
   */
  dias_habiles_promedio: z.number().nonnegative().nullable(),
  ...outcomeCounts,
};

export const denunciasEstadisticasSchema = z.object({
  /** Outcome code → Spanish name (Fundada, No fundada, Resuelta por la institución). */
  resultados: z.object({ FUNDADA: z.string(), NO_FUNDADA: z.string(), RESUELTA_INSTITUCION: z.string() }),
  instituciones: z.array(z.object({ ...institucionFields, ...complaintFigures })),
  totales: z.object({ instituciones: count, ...complaintFigures }),
});
export type DenunciasEstadisticas = z.infer<typeof denunciasEstadisticasSchema>;
