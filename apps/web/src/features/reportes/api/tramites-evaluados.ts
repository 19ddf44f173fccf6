import { useQuery } from '@tanstack/react-query';
import { figureQueryOptions } from './graphics-request';

/** GET /api/graphics/tramites_evaluados */
export const tramitesEvaluadosQueryOptions = () => figureQueryOptions('tramites_evaluados');
export const useTramitesEvaluados = () => useQuery(tramitesEvaluadosQueryOptions());
