import { useQuery } from '@tanstack/react-query';
import { fetchGraphic, graphicQueryOptions } from './graphics-request';

/** GET /api/graphics/estadosWithTramites */
export const getEstadosWithTramites = (signal?: AbortSignal) => fetchGraphic('estadosWithTramites', signal);
export const estadosWithTramitesQueryOptions = () =>
  graphicQueryOptions('estadosWithTramites', getEstadosWithTramites);
export const useEstadosWithTramites = () => useQuery(estadosWithTramitesQueryOptions());
