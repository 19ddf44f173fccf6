import { useQuery } from '@tanstack/react-query';
import { fetchGraphic, graphicQueryOptions } from './graphics-request';

/** GET /api/graphics/nivelesDeDigitalizacion */
export const getNivelesDeDigitalizacion = (signal?: AbortSignal) =>
  fetchGraphic('nivelesDeDigitalizacion', signal);
export const nivelesDeDigitalizacionQueryOptions = () =>
  graphicQueryOptions('nivelesDeDigitalizacion', getNivelesDeDigitalizacion);
export const useNivelesDeDigitalizacion = () => useQuery(nivelesDeDigitalizacionQueryOptions());
