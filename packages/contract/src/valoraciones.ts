/**
 * "¿Le fue útil esta página?" (issue 22, decision 019): `POST /api/public/valoraciones` from the widget
 * at the foot of every public page, and the evaluators' count per page (`GET /api/valoraciones`,
 * permission VALORACIONES_VER, page `/admin/valoraciones`). No personal data is asked or stored.
 */
import { z } from './zod';

export const VALORACIONES_PUBLIC_PATH = '/api/public/valoraciones';
export const VALORACIONES_PATH = '/api/valoraciones';
export const VALORACION_COMENTARIO_MAX = 1200;
export const VALORACION_RUTA_MAX = 300;

/** What went wrong, as the form's choice list offers it. */
export const VALORACION_MOTIVOS = {
  informacion_incorrecta: 'La información es incorrecta o está desactualizada',
  informacion_incompleta: 'Falta información que necesito',
  dificil_de_entender: 'Es difícil de entender',
  no_funciona: 'Algo de la página no funciona (un enlace, un botón, un documento)',
  otro: 'Otro problema',
} as const;
export type ValoracionMotivo = keyof typeof VALORACION_MOTIVOS;
export const VALORACION_MOTIVO_CODES = Object.keys(VALORACION_MOTIVOS) as [
  ValoracionMotivo,
  ...ValoracionMotivo[],
];

export const VALORACIONES_MESSAGES = {
  pregunta: '¿Le fue útil esta página?',
  reportar: 'Reportar un problema con esta página',
  gracias: 'Gracias por su respuesta.',
  reporteRecibido: 'Gracias: recibimos su reporte y lo revisará el equipo del registro.',
  rutaInvalida: 'La dirección de la página no es válida.',
  utilInvalido: 'Indique si la página le fue útil (Sí o No).',
  motivoRequerido: 'Seleccione qué salió mal.',
  motivoInvalido: 'Seleccione una de las opciones de la lista.',
  comentarioMaximo: `El comentario admite como máximo ${VALORACION_COMENTARIO_MAX} caracteres`,
  vacio: 'Indique si la página le fue útil o describa el problema.',
  sinDatosPersonales:
    'No escriba datos personales (nombre, documento, teléfono o correo): no los necesitamos para corregir la página.',
  enviada: 'Valoración recibida.',
} as const;
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
