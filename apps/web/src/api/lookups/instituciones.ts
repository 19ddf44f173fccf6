import type { institucionesResponseSchema } from '@rnt/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from '@rnt/contract/zod';
import { apiRequest } from '../../lib/api-client';

export type Institucion = z.infer<typeof institucionesResponseSchema>['instituciones'][number];

export const institucionesQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'instituciones'],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof institucionesResponseSchema>>('/api/lista_instituciones', { signal }),
    select: (data) => data.instituciones,
    staleTime: 10 * 60_000,
  });

/** Every institution (`/api/lista_instituciones`). */
export const useInstituciones = () => useQuery(institucionesQuery());
