import type { SituacionBody } from '@rnt/contract/situaciones-vida';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const KEY = ['situaciones-vida-admin'];
const endpoints = () => import('@rnt/contract/endpoints/situaciones-vida-admin');

/** Every life event with its steps and broken steps (`situacionesVida`, SITUACIONES_VIDA_EDITAR). */
export const useSituacionesAdmin = (enabled: boolean) =>
  useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => callApi((await endpoints()).situacionesVida, { signal }),
    enabled,
    select: (data) => data.situaciones,
  });

/** The audited changes of one life event, newest first (`situacionesVidaByIdAuditoria`). */
export const useCambiosSituacion = (id: number) =>
  useQuery({
    queryKey: [...KEY, id, 'auditoria'],
    queryFn: async ({ signal }) =>
      callApi((await endpoints()).situacionesVidaByIdAuditoria, { params: { id }, signal }),
    select: (data) => data.cambios,
  });

/** A change to a life event and its steps (`putSituacionesVidaById`); the list and its history are read again. */
export function useGuardarSituacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: SituacionBody }) =>
      callApi((await endpoints()).putSituacionesVidaById, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
