import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { EvaluationTarget } from '../lib/evaluator';
import { useInvalidateLegal } from './save-base-legal';

/** DELETE /api/base_legal/referencias/{id}: one legal reference (its basis goes when left empty). */
export function deleteReferencia(id: number) {
  return apiRequest<{ message: string }>(`/api/base_legal/referencias/${id}`, {
    service: 'registro',
    method: 'DELETE',
  });
}

export function useDeleteReferencia(t: EvaluationTarget) {
  const invalidate = useInvalidateLegal(t);
  return useMutation({ mutationFn: deleteReferencia, onSuccess: invalidate });
}
