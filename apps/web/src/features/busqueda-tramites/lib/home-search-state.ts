/**
 * The home search on screen, as the home route's loader read it from the URL through the search
 * endpoint's query schema (`readSearchParams`, decision 021). `null`: no search in the URL.
 */
import type { BusquedaTramitesParams } from '@rnt/contract/busqueda-tramites-rules';
import { useLoaderData } from 'react-router';

export interface HomeSearchState {
  busqueda: BusquedaTramitesParams | null;
}

/** The search of the current URL (the loader's answer; `null` before a loader has run). */
export function useHomeSearch(): BusquedaTramitesParams | null {
  return (useLoaderData() as HomeSearchState | undefined)?.busqueda ?? null;
}
