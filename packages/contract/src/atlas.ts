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

/** 'Trámite  de SALUD' → 'tramite de salud': lower case, no diacritics, single spaces. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface AtlasFilterResult {
  instituciones: AtlasInstitucion[];
  total_tramites: number;
  total_modalidades: number;
}

/**
 * Keeps the modalities whose path (institution name and acronym, unit, procedure, modality) contains
 * every word typed, ignoring case and accents, with their ancestors; counts are those of what is kept.
 * An empty text keeps everything.
 */
export function filterAtlas(instituciones: AtlasInstitucion[], text: string): AtlasFilterResult {
  const words = normalizeSearchText(text).split(' ').filter(Boolean);
  const matches = (haystack: string) => words.every((w) => haystack.includes(w));
  let totalTramites = 0;
  let totalModalidades = 0;
  const kept: AtlasInstitucion[] = [];
  for (const institucion of instituciones) {
    const institucionText = normalizeSearchText(`${institucion.nombre} ${institucion.siglas}`);
    const unidades: AtlasUnidad[] = [];
    for (const unidad of institucion.unidades) {
      const unidadText = `${institucionText} ${normalizeSearchText(unidad.nombre)}`;
      const tramites: AtlasTramite[] = [];
      for (const tramite of unidad.tramites) {
        const tramiteText = `${unidadText} ${normalizeSearchText(tramite.nombre)}`;
        const modalidades = matches(tramiteText)
          ? tramite.modalidades
          : tramite.modalidades.filter((m) => matches(`${tramiteText} ${normalizeSearchText(m.nombre)}`));
        if (modalidades.length > 0)
          tramites.push({ ...tramite, total_modalidades: modalidades.length, modalidades });
      }
      if (tramites.length > 0) {
        const total = tramites.reduce((n, t) => n + t.total_modalidades, 0);
        unidades.push({ ...unidad, total_tramites: tramites.length, total_modalidades: total, tramites });
      }
    }
    if (unidades.length > 0) {
      const tramitesCount = unidades.reduce((n, u) => n + u.total_tramites, 0);
      const modalidadesCount = unidades.reduce((n, u) => n + u.total_modalidades, 0);
      totalTramites += tramitesCount;
      totalModalidades += modalidadesCount;
      kept.push({
        ...institucion,
        total_unidades: unidades.length,
        total_tramites: tramitesCount,
        total_modalidades: modalidadesCount,
        unidades,
      });
    }
  }
  return { instituciones: kept, total_tramites: totalTramites, total_modalidades: totalModalidades };
}
