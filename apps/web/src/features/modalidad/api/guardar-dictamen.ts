import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { targetBody, type EvaluationTarget } from '../lib/evaluador';

export interface DictamenPayload {
  id?: number;
  comentarios: string;
  condicion_inscripcion_id: number | null;
  estados_dictamen: number[];
}

/** A new ruling (`postDictamenesCreate`) or a change to one (`putDictamenesUpdateById`). */
export async function guardarDictamen(t: EvaluationTarget, { id, ...p }: DictamenPayload) {
  const { postDictamenesCreate, putDictamenesUpdateById } =
    await import('@rnt/contract/endpoints/evaluacion');
  const body = { ...targetBody(t), ...p };
  return id
    ? callApi(putDictamenesUpdateById, { params: { id }, body, service: 'registro' })
    : callApi(postDictamenesCreate, { body, service: 'registro' });
}

export function useGuardarDictamen(t: EvaluationTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: DictamenPayload) => guardarDictamen(t, p),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['dictamenes'] }),
        client.invalidateQueries({ queryKey: ['modalidad', t.modalidadId] }),
      ]),
  });
}
