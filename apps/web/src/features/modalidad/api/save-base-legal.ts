import type { BaseLegal } from '@rnt/contract/modalidad';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { targetBody, type EvaluationTarget } from '../lib/evaluator';

export interface ReferenciaPayload {
  id?: number;
  referencia_id: number;
  valor_referencia: string;
  sub_referencia_id: number | null;
  valor_sub_referencia: string | null;
}

/** POST /api/base_legal/create, or PUT /api/base_legal/update/{id} when the basis exists. */
export function saveBaseLegal(
  t: EvaluationTarget,
  input: { id?: number; regulacion_id: number; referencias: ReferenciaPayload[] },
) {
  const body = { ...targetBody(t), regulacion_id: input.regulacion_id, referencias: input.referencias };
  return apiRequest<{ message: string; base_legal: BaseLegal }>(
    input.id ? `/api/base_legal/update/${input.id}` : '/api/base_legal/create',
    { service: 'registro', method: input.id ? 'PUT' : 'POST', body },
  );
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

export function useSaveBaseLegal(t: EvaluationTarget) {
  const invalidate = useInvalidateLegal(t);
  return useMutation({
    mutationFn: (input: Parameters<typeof saveBaseLegal>[1]) => saveBaseLegal(t, input),
    onSuccess: invalidate,
  });
}
