import type { BaseLegal } from '@rnt/contract/modalidad';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { targetQuery, type EvaluationTarget } from '../lib/evaluator';

/** Evaluator: GET /api/base_legal?per_page=-1&modalidad_id with seccion, or modelo_id and codigo_modelo. */
export function getBasesLegales(t: EvaluationTarget, signal?: AbortSignal) {
  return apiRequest<{ bases_legales: BaseLegal[] }>('/api/base_legal', {
    service: 'registro',
    query: targetQuery(t),
    signal,
  });
}
export const basesLegalesQueryOptions = (t: EvaluationTarget) =>
  queryOptions({
    queryKey: ['base_legal', targetQuery(t)],
    queryFn: ({ signal }) => getBasesLegales(t, signal),
    retry: false,
  });
export const useBasesLegales = (t: EvaluationTarget) => useQuery(basesLegalesQueryOptions(t));
