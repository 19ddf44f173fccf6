/**
 * Verifiable registration certificates (issue 22, decision 019): the code printed on the certificate
 * PDF, the public page `/verificar/{codigo}` and its API `GET /api/public/verificar/{codigo}`.
 */
import { z } from './zod';
import { CODIGO_ALFABETO, CODIGO_SIMBOLOS, VERIFICACION_MESSAGES } from './verificacion-textos';

export * from './verificacion-textos';

/** Groups of four: `7K3M-Q9XD-2RPA`. */
export function formatCodigo(raw: string): string {
  return raw.match(/.{1,4}/g)!.join('-');
}

/** Accepts what a person types from paper: any case, with or without hyphens or spaces. */
export const codigoVerificacionSchema = z
  .string({ error: VERIFICACION_MESSAGES.codigoInvalido })
  .max(40, VERIFICACION_MESSAGES.codigoInvalido)
  .transform((s) => s.toUpperCase().replace(/[\s-]/g, ''))
  .refine(
    (s) => s.length === CODIGO_SIMBOLOS && [...s].every((c) => CODIGO_ALFABETO.includes(c)),
    VERIFICACION_MESSAGES.codigoInvalido,
  )
  .transform(formatCodigo);

export const verificacionParamsSchema = z.object({ codigo: codigoVerificacionSchema });

const estadoSchema = z.object({
  id: z.number().int(),
  /** 'Inscrito' or 'En Evaluación' (the public label). */
  nombre: z.string(),
  inscrita: z.boolean(),
});

export const verificacionSchema = z.object({
  codigo: z.string(),
  numero_inscripcion: z.string(),
  /** Day the certificate was issued (YYYY-MM-DD, El Salvador). */
  emitido_el: z.string(),
  modalidad_id: z.number().int(),
  tramite_id: z.number().int(),
  modalidad: z.string(),
  tramite: z.string(),
  institucion: z.string(),
  /** What the certificate attested… */
  certificado: z.object({ estado: estadoSchema, fecha_inscripcion: z.string().nullable() }),
  /** …and what the registry says now. */
  actual: z.object({ estado: estadoSchema, fecha_inscripcion: z.string().nullable() }),
  /** Still registered (state 11 or 13)… */
  sigue_inscrita: z.boolean(),
  /** …with the same state and registration date the certificate shows. */
  coincide: z.boolean(),
  mensaje: z.string(),
});
export type Verificacion = z.infer<typeof verificacionSchema>;
export const verificacionResponseSchema = z.object({ verificacion: verificacionSchema });
export type VerificacionResponse = z.infer<typeof verificacionResponseSchema>;
