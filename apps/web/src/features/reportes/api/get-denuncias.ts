import type { DenunciasEstadisticas } from '@rnt/contract/graphics';
import { useQuery } from '@tanstack/react-query';
import { fetchGraphic, graphicQueryOptions } from './graphics-request';

/** GET /api/graphics/denuncias (every complaint received; the API also takes a received-date range). */
export const getDenuncias = (signal?: AbortSignal) =>
  fetchGraphic<DenunciasEstadisticas>('denuncias', signal);
export const denunciasQueryOptions = () => graphicQueryOptions('denuncias', getDenuncias);
export const useDenuncias = () => useQuery(denunciasQueryOptions());
