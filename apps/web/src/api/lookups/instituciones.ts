import type { EndpointResponse } from '@rnt/contract/endpoint';
import type { instituciones } from '@rnt/contract/endpoints/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, firstPaintEndpoints } from '../../lib/api-client';

export type Institucion = EndpointResponse<typeof instituciones>['instituciones'][number];

export const institucionesQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'instituciones'],
    // The endpoint object loads with the first call, not with the home's first paint (decision 021).
    queryFn: async ({ signal }) => callApi((await firstPaintEndpoints()).instituciones, { signal }),
    select: (data) => data.instituciones,
    staleTime: 10 * 60_000,
  });

/** Every institution. */
export const useInstituciones = () => useQuery(institucionesQuery());
