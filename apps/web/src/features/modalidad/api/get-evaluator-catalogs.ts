import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface Named {
  id: number;
  nombre: string;
}
const staticCatalog = { staleTime: 10 * 60_000, retry: false } as const;

/** GET /api/referencias?page=-1. */
export const useReferencias = () =>
  useQuery({
    queryKey: ['referencias'],
    queryFn: ({ signal }) =>
      apiRequest<{ referencias: Named[] }>('/api/referencias', { query: { page: -1 }, signal }),
    ...staticCatalog,
  });

/** GET /api/sub_referencias?page=-1. */
export const useSubReferencias = () =>
  useQuery({
    queryKey: ['sub_referencias'],
    queryFn: ({ signal }) =>
      apiRequest<{ sub_referencias: Named[] }>('/api/sub_referencias', { query: { page: -1 }, signal }),
    ...staticCatalog,
  });

/** GET /api/estados_dictamen/select?per_page=-1. */
export const useEstadosDictamenSelect = (enabled: boolean) =>
  useQuery({
    queryKey: ['estados_dictamen', 'select'],
    queryFn: ({ signal }) =>
      apiRequest<{ estados_dictamen: { value: number; label: string; codigo: string }[] }>(
        '/api/estados_dictamen/select',
        { query: { per_page: -1 }, signal },
      ),
    enabled,
    ...staticCatalog,
  });

/** GET /api/condiciones_inscripciones?per_page=-1. */
export const useCondiciones = (enabled: boolean) =>
  useQuery({
    queryKey: ['condiciones_inscripciones'],
    queryFn: ({ signal }) =>
      apiRequest<{ condiciones_inscripciones: Named[] }>('/api/condiciones_inscripciones', {
        query: { per_page: -1 },
        signal,
      }),
    enabled,
    ...staticCatalog,
  });
