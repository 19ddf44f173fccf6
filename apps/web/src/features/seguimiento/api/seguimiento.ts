import type { Seguimiento } from '@rnt/contract/denuncia';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@rnt/contract/messages';
import { ApiError, callApi } from '../../../lib/api-client';

export interface ConsultaSeguimiento {
  /** Canonical forms (`normalizeFolio`, `normalizeTrackingCode`). */
  folio: string;
  codigo: string;
}

/** The complaint; or null with no notice (not found), or null with the server's notice (too many lookups). */
export interface ResultadoSeguimiento {
  seguimiento: Seguimiento | null;
  aviso: string | null;
}

/**
 * `GET /api/public_tramites/denuncias/seguimiento`. "Not found" and "too many lookups" are answers, not
 * errors: the server-rendered page (the no-JavaScript form) shows them and the browser hydrates with them,
 * without asking again. Never retried: every lookup counts against the client's limit.
 */
export const seguimientoQuery = (consulta: ConsultaSeguimiento | null) =>
  queryOptions({
    queryKey: ['seguimiento', consulta?.folio ?? '', consulta?.codigo ?? ''],
    queryFn: async ({ signal }): Promise<ResultadoSeguimiento> => {
      try {
        const { publicTramitesDenunciasSeguimiento } = await import('@rnt/contract/endpoints/denuncias');
        const seguimiento: Seguimiento = await callApi(publicTramitesDenunciasSeguimiento, {
          query: { folio: consulta!.folio, codigo: consulta!.codigo },
          signal,
        });
        return { seguimiento, aviso: null };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { seguimiento: null, aviso: null };
        if (error instanceof ApiError && error.status === 429)
          return { seguimiento: null, aviso: error.body?.message ?? MESSAGES.demasiadasSolicitudes };
        throw error;
      }
    },
    enabled: consulta !== null,
    retry: false,
    // Long enough that the browser hydrating a server-rendered answer does not ask again.
    staleTime: 30_000,
  });

export const useSeguimiento = (consulta: ConsultaSeguimiento | null) => useQuery(seguimientoQuery(consulta));
