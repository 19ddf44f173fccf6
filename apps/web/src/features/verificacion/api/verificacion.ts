import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';

/** `publicVerificarByCodigo`: what the certificate attested and what the registry says now. */
export const verificacionQuery = (codigo: string) =>
  queryOptions({
    queryKey: ['verificacion', codigo],
    enabled: codigo !== '',
    queryFn: async ({ signal }) =>
      callApi((await import('@rnt/contract/endpoints/verificacion')).publicVerificarByCodigo, {
        params: { codigo },
        signal,
      }),
    select: (data) => data.verificacion,
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
export const useVerificacion = (codigo: string) => useQuery(verificacionQuery(codigo));
