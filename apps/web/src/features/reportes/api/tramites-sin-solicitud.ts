import { useQuery } from '@tanstack/react-query';
import { figureQueryOptions } from './graphics-request';

/** GET /api/graphics/tramites_sin_solicitud */
export const tramitesSinSolicitudQueryOptions = () => figureQueryOptions('tramites_sin_solicitud');
export const useTramitesSinSolicitud = () => useQuery(tramitesSinSolicitudQueryOptions());
