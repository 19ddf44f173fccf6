import type { unidadesResponseSchema } from '@rnt/contract/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from '@rnt/contract/zod';
import { apiRequest } from '../../lib/api-client';

export const unidadesQuery = (institucionId: number | null | undefined) =>
  queryOptions({
    queryKey: ['lookups', 'unidades', institucionId],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof unidadesResponseSchema>>(`/api/lista_unidades/${institucionId}`, { signal }),
    select: (data) => data.unidades,
    enabled: Boolean(institucionId),
    staleTime: 10 * 60_000,
  });

/** The units of the chosen institution; idle until one is chosen (an institution loads its units). */
export const useUnidades = (institucionId: number | null | undefined) =>
  useQuery(unidadesQuery(institucionId));
