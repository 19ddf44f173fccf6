import {
  VALORACIONES_PATH,
  VALORACIONES_PUBLIC_PATH,
  type ValoracionBody,
  type ValoracionesResponse,
} from '@rnt/contract/valoraciones';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/public/valoraciones: a Sí/No answer or a problem report about one page. */
export const useEnviarValoracion = () =>
  useMutation({
    mutationFn: (body: ValoracionBody) =>
      apiRequest<{ message: string }>(VALORACIONES_PUBLIC_PATH, { method: 'POST', body }),
  });

/** GET /api/valoraciones (VALORACIONES_VER): counts per page, most reported first. */
export const useValoraciones = (enabled: boolean) =>
  useQuery({
    queryKey: ['valoraciones'],
    queryFn: ({ signal }) => apiRequest<ValoracionesResponse>(VALORACIONES_PATH, { signal }),
    enabled,
  });
