import type { ValoracionesResponse } from '@rnt/contract/valoraciones';
import { VALORACIONES_PATH } from '@rnt/contract/valoraciones-textos';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { enviarValoracion } from './enviar-valoracion';

/** POST /api/public/valoraciones: a Sí/No answer or a problem report about one page. */
export const useEnviarValoracion = () => useMutation({ mutationFn: enviarValoracion });

/** GET /api/valoraciones (VALORACIONES_VER): counts per page, most reported first. */
export const useValoraciones = (enabled: boolean) =>
  useQuery({
    queryKey: ['valoraciones'],
    queryFn: ({ signal }) => apiRequest<ValoracionesResponse>(VALORACIONES_PATH, { signal }),
    enabled,
  });
