/** The last home search, kept in local storage under the key `params`. */
import { readSearchParams, type BusquedaTramitesParams } from '@rnt/contract/busqueda-tramites-rules';
import { HOME_PAGE_SIZE, STORAGE_KEY_SEARCH_PARAMS } from '@rnt/contract/constants';

export function loadStoredSearch(): BusquedaTramitesParams | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY_SEARCH_PARAMS);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? readSearchParams(value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
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
