import type { tiposResolucionResponseSchema } from '@rnt/contract/resoluciones';
import type { z } from '@rnt/contract/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const tiposResolucionQuery = () =>
  queryOptions({
    queryKey: ['resoluciones', 'tipos'],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof tiposResolucionResponseSchema>>('/api/public/tipos_resolucion', {
        service: 'regulacion',
        signal,
      }),
    select: (data) => data.tipos_resolucion,
    staleTime: 10 * 60_000,
  });
export const useTiposResolucion = () => useQuery(tiposResolucionQuery());
