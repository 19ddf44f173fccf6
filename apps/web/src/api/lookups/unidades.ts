import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, firstPaintEndpoints } from '../../lib/api-client';

export const unidadesQuery = (institucionId: number | null | undefined) =>
  queryOptions({
    queryKey: ['lookups', 'unidades', institucionId],
    // The endpoint object loads with the first call, not with the home's first paint (decision 021).
    queryFn: async ({ signal }) =>
      callApi((await firstPaintEndpoints()).unidades, {
        params: { id: institucionId! },
        signal,
      }),
    select: (data) => data.unidades,
    enabled: Boolean(institucionId),
    staleTime: 10 * 60_000,
  });

/** The units of the chosen institution; idle until one is chosen (an institution loads its units). */
export const useUnidades = (institucionId: number | null | undefined) =>
  useQuery(unidadesQuery(institucionId));
