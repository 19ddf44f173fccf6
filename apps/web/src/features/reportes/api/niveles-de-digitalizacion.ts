import { useQuery } from '@tanstack/react-query';
import { figureQueryOptions } from './graphics-request';

/** GET /api/graphics/nivelesDeDigitalizacion */
export const nivelesDeDigitalizacionQueryOptions = () => figureQueryOptions('nivelesDeDigitalizacion');
export const useNivelesDeDigitalizacion = () => useQuery(nivelesDeDigitalizacionQueryOptions());
