/** The regulatory agenda (`/agenda-regulatoria`): query and response of its endpoint. */
import { idSchema, pageNumberSchema, paginationSchema } from './api-common';
import { DATE_RANGE_MESSAGES, isDateRangeOrdered, isoDateSchema, yearSchema } from './date-range';
import { z } from './zod';

export const AGENDA_PAGE_SIZE = 10;

/**
 * `GET /api/agenda_regulatoria`: by institution, by planned year, and by a date range that keeps the
 * items whose period [fecha_inicio, fecha_fin] overlaps it (an item without an end lasts one day).
 */
export const agendaQuerySchema = z
  .object({
    institucion_id: idSchema.optional(),
    anio: yearSchema.optional(),
    fechadesde: isoDateSchema.optional(),
    fechahasta: isoDateSchema.optional(),
    page: pageNumberSchema.default(1),
    per_page: pageNumberSchema.default(AGENDA_PAGE_SIZE),
  })
  .strict()
  .refine((q) => isDateRangeOrdered({ desde: q.fechadesde, hasta: q.fechahasta }), {
    message: DATE_RANGE_MESSAGES.desdePosterior,
    path: ['fechadesde'],
  });
export type AgendaQuery = z.input<typeof agendaQuerySchema>;

export const agendaItemSchema = z.object({
  id: z.number().int(),
  institucion_id: z.number().int(),
  nombre_institucion: z.string(),
  siglas_institucion: z.string(),
  nombre_regulacion: z.string(),
  descripcion: z.string().nullable(),
  tipo_normativa: z.string().nullable(),
  etapa: z.string(),
  anio: z.number().int(),
  fecha_inicio: z.string(),
  fecha_fin: z.string().nullable(),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;

export const agendaResponseSchema = paginationSchema.extend({ agenda: z.array(agendaItemSchema) });
export type AgendaResponse = z.infer<typeof agendaResponseSchema>;
