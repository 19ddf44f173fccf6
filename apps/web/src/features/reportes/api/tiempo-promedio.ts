import { useQuery } from '@tanstack/react-query';
import { figureQueryOptions } from './graphics-request';

/** GET /api/graphics/tiempoPromedio */
export const tiempoPromedioQueryOptions = () => figureQueryOptions('tiempoPromedio');
export const useTiempoPromedio = () => useQuery(tiempoPromedioQueryOptions());
