import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { GRAPHICS_SERVICE } from './graphics-request';

/** GET /api/graphics/denuncias (every complaint received; the API also takes a received-date range). */
export const getDenuncias = async (signal?: AbortSignal) =>
  callApi((await import('@rnt/contract/endpoints/graphics')).graphicsDenuncias, {
    service: GRAPHICS_SERVICE,
    signal,
  });
export const denunciasQueryOptions = () =>
  queryOptions({ queryKey: ['graphics', 'denuncias'], queryFn: ({ signal }) => getDenuncias(signal) });
export const useDenuncias = () => useQuery(denunciasQueryOptions());
