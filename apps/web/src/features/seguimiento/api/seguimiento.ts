import type { Seguimiento } from '@rnt/contract/denuncia';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export interface ConsultaSeguimiento {
  /** Canonical forms (`normalizeFolio`, `normalizeTrackingCode`). */
  folio: string;
  codigo: string;
}

/**
 * `GET /api/public_tramites/denuncias/seguimiento`. "Not found" is an answer, not an error (null): the
 * server-rendered page shows it and the browser hydrates with it, without asking again. Never retried:
 * every lookup counts against the client's limit.
 */
export const seguimientoQuery = (consulta: ConsultaSeguimiento | null) =>
  queryOptions({
    queryKey: ['seguimiento', consulta?.folio ?? '', consulta?.codigo ?? ''],
    queryFn: async ({ signal }): Promise<Seguimiento | null> => {
      try {
        return await apiRequest<Seguimiento>('/api/public_tramites/denuncias/seguimiento', {
          query: { folio: consulta!.folio, codigo: consulta!.codigo },
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: consulta !== null,
    retry: false,
    // Long enough that the browser hydrating a server-rendered answer does not ask again.
    staleTime: 30_000,
  });

export const useSeguimiento = (consulta: ConsultaSeguimiento | null) => useQuery(seguimientoQuery(consulta));
