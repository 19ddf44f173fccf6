import type { SinonimoBody } from '@rnt/contract/sinonimos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const KEY = ['sinonimos'];
const endpoints = () => import('@rnt/contract/endpoints/sinonimos');

/** The thesaurus (`sinonimos`, SINONIMOS_EDITAR). */
export const useSinonimos = (enabled: boolean) =>
  useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => callApi((await endpoints()).sinonimos, { signal }),
    enabled,
    select: (data) => data.sinonimos,
  });

/** A new entry (`postSinonimos`), or a change to one when `id` is given (`putSinonimosById`); the list is read again after. */
export function useGuardarSinonimo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: SinonimoBody }) => {
      const { postSinonimos, putSinonimosById } = await endpoints();
      return id ? callApi(putSinonimosById, { params: { id }, body }) : callApi(postSinonimos, { body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Deletes an entry (`deleteSinonimosById`). */
export function useEliminarSinonimo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => callApi((await endpoints()).deleteSinonimosById, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
