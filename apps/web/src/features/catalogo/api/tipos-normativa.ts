import type { tiposNormativaResponseSchema } from '@rnt/contract/regulaciones';
import type { z } from '@rnt/contract/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Regulation types visible on the portal, in portal order (the sorted form, no paging). */
export const tiposNormativaQuery = () =>
  queryOptions({
    queryKey: ['catalogo', 'tipos-normativa'],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof tiposNormativaResponseSchema>>('/api/lista_tipos_normativa', {
        service: 'regulacion',
        query: { sort: 'orden_portal', direction: 'asc', visible_portal: true, per_page: -1 },
        signal,
      }),
    select: (data) => data.tipos_normativa,
    staleTime: 10 * 60_000,
  });
export const useTiposNormativa = () => useQuery(tiposNormativaQuery());
