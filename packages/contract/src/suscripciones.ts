/**
 * "Recibir avisos de cambios" (issue 32, docs/decisions/033-change-alerts.md): a citizen follows a
 * modality by e-mail. `POST /api/public/suscripciones` answers the same 202 whether or not the address
 * already follows it (no one learns who follows what); a confirmation mail with a one-use link (double
 * opt-in); then at most one mail a day listing the modality's changes, each with a one-click unsubscribe.
 * The same schema checks the island's form in the browser and the request on the server.
 */
import { idSchema } from './api-common';
import { MESSAGES } from './messages';
import { SUSCRIPCION_CORREO_MAX, SUSCRIPCIONES_MESSAGES } from './suscripciones-textos';
import { z } from './zod';

export * from './suscripciones-textos';

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
