import { useQuery } from '@tanstack/react-query';
import { fetchGraphic, graphicQueryOptions } from './graphics-request';

/** GET /api/graphics/tramites_sin_solicitud */
export const getTramitesSinSolicitud = (signal?: AbortSignal) =>
  fetchGraphic('tramites_sin_solicitud', signal);
export const tramitesSinSolicitudQueryOptions = () =>
  graphicQueryOptions('tramites_sin_solicitud', getTramitesSinSolicitud);
export const useTramitesSinSolicitud = () => useQuery(tramitesSinSolicitudQueryOptions());
