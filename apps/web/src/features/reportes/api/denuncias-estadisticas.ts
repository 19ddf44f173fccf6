import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { GRAPHICS_SERVICE } from './graphics-request';

/** The complaint statistics (`graphicsDenuncias`: every complaint received; the API also takes a received-date range). */
export const getDenunciasEstadisticas = async (signal?: AbortSignal) =>
  callApi((await import('@rnt/contract/endpoints/graphics')).graphicsDenuncias, {
    service: GRAPHICS_SERVICE,
    signal,
  });
export const denunciasEstadisticasQueryOptions = () =>
  queryOptions({
    queryKey: ['graphics', 'denuncias'],
    queryFn: ({ signal }) => getDenunciasEstadisticas(signal),
  });
export const useDenunciasEstadisticas = () => useQuery(denunciasEstadisticasQueryOptions());
