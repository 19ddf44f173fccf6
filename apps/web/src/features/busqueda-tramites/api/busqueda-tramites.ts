import { searchParamsToQuery, type BusquedaTramitesParams } from '@rnt/contract/busqueda-tramites-rules';
import { HOME_PAGE_SIZE } from '@rnt/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_EXPORT_PATHS } from '@rnt/contract/exportar-busquedas';
import { ApiError, buildUrl, callApi, firstPaintEndpoints } from '../../../lib/api-client';

/**
 * The home search: 9 per page, the panel's filters, and the page. The endpoint object (and its schemas)
 * loads with the first search, not with the home's first paint (decision 021).
 */
export async function fetchBusquedaTramites(params: BusquedaTramitesParams, signal?: AbortSignal) {
  const { busquedaTramites } = await firstPaintEndpoints();
  return callApi(busquedaTramites, {
    query: { ...searchParamsToQuery(params), per_page: HOME_PAGE_SIZE },
    signal,
  });
}

export const busquedaTramitesQuery = (params: BusquedaTramitesParams | null) =>
  queryOptions({
    queryKey: ['busqueda-tramites', params ? searchParamsToQuery(params) : null],
    queryFn: ({ signal }) => fetchBusquedaTramites(params!, signal),
    select: (data) => data.listado,
    enabled: params !== null,
    // Changing page keeps the current cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
    // Bad input (a hand-edited URL) will not improve by asking again; a network failure may.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

/** Idle until a search is present (in the URL, or restored from local storage). */
export const useBusquedaTramites = (params: BusquedaTramitesParams | null) =>
  useQuery(busquedaTramitesQuery(params));

/** Every page of the same search as a CSV download. */
export const busquedaTramitesCsvUrl = (params: BusquedaTramitesParams) =>
  buildUrl('registro', SEARCH_EXPORT_PATHS.tramites, { ...searchParamsToQuery(params), page: undefined });
