import { useQuery } from '@tanstack/react-query';
import { fetchGraphic, graphicQueryOptions } from './graphics-request';

/** GET /api/graphics/top10_digitalizacion */
export const getTop10Digitalizacion = (signal?: AbortSignal) => fetchGraphic('top10_digitalizacion', signal);
export const top10DigitalizacionQueryOptions = () =>
  graphicQueryOptions('top10_digitalizacion', getTop10Digitalizacion);
export const useTop10Digitalizacion = () => useQuery(top10DigitalizacionQueryOptions());
