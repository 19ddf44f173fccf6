import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const estadosRegulacionQuery = () =>
  queryOptions({
    queryKey: ['catalogo', 'estados-regulacion'],
    queryFn: async ({ signal }) =>
      callApi((await import('@rnt/contract/endpoints/regulaciones')).estadosRegulacion, {
        service: 'regulacion',
        signal,
      }),
    select: (data) => data.estados,
    staleTime: 10 * 60_000,
  });
export const useEstadosRegulacion = () => useQuery(estadosRegulacionQuery());
