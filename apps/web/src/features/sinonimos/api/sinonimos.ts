import {
  SINONIMOS_PATH,
  type SinonimoBody,
  type SinonimoSavedResponse,
  type SinonimosResponse,
} from '@rnt/contract/sinonimos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const KEY = ['sinonimos'];

/** GET /api/sinonimos (SINONIMOS_EDITAR). */
export const useSinonimos = (enabled: boolean) =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest<SinonimosResponse>(SINONIMOS_PATH, { signal }),
    enabled,
    select: (data) => data.sinonimos,
  });

/** POST /api/sinonimos, or PUT /api/sinonimos/{id} when `id` is given; the list is read again after. */
export function useGuardarSinonimo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: SinonimoBody }) =>
      apiRequest<SinonimoSavedResponse>(id ? `${SINONIMOS_PATH}/${id}` : SINONIMOS_PATH, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** DELETE /api/sinonimos/{id}. */
export function useEliminarSinonimo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`${SINONIMOS_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
