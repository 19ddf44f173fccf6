import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `publicSituacionesVida` with `modalidad_id`: the life events one of whose steps is this modality. */
export const situacionesDeModalidadQuery = (modalidadId: number) =>
  queryOptions({
    queryKey: ['situaciones-vida', { modalidad_id: modalidadId }],
    queryFn: async ({ signal }) =>
      callApi((await import('@rnt/contract/endpoints/situaciones-vida')).publicSituacionesVida, {
        service: 'registro',
        query: { modalidad_id: modalidadId },
        signal,
      }),
  });

export const useSituacionesDeModalidad = (modalidadId: number) =>
  useQuery(situacionesDeModalidadQuery(modalidadId));
