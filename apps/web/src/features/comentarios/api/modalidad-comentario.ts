import type { EndpointResponse } from '@rnt/contract/endpoint';
import type { publicTramitesDenunciasModalidadesById } from '@rnt/contract/endpoints/denuncias';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';

export type ModalidadComentario = EndpointResponse<
  typeof publicTramitesDenunciasModalidadesById
>['modalidad'];

/** The registered modality a bound comment form is about (404 when unknown or not registered). */
export const modalidadComentarioQuery = (modalidadId: number) =>
  queryOptions({
    queryKey: ['comentarios', 'modalidad', modalidadId],
    queryFn: async ({ signal }) =>
      callApi((await import('@rnt/contract/endpoints/denuncias')).publicTramitesDenunciasModalidadesById, {
        params: { id: modalidadId },
        signal,
      }),
    select: (data) => data.modalidad,
    enabled: Number.isInteger(modalidadId) && modalidadId > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
export const useModalidadComentario = (modalidadId: number) =>
  useQuery(modalidadComentarioQuery(modalidadId));
