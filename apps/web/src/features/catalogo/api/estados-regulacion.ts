import type { estadosRegulacionResponseSchema } from '@rnt/contract/regulaciones';
import type { z } from '@rnt/contract/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const estadosRegulacionQuery = () =>
  queryOptions({
    queryKey: ['catalogo', 'estados-regulacion'],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof estadosRegulacionResponseSchema>>('/api/estados_regulacion', {
        service: 'regulacion',
        signal,
      }),
    select: (data) => data.estados,
    staleTime: 10 * 60_000,
  });
export const useEstadosRegulacion = () => useQuery(estadosRegulacionQuery());
