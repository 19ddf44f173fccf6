/**
 * The home procedure search and its companions (Home, lookups and modality lists):
 * `GET /api/public/busqueda_tramites`, `GET /api/public_tramites_listado` and
 * `GET /api/public/cantidadTramitesGraficoPortal`.
 *
 * A result of the home search is a procedure (trámite), not a modality: its card opens
 * `/tramite/{tramite_id}`, which lists the procedure's modalities, so one card per modality would repeat
 * the same destination. `modalidades` lists the procedure's modalities in the searched states (the card's
 * expandable part). `id` and `tramite_id` are both the procedure's id, and `nombre` and `nombre_tramite`
 * both its name; the spec's item carries both pairs.
 */
import { idSchema, pageNumberSchema, paginationSchema } from './api-common';
import { SEARCH_NAME_MAX_LENGTH } from './busqueda-tramites-rules';
import { HOME_PAGE_SIZE } from './constants';
import { modalidadOptionSchema } from './lookups';
import { municipioPorId } from './municipios';
import { tramiteModalidadSchema } from './modalidad';
import { z } from './zod';

/** A value sent empty (`?unidad_id=`) is the same as a value not sent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const filtersShape = {
  nombre: optional(
    z
      .string()
      .trim()
      .max(SEARCH_NAME_MAX_LENGTH, `El nombre debe tener como máximo ${SEARCH_NAME_MAX_LENGTH} caracteres.`),
  ),
  institucion_id: optional(idSchema),
  unidad_id: optional(idSchema),
  categoria_id: optional(idSchema),
  clasificacion_id: optional(idSchema),
  /** A portal state code (`INS`, `EF1`…); absent: the published states 11 and 13. */
  estado: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,10}$/, 'El estado debe ser un código de estado del portal.'),
  ),
  page: optional(pageNumberSchema).default(1),
};

/**
 * The citizen's municipality ("Mi municipio", issue 31): an id of `municipios.ts`. The home search puts
 * her municipality's version of a grouped procedure first; it filters nothing.
 */
export const municipioIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (id) => municipioPorId(id) !== undefined,
    'El municipio no existe: elija uno de /api/public/municipios.',
  );

export const busquedaTramitesQuerySchema = z
  .object({
    ...filtersShape,
    municipio: optional(municipioIdSchema),
    per_page: optional(pageNumberSchema).default(HOME_PAGE_SIZE),
  })
  .strict();
export type BusquedaTramitesQuery = z.infer<typeof busquedaTramitesQuerySchema>;

/** Procedure list item. */
export const tramiteListItemSchema = z.object({
  id: z.number().int(),
  tramite_id: z.number().int(),
  nombre_tramite: z.string(),
  nombre: z.string(),
  nombre_institucion: z.string(),
  nombre_unidad: z.string(),
  modalidades: z.array(modalidadOptionSchema),
});

/**
 * The same municipal procedure of several municipalities is one result (issue 31): in how many
 * municipalities the search found it and, when the search says hers (`municipio`) and she has it, which
 * one — the result's ids and names are then her municipality's version. null: not a municipal procedure.
 */
export const municipiosDelResultadoSchema = z
  .object({
    total: z.number().int().positive(),
    propio: z.object({ id: z.string(), nombre: z.string() }).nullable(),
  })
  .nullable();
export type MunicipiosDelResultado = z.infer<typeof municipiosDelResultadoSchema>;

/** A home search result: a procedure, or the group of the same procedure of several municipalities. */
export const busquedaTramiteItemSchema = tramiteListItemSchema.extend({
  municipios: municipiosDelResultadoSchema,
});
export type BusquedaTramiteItem = z.infer<typeof busquedaTramiteItemSchema>;
export type TramiteListItem = z.infer<typeof tramiteListItemSchema>;

export const busquedaTramitesResponseSchema = z.object({
  listado: paginationSchema.extend({
    data: z.array(busquedaTramiteItemSchema),
    /** True when the search found nothing (an empty flag). */
    vacio: z.boolean(),
    /** What was searched when a mistyped word was corrected ("pasaporte" for "pasaprte"); null otherwise. */
    quiso_decir: z.string().nullable(),
    /**
     * True when no procedure matched every word and the results are those matching the most of them
     * (the page says "Mostrando trámites que contienen algunas de sus palabras").
     */
    parcial: z.boolean(),
  }),
});
export type BusquedaTramitesResponse = z.infer<typeof busquedaTramitesResponseSchema>;

/** `/api/public_tramites_listado`: the same filters, one row per modality, 10 per page by default. */
export const TRAMITES_LISTADO_PAGE_SIZE = 10;
export const tramitesListadoQuerySchema = z
  .object({ ...filtersShape, per_page: optional(pageNumberSchema).default(TRAMITES_LISTADO_PAGE_SIZE) })
  .strict();

/**
 * Procedure-modality entry: the very entry of `/api/public_tramites_modalidades`, so that
 * `estado_modalidad` is the same public label in both lists (decision 009).
 */
export const tramiteModalidadEntrySchema = tramiteModalidadSchema;
export const tramitesListadoResponseSchema = paginationSchema.extend({
  portal: z.array(tramiteModalidadEntrySchema),
});

/**
 * Modalities registered per month over the last 24 months, keyed 'MM-YYYY' (the leading number is the
 * month), oldest first, months without registrations included with 0.
 */
export const cantidadTramitesGraficoResponseSchema = z.record(
  z.string().regex(/^\d{2}-\d{4}$/),
  z.number().int().nonnegative(),
);
export type CantidadTramitesGrafico = z.infer<typeof cantidadTramitesGraficoResponseSchema>;
export const GRAFICO_MESES = 24;

// ---------------------------------------------------------------- suggestions as you type (issue 19)

// The path and the shortest query live in the zod-free rules module: the home's first paint reads them
// without loading zod (issue 21).
export { SUGERENCIAS_MIN_LENGTH, SUGERENCIAS_PATH } from './busqueda-tramites-rules';
/** Most suggestions answered. */
export const SUGERENCIAS_MAX = 8;

export const sugerenciasQuerySchema = z
  .object({
    q: z
      .string({ error: 'Escriba lo que busca.' })
      .trim()
      .max(SEARCH_NAME_MAX_LENGTH, `El texto debe tener como máximo ${SEARCH_NAME_MAX_LENGTH} caracteres.`),
  })
  .strict();

export const sugerenciaSchema = z.object({
  texto: z.string(),
  /** `situacion`: a life event (issue 33), first; it opens `/situaciones-de-vida/{slug}`. */
  tipo: z.enum(['tramite', 'modalidad', 'institucion', 'situacion']),
  tramite_id: z.number().int().nullable(),
  modalidad_id: z.number().int().nullable(),
  /** Only on a life event's suggestion: its address slug. */
  slug: z.string().optional(),
});

/** At most this many life events lead the suggestions (the procedures keep the rest of the list). */
export const SUGERENCIAS_SITUACIONES_MAX = 2;
export type Sugerencia = z.infer<typeof sugerenciaSchema>;
export const sugerenciasResponseSchema = z.object({ sugerencias: z.array(sugerenciaSchema) });
export type SugerenciasResponse = z.infer<typeof sugerenciasResponseSchema>;
