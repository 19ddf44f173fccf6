/**
 * Verifiable registration certificates (issue 22, decision 019): the code printed on the certificate
 * PDF, the public page `/verificar/{codigo}` and its API `GET /api/public/verificar/{codigo}`.
 */
import { z } from './zod';

export const VERIFICACION_API_PATH = '/api/public/verificar';
/** Where the certificate's QR code leads (the page, on PUBLIC_URL). */
export const verificacionPath = (codigo: string) => `/verificar/${encodeURIComponent(codigo)}`;

/** Crockford's base 32 (no I, L, O or U: nothing to misread when typed from paper). */
export const CODIGO_ALFABETO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 symbols = 60 random bits, printed in three groups: `7K3M-Q9XD-2RPA`. */
export const CODIGO_SIMBOLOS = 12;

export const VERIFICACION_MESSAGES = {
  codigoInvalido:
    'El código de verificación tiene 12 caracteres (letras y números), como aparece en el certificado: XXXX-XXXX-XXXX.',
  codigoNoExiste:
    'No existe un certificado con este código de verificación. Revise que lo haya escrito tal como aparece en el certificado.',
  sigueInscrita: 'La modalidad sigue inscrita en el Registro Nacional de Trámites, como dice el certificado.',
  inscritaConOtraFecha:
    'La modalidad sigue inscrita, pero su registro cambió después de emitido el certificado: consulte la ficha vigente.',
  yaNoInscrita:
    'La modalidad ya no está inscrita en el Registro Nacional de Trámites: el certificado no describe su situación actual.',
} as const;

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
