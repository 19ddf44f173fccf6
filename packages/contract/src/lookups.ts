/** Lookup lists Lookups and their endpoints (Home, lookups and modality lists). */
import { idSchema } from './api-common';
import { REGISTERED_STATE_IDS } from './constants';
import { z } from './zod';

const named = z.object({ id: z.number().int(), nombre: z.string() });
const withIcon = named.extend({ icon: z.string().nullable() });

export const clasificacionesResponseSchema = z.object({ data: z.array(named) });
export const estadosPortalResponseSchema = z.object({
  estados_portal: z.array(z.object({ id: z.number().int(), codigo: z.string(), nombre: z.string() })),
});
export const institucionSchema = named.extend({ siglas: z.string(), descripcion: z.string().nullable() });
export const institucionesResponseSchema = z.object({ instituciones: z.array(institucionSchema) });
export const unidadesResponseSchema = z.object({
  unidades: z.array(named.extend({ institucion_id: z.number().int() })),
});
export const categoriasTramiteResponseSchema = z.object({ categorias: z.array(withIcon) });
/** Economic activities, served as regulation categories. */
export const categoriasRegulacionesResponseSchema = z.object({
  success: z.literal(true),
  categorias_regulaciones: z.array(withIcon),
});

/** Option lists of the comment form (institution, procedure and modality options). */
export const institucionOptionSchema = z.object({
  institucion_id: z.number().int(),
  nombre_institucion: z.string(),
});
export const tramiteOptionSchema = z.object({ tramite_id: z.number().int(), nombre_tramite: z.string() });
export const modalidadOptionSchema = z.object({
  modalidad_id: z.number().int(),
  nombre_modalidad: z.string(),
});
export const institucionListadoResponseSchema = z.object({ instituciones: z.array(institucionOptionSchema) });
export const tramitesDeInstitucionResponseSchema = z.object({ portal: z.array(tramiteOptionSchema) });

/** `estado_solicitud[]=11&estado_solicitud[]=13`: one id or several, in either spelling of the key. */
const stateIdsSchema = z
  .union([idSchema, z.array(idSchema).max(50)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/**
 * `/api/public_tramites`: by economic activity, or by institution with the registered states
 * (only 11 and 13 are allowed: these lists feed the comment form).
 */
export const publicTramitesQuerySchema = z
  .object({
    actividad_economica: idSchema.optional(),
    institucion_id: idSchema.optional(),
    estado_solicitud: stateIdsSchema.optional(),
    'estado_solicitud[]': stateIdsSchema.optional(),
  })
  .strict()
  .transform(({ 'estado_solicitud[]': bracket, estado_solicitud, ...rest }) => ({
    ...rest,
    estados: bracket ?? estado_solicitud ?? [...REGISTERED_STATE_IDS],
  }))
  .refine((q) => q.actividad_economica !== undefined || q.institucion_id !== undefined, {
    message: 'Debe indicar actividad_economica o institucion_id.',
    path: ['institucion_id'],
  })
  .refine((q) => q.estados.every((e) => (REGISTERED_STATE_IDS as readonly number[]).includes(e)), {
    message: 'Solo se admiten los estados 11 y 13.',
    path: ['estado_solicitud'],
  });

/** Procedure list item: `id`/`nombre` are the procedure's, as `tramite_id`/`nombre_tramite`. */
export const publicTramitesResponseSchema = z.object({
  tramites: z.array(
    tramiteOptionSchema.extend({
      id: z.number().int(),
      nombre: z.string(),
      nombre_institucion: z.string(),
      nombre_unidad: z.string(),
      modalidades: z.array(modalidadOptionSchema),
    }),
  ),
});

/** `page=-1` ("all") is the only form the portal sends; other values are accepted and ignored. */
export const allPagesQuerySchema = z.object({ page: z.coerce.number().int().optional() }).strict();

/**
 * `GET /api/public/municipios` ("Mi municipio", issue 31): the departments in alphabetical order, each
 * with its municipalities (since May 2024) and the coordinates of their centre. `id` is what the home
 * search's `municipio` takes.
 */
export const municipiosResponseSchema = z.object({
  departamentos: z.array(
    z.object({
      nombre: z.string(),
      municipios: z.array(
        z.object({
          id: z.string(),
          nombre: z.string(),
          cabecera: z.string(),
          lat: z.number(),
          lon: z.number(),
        }),
      ),
    }),
  ),
});
export type MunicipiosResponse = z.infer<typeof municipiosResponseSchema>;
