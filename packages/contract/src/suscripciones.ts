/**
 * "Recibir avisos de cambios" (issue 32, docs/decisions/033-change-alerts.md): a citizen follows a
 * modality by e-mail. `POST /api/public/suscripciones` answers the same 202 whether or not the address
 * already follows it (no one learns who follows what); a confirmation mail with a one-use link (double
 * opt-in); then at most one mail a day listing the modality's changes, each with a one-click unsubscribe.
 * The same schema checks the island's form in the browser and the request on the server.
 */
import { idSchema } from './api-common';
import { MESSAGES } from './messages';
import { z } from './zod';

export const SUSCRIPCIONES_PATH = '/api/public/suscripciones';
export const SUSCRIPCIONES_CONFIRMAR_PATH = '/api/public/suscripciones/confirmar';
export const SUSCRIPCIONES_BAJA_PATH = '/api/public/suscripciones/baja';

/** The longest address accepted (RFC 5321's path limit, as the complaint form). */
export const SUSCRIPCION_CORREO_MAX = 254;
/** Hours a confirmation link stays valid. */
export const SUSCRIPCION_CONFIRMACION_HORAS = 72;

export const SUSCRIPCIONES_MESSAGES = {
  titulo: 'Recibir avisos de cambios',
  explicacion:
    'Le enviaremos un correo, como máximo uno al día, cuando cambie algo de esta modalidad: costo, requisitos, oficinas, horarios o plazos. Puede dejar de recibirlos cuando quiera.',
  /** The 202 answer, the same for a new address and one that already follows the modality. */
  enviada:
    'Si la dirección es correcta, recibirá en unos minutos un correo para confirmar la suscripción. Revise también la carpeta de correo no deseado.',
  noDisponible: 'Los avisos por correo no están disponibles en este momento.',
  modalidadNoExiste: 'La modalidad no existe o no está publicada.',
  confirmada: 'Recibirá un correo, como máximo uno al día, cuando cambie esta modalidad.',
  confirmacionInvalida:
    'El enlace de confirmación ya se usó o venció. Si todavía quiere recibir avisos, vuelva a pedirlos en la página de la modalidad.',
  baja: 'Listo: ya no recibirá avisos de cambios de esta modalidad.',
  bajaInvalida: 'El enlace para dejar de recibir avisos no es válido. Revise que esté completo.',
  tokenRequerido: 'Falta el código del enlace.',
} as const;

/** The address: trimmed, checked with zod's e-mail rule, the complaint form's messages. */
export const suscripcionCorreoSchema = z
  .string({ error: MESSAGES.correoRequerido })
  .trim()
  .min(1, MESSAGES.correoRequerido)
  .max(SUSCRIPCION_CORREO_MAX, MESSAGES.correoInvalido)
  .pipe(z.email({ error: MESSAGES.correoInvalido }));

export const suscripcionBodySchema = z
  .object({
    correo: suscripcionCorreoSchema,
    modalidad_id: idSchema,
  })
  .strict();
export type SuscripcionBody = z.infer<typeof suscripcionBodySchema>;

export const suscripcionAceptadaSchema = z.object({ message: z.string() });

/** A token from a mail's link (base64url and a dot: the confirmation and the unsubscribe tokens). */
const tokenSchema = z
  .string({ error: SUSCRIPCIONES_MESSAGES.tokenRequerido })
  .min(1, SUSCRIPCIONES_MESSAGES.tokenRequerido)
  .max(200, SUSCRIPCIONES_MESSAGES.confirmacionInvalida);

/** The confirmation page's form. */
export const confirmarSuscripcionBodySchema = z.object({ token: tokenSchema });

/**
 * The unsubscribe: from the page's form (`token` in the body) or from the mail program's one-click
 * POST to the `List-Unsubscribe` address (RFC 8058: `token` in the address, body
 * `List-Unsubscribe=One-Click`).
 */
export const bajaSuscripcionQuerySchema = z.object({ token: tokenSchema.optional() });
export const bajaSuscripcionBodySchema = z
  .object({ token: tokenSchema.optional(), 'List-Unsubscribe': z.literal('One-Click').optional() })
  .optional();

/** What the pages say after the API's 303 (`?estado=`). */
export const ESTADOS_CONFIRMACION = ['confirmada', 'invalida'] as const;
export const ESTADOS_BAJA = ['baja', 'invalida'] as const;
/** The modality page's notice after the form without JavaScript (`?suscripcion=`). */
export const AVISOS_SUSCRIPCION = ['enviada', 'invalida', 'no-disponible'] as const;
export type AvisoSuscripcion = (typeof AVISOS_SUSCRIPCION)[number];
