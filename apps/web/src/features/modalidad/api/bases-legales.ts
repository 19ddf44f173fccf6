import type { BaseLegal } from '@rnt/contract/modalidad';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { targetQuery, type EvaluationTarget } from '../lib/evaluador';

/** Evaluator: GET /api/base_legal?per_page=-1&modalidad_id with seccion, or modelo_id and codigo_modelo. */
export async function getBasesLegales(
  t: EvaluationTarget,
  signal?: AbortSignal,
): Promise<{ bases_legales: BaseLegal[] }> {
  return callApi((await import('@rnt/contract/endpoints/evaluacion')).baseLegal, {
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
