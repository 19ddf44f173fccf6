import { useQuery } from '@tanstack/react-query';
import { figureQueryOptions } from './graphics-request';

/** GET /api/graphics/requisitos_eliminados */
export const requisitosEliminadosQueryOptions = () => figureQueryOptions('requisitos_eliminados');
export const useRequisitosEliminados = () => useQuery(requisitosEliminadosQueryOptions());
