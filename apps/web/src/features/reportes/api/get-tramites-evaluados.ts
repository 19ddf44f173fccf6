import { useQuery } from '@tanstack/react-query';
import { fetchGraphic, graphicQueryOptions } from './graphics-request';

/** GET /api/graphics/tramites_evaluados */
export const getTramitesEvaluados = (signal?: AbortSignal) => fetchGraphic('tramites_evaluados', signal);
export const tramitesEvaluadosQueryOptions = () =>
  graphicQueryOptions('tramites_evaluados', getTramitesEvaluados);
export const useTramitesEvaluados = () => useQuery(tramitesEvaluadosQueryOptions());
