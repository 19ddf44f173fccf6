import type { ConteosPorInstitucion } from '@rnt/contract/graphics';
import { useQuery } from '@tanstack/react-query';
import { fetchGraphic, graphicQueryOptions } from './graphics-request';

/** GET /api/graphics/instituciones */
export const getInstituciones = (signal?: AbortSignal) =>
  fetchGraphic<ConteosPorInstitucion>('instituciones', signal);
export const institucionesQueryOptions = () => graphicQueryOptions('instituciones', getInstituciones);
export const useInstituciones = () => useQuery(institucionesQueryOptions());
