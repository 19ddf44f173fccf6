import { useQuery } from '@tanstack/react-query';
import { fetchGraphic, graphicQueryOptions } from './graphics-request';

/** GET /api/graphics/tramites */
export const getSolicitudesPorInstitucion = (signal?: AbortSignal) => fetchGraphic('tramites', signal);
export const solicitudesPorInstitucionQueryOptions = () =>
  graphicQueryOptions('tramites', getSolicitudesPorInstitucion);
export const useSolicitudesPorInstitucion = () => useQuery(solicitudesPorInstitucionQueryOptions());
