import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { targetBody, type EvaluationTarget } from '../lib/evaluador';

export interface ReferenciaPayload {
  id?: number;
  referencia_id: number;
  valor_referencia: string;
  sub_referencia_id: number | null;
  valor_sub_referencia: string | null;
}

/** A new legal basis (`postBaseLegalCreate`), or a change to one that exists (`putBaseLegalUpdateById`). */
export async function guardarBaseLegal(
  t: EvaluationTarget,
  input: { id?: number; regulacion_id: number; referencias: ReferenciaPayload[] },
) {
  const { postBaseLegalCreate, putBaseLegalUpdateById } = await import('@rnt/contract/endpoints/evaluacion');
  const body = { ...targetBody(t), regulacion_id: input.regulacion_id, referencias: input.referencias };
  return input.id
    ? callApi(putBaseLegalUpdateById, { params: { id: input.id }, body, service: 'registro' })
    : callApi(postBaseLegalCreate, { body, service: 'registro' });
}

/** After a change the list and the public detail (its legal-basis buttons) are re-read. */
export function useInvalidateLegal(t: EvaluationTarget) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['base_legal'] }),
      client.invalidateQueries({ queryKey: ['modalidad', t.modalidadId] }),
    ]);
}

export function useGuardarBaseLegal(t: EvaluationTarget) {
  const invalidate = useInvalidateLegal(t);
  return useMutation({
    mutationFn: (input: Parameters<typeof guardarBaseLegal>[1]) => guardarBaseLegal(t, input),
    onSuccess: invalidate,
  });
}
