import type { Dictamen } from '@rnt/contract/modalidad';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { targetQuery, type EvaluationTarget } from '../lib/evaluador';

/** GET /api/dictamenes?per_page=-1&modalidad_id with seccion, or modelo_id and codigo_modelo. */
export const useDictamenes = (t: EvaluationTarget, enabled: boolean) =>
  useQuery({
    queryKey: ['dictamenes', targetQuery(t)],
    queryFn: async ({ signal }): Promise<{ dictamenes: Dictamen[] }> =>
      callApi((await import('@rnt/contract/endpoints/evaluacion')).dictamenes, {
        query: targetQuery(t),
        signal,
      }),
    enabled,
    retry: false,
  });
