import { z } from './zod';
import { MESSAGES } from './messages';

/** `400 {message, errors: {field: [mensaje]}}` — the one error shape for bad input. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** `404 {message}`, `401`, `403`, `429`, `503` answers. */
export const messageSchema = z.object({ message: z.string() });

export const paginationSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A positive integer id in a path or query (`/api/lista_unidades/{id}`). */
export const idSchema = z.coerce
  .number({ error: 'Debe ser un número entero positivo.' })
  .int('Debe ser un número entero positivo.')
  .positive('Debe ser un número entero positivo.')
  .max(2_147_483_647, 'El número es demasiado grande.');

/** `page` and `per_page`: positive integers, or -1 for "all" (pagination). */
export const pageNumberSchema = z.coerce
  .number({ error: 'Debe ser un número entero.' })
  .int('Debe ser un número entero.')
  .refine((n) => n === -1 || (n >= 1 && n <= 100_000), 'Debe ser -1 o un número entre 1 y 100000.');

export const idParamsSchema = z.object({ id: idSchema });

/** The 200 answer of a route that sends a PDF (the body is bytes, not JSON), for its OpenAPI schema. */
export const pdfResponse = {
  description: 'Documento PDF',
  content: { 'application/pdf': { schema: z.string().describe('Bytes del PDF') } },
};

/** The 200 answer of a route that sends a file of `mediaType` (a CSV, a JSON download), for OpenAPI. */
export const fileResponse = (description: string, mediaType: string) => ({
  description,
  content: { [mediaType]: { schema: z.string() } },
});

/** `304`: the document or figure has not changed since the ETag the client sent. */
export const notModifiedSchema = z
  .undefined()
  .describe('Sin cambios: el documento coincide con el ETag enviado.');

export const commonResponses = {
  400: validationErrorSchema,
  404: messageSchema,
} as const;

export { MESSAGES };
