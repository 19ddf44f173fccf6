/**
 * The atlas of procedures (`/atlas-de-tramites`): the public registry as a
 * directory institution → unit → procedure → modality with counts, and its accent-insensitive filter.
 */
import { z } from './zod';

const count = z.number().int();

export const atlasModalidadSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  estado_id: z.number().int(),
  /** Whether the modality is registered (states 11 and 13: 'Inscrito'), else 'En Evaluación'. */
  inscrita: z.boolean(),
});
export const atlasTramiteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  total_modalidades: count,
  modalidades: z.array(atlasModalidadSchema),
});
export const atlasUnidadSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  total_tramites: count,
  total_modalidades: count,
  tramites: z.array(atlasTramiteSchema),
});
export const atlasInstitucionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  siglas: z.string(),
  total_unidades: count,
  total_tramites: count,
  total_modalidades: count,
  unidades: z.array(atlasUnidadSchema),
});
export const atlasResponseSchema = z.object({
  total_instituciones: count,
  total_unidades: count,
  total_tramites: count,
  total_modalidades: count,
  instituciones: z.array(atlasInstitucionSchema),
});

export type AtlasModalidad = z.infer<typeof atlasModalidadSchema>;
export type AtlasTramite = z.infer<typeof atlasTramiteSchema>;
export type AtlasUnidad = z.infer<typeof atlasUnidadSchema>;
export type AtlasInstitucion = z.infer<typeof atlasInstitucionSchema>;
export type AtlasResponse = z.infer<typeof atlasResponseSchema>;

export { filterAtlas, normalizeSearchText, type AtlasFilterResult } from './atlas-filter';
