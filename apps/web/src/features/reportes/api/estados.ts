import { useQuery } from '@tanstack/react-query';
import { figureQueryOptions } from './graphics-request';

/** GET /api/graphics/estadosWithTramites */
export const estadosWithTramitesQueryOptions = () => figureQueryOptions('estadosWithTramites');
export const useEstadosWithTramites = () => useQuery(estadosWithTramitesQueryOptions());
