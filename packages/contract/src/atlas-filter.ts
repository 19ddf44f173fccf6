/**
 * The atlas's accent-insensitive filter (`/atlas-de-tramites`), zod-free: the light page's filter island
 * runs it in the browser, the page runs it on the server for a filter sent without JavaScript.
 */
import type { AtlasInstitucion, AtlasTramite, AtlasUnidad } from './atlas';

/** The longest filter the atlas takes (a name, not a text). */
export const ATLAS_FILTRO_MAX = 200;

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
