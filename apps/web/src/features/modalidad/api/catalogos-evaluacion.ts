import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

interface Named {
  id: number;
  nombre: string;
}
const staticCatalog = { staleTime: 10 * 60_000, retry: false } as const;

/** GET /api/referencias?page=-1. */
export const useReferencias = () =>
  useQuery({
    queryKey: ['referencias'],
    queryFn: async ({ signal }): Promise<{ referencias: Named[] }> =>
      callApi((await import('@rnt/contract/endpoints/evaluacion')).referencias, {
        query: { page: -1 },
        signal,
      }),
    ...staticCatalog,
  });

/** GET /api/sub_referencias?page=-1. */
export const useSubReferencias = () =>
  useQuery({
    queryKey: ['sub_referencias'],
    queryFn: async ({ signal }): Promise<{ sub_referencias: Named[] }> =>
      callApi((await import('@rnt/contract/endpoints/evaluacion')).subReferencias, {
        query: { page: -1 },
        signal,
      }),
    ...staticCatalog,
  });

/** GET /api/estados_dictamen/select?per_page=-1. */
export const useEstadosDictamenSelect = (enabled: boolean) =>
  useQuery({
    queryKey: ['estados_dictamen', 'select'],
    queryFn: async ({
      signal,
    }): Promise<{ estados_dictamen: { value: number; label: string; codigo: string }[] }> =>
      callApi((await import('@rnt/contract/endpoints/evaluacion')).estadosDictamenSelect, {
        query: { per_page: -1 },
        signal,
      }),
    enabled,
    ...staticCatalog,
  });

/** GET /api/condiciones_inscripciones?per_page=-1. */
export const useCondiciones = (enabled: boolean) =>
  useQuery({
    queryKey: ['condiciones_inscripciones'],
    queryFn: async ({ signal }): Promise<{ condiciones_inscripciones: Named[] }> =>
      callApi((await import('@rnt/contract/endpoints/evaluacion')).condicionesInscripciones, {
        query: { per_page: -1 },
        signal,
      }),
    enabled,
    ...staticCatalog,
  });
