import { useQuery } from '@tanstack/react-query';
import { figureQueryOptions } from './graphics-request';

/** GET /api/graphics/tramites */
export const solicitudesPorInstitucionQueryOptions = () => figureQueryOptions('tramites');
export const useSolicitudesPorInstitucion = () => useQuery(solicitudesPorInstitucionQueryOptions());
