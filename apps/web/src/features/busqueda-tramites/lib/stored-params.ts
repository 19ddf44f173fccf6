/** The last home search, kept in local storage under the key `params`. */
import type { BusquedaTramitesParams } from '@rnt/contract/busqueda-tramites-rules';
import { HOME_PAGE_SIZE, STORAGE_KEY_SEARCH_PARAMS } from '@rnt/contract/constants';
import { firstPaintEndpoints } from '../../../lib/api-client';

/**
 * The stored search, read through the search endpoint's query schema like the URL (a malformed stored
 * value is dropped). The reader loads on demand: it is not part of the home's first paint.
 */
export async function loadStoredSearch(): Promise<BusquedaTramitesParams | null> {
  let value: unknown;
  try {
    const raw = localStorage.getItem(STORAGE_KEY_SEARCH_PARAMS);
    value = raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { readSearchParams } = await firstPaintEndpoints();
  return readSearchParams(value as Record<string, unknown>);
}

export function storeSearch(params: BusquedaTramitesParams): void {
  try {
    localStorage.setItem(STORAGE_KEY_SEARCH_PARAMS, JSON.stringify({ ...params, per_page: HOME_PAGE_SIZE }));
  } catch {
    // Storage full or disabled: the search still works, it is only not remembered.
  }
}

export function clearStoredSearch(): void {
  try {
    localStorage.removeItem(STORAGE_KEY_SEARCH_PARAMS);
  } catch {
    /* storage disabled */
  }
}
