import { useQuery } from '@tanstack/react-query';
import { fetchGraphic, graphicQueryOptions } from './graphics-request';

/** GET /api/graphics/tiempoPromedio */
export const getTiempoPromedio = (signal?: AbortSignal) => fetchGraphic('tiempoPromedio', signal);
export const tiempoPromedioQueryOptions = () => graphicQueryOptions('tiempoPromedio', getTiempoPromedio);
export const useTiempoPromedio = () => useQuery(tiempoPromedioQueryOptions());
