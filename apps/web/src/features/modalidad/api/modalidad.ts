import type { ModalidadResponse } from '@rnt/contract/modalidad';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { retryUnlessClientError } from '../lib/retry';

/** `publicModalidadGetIdById`, the modality with requirements, offices and legal bases. */
export async function getModalidad(id: number, signal?: AbortSignal): Promise<ModalidadResponse> {
  const { publicModalidadGetIdById } = await import('@rnt/contract/endpoints/modalidades');
  return callApi(publicModalidadGetIdById, { params: { id }, service: 'registro', signal });
}

export const modalidadQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['modalidad', id],
    queryFn: ({ signal }) => getModalidad(id, signal),
    retry: retryUnlessClientError,
  });

export function useModalidad(id: number, enabled = true) {
  return useQuery({ ...modalidadQueryOptions(id), enabled });
}
