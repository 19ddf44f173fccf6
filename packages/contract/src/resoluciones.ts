/**
 * Resolution search (its form, the regulations and resolutions endpoints, and its messages).
 */
import { idSchema, paginationSchema } from './api-common';
import {
  checkDateRange,
  idListParam,
  isoDateSchema,
  mergeIdLists,
  optionalParam,
  paginationParams,
} from './query-params';
import { z } from './zod';

export const RESOLUCIONES_PER_PAGE = 10;

export const tiposResolucionResponseSchema = z.object({
  tipos_resolucion: z.array(z.object({ id: z.number().int(), codigo: z.string(), nombre: z.string() })),
});

/**
 * `/api/public/publicTramitesResoluciones`. `nombre` matches the modality or the procedure name;
 * `fechadesde`/`fechahasta` bound the resolution date (either end may be left open); `tipo[]` are ids
 * of `/api/public/tipos_resolucion`.
 */
export const resolucionesQuerySchema = z
  .object({
    ...paginationParams,
    nombre: optionalParam(z.string().max(200, 'El nombre admite como máximo 200 caracteres.')),
    fechadesde: optionalParam(isoDateSchema).describe(
      'Fecha de la resolución desde (AAAA-MM-DD, inclusive).',
    ),
    fechahasta: optionalParam(isoDateSchema).describe(
      'Fecha de la resolución hasta (AAAA-MM-DD, inclusive); no anterior a fechadesde.',
    ),
    institucion_id: optionalParam(idSchema),
    unidad_id: optionalParam(idSchema),
    'tipo[]': idListParam,
    tipo: idListParam,
  })
  .strict()
  .superRefine(checkDateRange)
  .transform(({ 'tipo[]': bracket, tipo, ...rest }) => ({ ...rest, tipo: mergeIdLists(tipo, bracket) }));
export type ResolucionesQuery = z.output<typeof resolucionesQuerySchema>;

/** Resolution item (with the resolution's number and date besides). */
export const resolucionItemSchema = z.object({
  id: z.number().int(),
  tipo: z.string(),
  numero: z.string(),
  fecha: z.string(),
  modalidad: z.object({
    id: z.number().int(),
    nombre: z.string(),
    tramite: z.object({
      id: z.number().int(),
      nombre: z.string(),
      unidad: z.object({
        id: z.number().int(),
        nombre: z.string(),
        institucion: z.object({ id: z.number().int(), nombre: z.string() }),
      }),
    }),
  }),
  documentos_resoluciones: z.array(
    z.object({ id: z.number().int(), created_at: z.string(), url: z.string(), nombre: z.string() }),
  ),
});
export type ResolucionItem = z.infer<typeof resolucionItemSchema>;

export const resolucionesResponseSchema = paginationSchema.extend({
  tramites: z.array(resolucionItemSchema),
});
export type ResolucionesResponse = z.infer<typeof resolucionesResponseSchema>;

export * from './resoluciones-rules';
