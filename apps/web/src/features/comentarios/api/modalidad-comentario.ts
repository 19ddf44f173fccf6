import type { modalidadComentarioResponseSchema } from '@rnt/contract/denuncia';
import type { z } from '@rnt/contract/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type ModalidadComentario = z.infer<typeof modalidadComentarioResponseSchema>['modalidad'];

/** The registered modality a bound comment form is about (404 when unknown or not registered). */
export const modalidadComentarioQuery = (modalidadId: number) =>
  queryOptions({
    queryKey: ['comentarios', 'modalidad', modalidadId],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof modalidadComentarioResponseSchema>>(
        `/api/public_tramites/denuncias/modalidades/${modalidadId}`,
        { signal },
      ),
    select: (data) => data.modalidad,
    enabled: Number.isInteger(modalidadId) && modalidadId > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
export const useModalidadComentario = (modalidadId: number) =>
  useQuery(modalidadComentarioQuery(modalidadId));
