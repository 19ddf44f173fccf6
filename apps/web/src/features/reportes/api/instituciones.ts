import { useQuery } from '@tanstack/react-query';
import { figureQueryOptions } from './graphics-request';

/**
 * GET /api/graphics/instituciones: procedures and modalities loaded per institution (the report
 * "Instituciones con trámites cargados"). The list of institutions itself is `useInstituciones` of
 * api/lookups/instituciones.ts.
 */
export const tramitesCargadosPorInstitucionQueryOptions = () => figureQueryOptions('instituciones');
export const useTramitesCargadosPorInstitucion = () => useQuery(tramitesCargadosPorInstitucionQueryOptions());
