import type { TramiteModalidadesResponse } from '@rnt/contract/modalidad';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { retryUnlessClientError } from '../lib/retry';

export interface TramiteModalidadesParams {
  tramiteId: number;
  nombre?: string;
  estado?: string[];
}

/** A procedure's modalities the procedure id, optional filters, no paging (-1). */
export async function getTramiteModalidades(
  { tramiteId, nombre, estado }: TramiteModalidadesParams,
  signal?: AbortSignal,
): Promise<TramiteModalidadesResponse> {
  const { publicTramitesModalidades } = await import('@rnt/contract/endpoints/modalidades');
  return callApi(publicTramitesModalidades, {
    service: 'registro',
    query: { id: tramiteId, nombre, estado: estado?.length ? estado : undefined, per_page: -1 },
    signal,
  });
}

export const tramiteModalidadesQueryOptions = (params: TramiteModalidadesParams) =>
  queryOptions({
    queryKey: ['tramite-modalidades', params.tramiteId, params.nombre ?? '', params.estado ?? []],
    queryFn: ({ signal }) => getTramiteModalidades(params, signal),
    retry: retryUnlessClientError,
  });

export function useTramiteModalidades(params: TramiteModalidadesParams, enabled = true) {
  return useQuery({ ...tramiteModalidadesQueryOptions(params), enabled });
}
