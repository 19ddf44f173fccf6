/**
 * Catalogue of regulations (Regulation search; the regulations and resolutions endpoints).
 */
import { idSchema, paginationSchema } from './api-common';
import { REGULACION_MESSAGES } from './regulaciones-rules';
import {
  checkDateRange,
  idListParam,
  isoDateSchema,
  mergeIdLists,
  numericParam,
  optionalParam,
  paginationParams,
} from './query-params';
import { z } from './zod';

export const REGULACIONES_PER_PAGE = 10;
/** How many names the regulation lookup of the evaluator tools answers at most. */
export const REGULACIONES_LOOKUP_LIMIT = 20;

// ---------------------------------------------------------------- lookups

export const tipoNormativaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  color: z.string(),
  orden_portal: z.number().int(),
  visible_portal: z.boolean(),
});
export type TipoNormativa = z.infer<typeof tipoNormativaSchema>;

/**
 * `/api/lista_tipos_normativa`: plain (every type, by id), or as the catalogue asks for it:
 * `sort=orden_portal&direction=asc&visible_portal=true&per_page=-1`.
 */
export const tiposNormativaQuerySchema = z
  .object({
    sort: optionalParam(z.enum(['orden_portal', 'nombre', 'id'], { error: 'Orden desconocido.' })),
    direction: optionalParam(z.enum(['asc', 'desc'], { error: 'La dirección debe ser asc o desc.' })),
    visible_portal: optionalParam(
      z.enum(['true', 'false'], { error: 'Debe ser true o false.' }).transform((v) => v === 'true'),
    ),
    ...paginationParams,
  })
  .strict();

export const tiposNormativaResponseSchema = z.object({
  success: z.literal(true),
  tipos_normativa: z.array(tipoNormativaSchema),
});

export const estadosRegulacionResponseSchema = z.object({
  estados: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
});

// ---------------------------------------------------------------- search

const ids = {
  'categorias_id[]': idListParam,
  categorias_id: idListParam,
  'actividad_economica_id[]': idListParam,
  actividad_economica_id: idListParam,
  'estado_tipo_solicitud_regulacion_id[]': idListParam,
  estado_tipo_solicitud_regulacion_id: idListParam,
};

/**
 * `/api/regulaciones`. `fechadesde`/`fechahasta` bound the Diario Oficial publication date
 * (`fecha_publicacion_do`), either end may be left open; `fecha_publicacion_do` matches one exact day.
 * The sector is `categorias_id[]` (procedure categories, listed in each item's `categorias`) and/or
 * `actividad_economica_id[]` (economic activities of `/api/categorias_regulaciones/portal`).
 */
export const regulacionesQuerySchema = z
  .object({
    ...paginationParams,
    nombre: optionalParam(z.string().max(200, 'El nombre admite como máximo 200 caracteres.')),
    fechadesde: optionalParam(isoDateSchema).describe(
      'Fecha de publicación en el Diario Oficial desde (AAAA-MM-DD, inclusive).',
    ),
    fechahasta: optionalParam(isoDateSchema).describe(
      'Fecha de publicación en el Diario Oficial hasta (AAAA-MM-DD, inclusive); no anterior a fechadesde.',
    ),
    fecha_publicacion_do: optionalParam(isoDateSchema),
    tipo_solicitud_id: optionalParam(idSchema),
    tomo_do: optionalParam(numericParam(REGULACION_MESSAGES.tomoDoNumerico)),
    numero_do: optionalParam(numericParam(REGULACION_MESSAGES.numeroDoNumerico)),
    ...ids,
  })
  .strict()
  .superRefine(checkDateRange)
  .transform((q) => ({
    page: q.page,
    per_page: q.per_page,
    nombre: q.nombre,
    fechadesde: q.fechadesde,
    fechahasta: q.fechahasta,
    fecha_publicacion_do: q.fecha_publicacion_do,
    tipo_solicitud_id: q.tipo_solicitud_id,
    tomo_do: q.tomo_do,
    numero_do: q.numero_do,
    categorias_id: mergeIdLists(q.categorias_id, q['categorias_id[]']),
    actividad_economica_id: mergeIdLists(q.actividad_economica_id, q['actividad_economica_id[]']),
    estado_tipo_solicitud_regulacion_id: mergeIdLists(
      q.estado_tipo_solicitud_regulacion_id,
      q['estado_tipo_solicitud_regulacion_id[]'],
    ),
  }));
export type RegulacionesQuery = z.output<typeof regulacionesQuerySchema>;

const nullableDate = z.string().nullable();
const idName = z.object({ id: z.number().int(), nombre: z.string() });

export const documentoRegulacionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  ruta: z.string(),
  created_at: z.string(),
});

/** Regulation item; dates are YYYY-MM-DD, documents oldest first (the last is the newest). */
export const regulacionItemSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  fecha_publicacion_do: nullableDate,
  tipo_solicitud: idName.extend({ color: z.string() }),
  estado_tipo_solicitud_regulacion: idName,
  actividad_economica: idName.nullable(),
  numero_reforma: z.number().int().nullable(),
  fecha_emision: nullableDate,
  fecha_vigencia: nullableDate,
  numero_do: z.number().int().nullable(),
  tomo_do: z.number().int().nullable(),
  categorias: z.array(z.object({ categoria_tramite: idName })),
  documentos: z.array(documentoRegulacionSchema),
});
export type RegulacionItem = z.infer<typeof regulacionItemSchema>;

export const regulacionesResponseSchema = paginationSchema.extend({
  solicitudes_regulacion: z.array(regulacionItemSchema),
});
export type RegulacionesResponse = z.infer<typeof regulacionesResponseSchema>;

/** `/api/solicitudes_regulacion/regulaciones?nombre=`: the evaluator tools' regulation lookup. */
export const regulacionesLookupQuerySchema = z
  .object({ nombre: optionalParam(z.string().max(200, 'El nombre admite como máximo 200 caracteres.')) })
  .strict();
export const regulacionesLookupResponseSchema = z.object({
  regulaciones: z.array(idName.extend({ tipo_solicitud: z.string() })),
});

export * from './regulaciones-rules';
