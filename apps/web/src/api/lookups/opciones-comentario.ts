import { REGISTERED_STATE_IDS } from '@rnt/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** Institutions with registered procedures (`page=-1`: all of them). */
export const institucionOptionsQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'institucion-options'],
    queryFn: async ({ signal }) =>
      callApi((await import('@rnt/contract/endpoints/lookups')).institucionListado, {
        query: { page: -1 },
        signal,
      }),
    select: (data) => data.instituciones,
    staleTime: 10 * 60_000,
  });
export const useInstitucionOptions = () => useQuery(institucionOptionsQuery());

/**
 * An institution's procedures in states 11/13 with their modalities
 * (`institucion_id&estado_solicitud[]=11&estado_solicitud[]=13`): the cascade institution → procedure →
 * modality of the comment form.
 */
export const tramitesInscritosQuery = (institucionId: number | null | undefined) =>
  queryOptions({
    queryKey: ['lookups', 'tramites-inscritos', institucionId],
    queryFn: async ({ signal }) =>
      callApi((await import('@rnt/contract/endpoints/lookups')).publicTramites, {
        query: { institucion_id: institucionId, estado_solicitud: [...REGISTERED_STATE_IDS] },
        signal,
      }),
    select: (data) => data.tramites,
    enabled: Boolean(institucionId),
    staleTime: 5 * 60_000,
  });
export const useTramitesInscritos = (institucionId: number | null | undefined) =>
  useQuery(tramitesInscritosQuery(institucionId));
