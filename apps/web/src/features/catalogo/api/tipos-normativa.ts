import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Regulation types visible on the portal, in portal order (the sorted form, no paging). */
export const tiposNormativaQuery = () =>
  queryOptions({
    queryKey: ['catalogo', 'tipos-normativa'],
    queryFn: async ({ signal }) =>
      callApi((await import('@rnt/contract/endpoints/regulaciones')).listaTiposNormativa, {
        service: 'regulacion',
        query: { sort: 'orden_portal', direction: 'asc', visible_portal: true, per_page: -1 },
        signal,
      }),
    select: (data) => data.tipos_normativa,
    staleTime: 10 * 60_000,
  });
export const useTiposNormativa = () => useQuery(tiposNormativaQuery());
