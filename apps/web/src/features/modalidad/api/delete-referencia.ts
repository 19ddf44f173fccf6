import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { EvaluationTarget } from '../lib/evaluator';
import { useInvalidateLegal } from './save-base-legal';

/** DELETE /api/base_legal/referencias/{id}: one legal reference (its basis goes when left empty). */
export async function deleteReferencia(id: number) {
  return callApi((await import('@rnt/contract/endpoints/evaluacion')).deleteBaseLegalReferenciasById, {
    params: { id },
    service: 'registro',
  });
}

export function useDeleteReferencia(t: EvaluationTarget) {
  const invalidate = useInvalidateLegal(t);
  return useMutation({ mutationFn: deleteReferencia, onSuccess: invalidate });
}
