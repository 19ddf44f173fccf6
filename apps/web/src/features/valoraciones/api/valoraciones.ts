import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { enviarValoracion } from './enviar-valoracion';

/** `postPublicValoraciones`: a Sí/No answer or a problem report about one page. */
export const useEnviarValoracion = () => useMutation({ mutationFn: enviarValoracion });

/** `valoraciones` (VALORACIONES_VER): counts per page, most reported first. */
export const useValoraciones = (enabled: boolean) =>
  useQuery({
    queryKey: ['valoraciones'],
    queryFn: async ({ signal }) =>
      callApi((await import('@rnt/contract/endpoints/valoraciones')).valoraciones, { signal }),
    enabled,
  });
