import { useQuery } from '@tanstack/react-query';
import { fetchGraphic, graphicQueryOptions } from './graphics-request';

/** GET /api/graphics/requisitos_eliminados */
export const getRequisitosEliminados = (signal?: AbortSignal) =>
  fetchGraphic('requisitos_eliminados', signal);
export const requisitosEliminadosQueryOptions = () =>
  graphicQueryOptions('requisitos_eliminados', getRequisitosEliminados);
export const useRequisitosEliminados = () => useQuery(requisitosEliminadosQueryOptions());
