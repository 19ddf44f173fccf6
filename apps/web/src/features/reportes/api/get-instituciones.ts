import { useQuery } from '@tanstack/react-query';
import { fetchGraphic, graphicQueryOptions } from './graphics-request';

/**
 * GET /api/graphics/instituciones: procedures and modalities loaded per institution (the report
 * "Instituciones con trámites cargados"). The list of institutions itself is `useInstituciones` of
 * api/lookups/instituciones.ts.
 */
export const getTramitesCargadosPorInstitucion = (signal?: AbortSignal) =>
  fetchGraphic('instituciones', signal);
export const tramitesCargadosPorInstitucionQueryOptions = () =>
  graphicQueryOptions('instituciones', getTramitesCargadosPorInstitucion);
export const useTramitesCargadosPorInstitucion = () => useQuery(tramitesCargadosPorInstitucionQueryOptions());
