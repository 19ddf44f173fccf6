import type { VerificacionResponse } from '@rnt/contract/verificacion';
import { VERIFICACION_API_PATH } from '@rnt/contract/verificacion-textos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET /api/public/verificar/{codigo}: what the certificate attested and what the registry says now. */
export const verificacionQuery = (codigo: string) =>
  queryOptions({
    queryKey: ['verificacion', codigo],
    enabled: codigo !== '',
    queryFn: ({ signal }) =>
      apiRequest<VerificacionResponse>(`${VERIFICACION_API_PATH}/${encodeURIComponent(codigo)}`, { signal }),
    select: (data) => data.verificacion,
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
export const useVerificacion = (codigo: string) => useQuery(verificacionQuery(codigo));
