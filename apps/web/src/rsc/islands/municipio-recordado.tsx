'use client';
/**
 * "Mi municipio" remembered in the browser (issue 31): the home keeps it with the last search (key
 * `params`). A modality page opened without one in its address (a shared link, a search engine) opens
 * again with hers, so its "¿Dónde se hace?" shows her office first. The address comes first: a page whose
 * address says `municipio` — even empty, "Sin elegir" — is left as it is, so this cannot loop.
 */
import { STORAGE_KEY_SEARCH_PARAMS } from '@rnt/contract/constants';
import { useEffect } from 'react';

export function MunicipioRecordado() {
  useEffect(() => {
    try {
      const url = new URL(window.location.href);
      if (url.searchParams.has('municipio')) return;
      const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY_SEARCH_PARAMS) ?? 'null');
      const municipio = (stored as { municipio?: unknown } | null)?.municipio;
      // A municipality's id is a slug; the server ignores one it does not know.
      if (typeof municipio !== 'string' || !/^[a-z0-9-]{1,60}$/.test(municipio)) return;
      url.searchParams.set('municipio', municipio);
      window.location.replace(url.href);
    } catch {
      // Storage disabled or unreadable: the page stays as it is.
    }
  }, []);
  return null;
}
