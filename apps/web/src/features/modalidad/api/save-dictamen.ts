import type { Dictamen } from '@rnt/contract/modalidad';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { targetBody, type EvaluationTarget } from '../lib/evaluator';

export interface DictamenPayload {
  id?: number;
  comentarios: string;
  condicion_inscripcion_id: number | null;
  estados_dictamen: number[];
}

/** POST /api/dictamenes/create or PUT /api/dictamenes/update/{id}. */
export function useSaveDictamen(t: EvaluationTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: DictamenPayload) =>
      apiRequest<{ message: string; dictamen: Dictamen }>(
        p.id ? `/api/dictamenes/update/${p.id}` : '/api/dictamenes/create',
        { method: p.id ? 'PUT' : 'POST', body: { ...targetBody(t), ...p } },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['dictamenes'] }),
        client.invalidateQueries({ queryKey: ['modalidad', t.modalidadId] }),
      ]),
  });
}
