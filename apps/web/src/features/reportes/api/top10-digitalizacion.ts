import { useQuery } from '@tanstack/react-query';
import { figureQueryOptions } from './graphics-request';

/** GET /api/graphics/top10_digitalizacion */
export const top10DigitalizacionQueryOptions = () => figureQueryOptions('top10_digitalizacion');
export const useTop10Digitalizacion = () => useQuery(top10DigitalizacionQueryOptions());
