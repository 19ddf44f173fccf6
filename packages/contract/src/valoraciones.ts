/**
 * "¿Le fue útil esta página?" (issue 22, decision 019): `POST /api/public/valoraciones` from the widget
 * at the foot of every public page, and the evaluators' count per page (`GET /api/valoraciones`,
 * permission VALORACIONES_VER, page `/admin/valoraciones`). No personal data is asked or stored.
 */
import { z } from './zod';
import {
  VALORACION_COMENTARIO_MAX,
  VALORACION_RUTA_MAX,
  VALORACION_MOTIVO_CODES,
  VALORACIONES_MESSAGES,
} from './valoraciones-textos';

export * from './valoraciones-textos';
const M = VALORACIONES_MESSAGES;

/** A page address of the portal: a path only (no origin, query or fragment: nothing that identifies). */
export const valoracionRutaSchema = z
  .string({ error: M.rutaInvalida })
  .max(VALORACION_RUTA_MAX, M.rutaInvalida)
  .regex(/^\/[^\s?#\\]*$/, M.rutaInvalida)
  .refine((s) => !s.startsWith('//') && !s.startsWith('/api/') && !s.startsWith('/admin'), M.rutaInvalida);

/** The problem-report form (what went wrong and, optionally, what happened). */
export const reporteProblemaSchema = z.object({
  motivo: z.enum(VALORACION_MOTIVO_CODES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? M.motivoRequerido : M.motivoInvalido,
  }),
  comentario: z
    .string({ error: M.comentarioMaximo })
    .trim()
    .max(VALORACION_COMENTARIO_MAX, M.comentarioMaximo),
});
export type ReporteProblema = z.infer<typeof reporteProblemaSchema>;

/** The body: either the Sí/No answer, or a problem report (or both). Unknown keys are refused. */
export const valoracionBodySchema = z
  .object({
    ruta: valoracionRutaSchema,
    util: z.boolean({ error: M.utilInvalido }).optional(),
    motivo: reporteProblemaSchema.shape.motivo.optional(),
    comentario: reporteProblemaSchema.shape.comentario.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.util === undefined && v.motivo === undefined) {
      const path = v.comentario ? ['motivo'] : ['util'];
      ctx.addIssue({ code: 'custom', path, message: v.comentario ? M.motivoRequerido : M.vacio });
    }
  });
export type ValoracionBody = z.infer<typeof valoracionBodySchema>;

export const valoracionCreatedSchema = z.object({ message: z.string() });

/** One page's counts, most reported first. */
export const valoracionPaginaSchema = z.object({
  ruta: z.string(),
  reportes: z.number().int(),
  util_si: z.number().int(),
  util_no: z.number().int(),
  ultimo: z.string(),
  /** Count per reason code. */
  motivos: z.record(z.string(), z.number().int()),
  /** The latest free-text reports (at most 5). */
  comentarios: z.array(z.object({ motivo: z.string(), comentario: z.string(), fecha: z.string() })),
});
export type ValoracionPagina = z.infer<typeof valoracionPaginaSchema>;
/** The most reported pages listed at most (a simple list, not paged: `total` says how many pages). */
export const VALORACIONES_LISTA_MAX = 200;
export const valoracionesResponseSchema = z.object({
  paginas: z.array(valoracionPaginaSchema),
  /** Pages with at least one answer or report. */
  total: z.number().int(),
});
export type ValoracionesResponse = z.infer<typeof valoracionesResponseSchema>;
