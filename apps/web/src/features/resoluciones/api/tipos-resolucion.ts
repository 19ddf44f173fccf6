import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const tiposResolucionQuery = () =>
  queryOptions({
    queryKey: ['resoluciones', 'tipos'],
    queryFn: async ({ signal }) =>
      callApi((await import('@rnt/contract/endpoints/resoluciones')).publicTiposResolucion, {
        service: 'regulacion',
        signal,
      }),
    select: (data) => data.tipos_resolucion,
    staleTime: 10 * 60_000,
  });
export const useTiposResolucion = () => useQuery(tiposResolucionQuery());
