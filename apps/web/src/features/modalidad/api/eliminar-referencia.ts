import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { EvaluationTarget } from '../lib/evaluador';
import { useInvalidateLegal } from './guardar-base-legal';

/** DELETE /api/base_legal/referencias/{id}: one legal reference (its basis goes when left empty). */
export async function eliminarReferencia(id: number) {
  return callApi((await import('@rnt/contract/endpoints/evaluacion')).deleteBaseLegalReferenciasById, {
    params: { id },
    service: 'registro',
  });
}

export function useEliminarReferencia(t: EvaluationTarget) {
  const invalidate = useInvalidateLegal(t);
  return useMutation({ mutationFn: eliminarReferencia, onSuccess: invalidate });
}
