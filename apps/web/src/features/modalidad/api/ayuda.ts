import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';

/** GET /api/ayudas/getAyudaByCodigo/{code}; a 404 means "no help", not an error. */
export async function getAyuda(code: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const res = await callApi(
      (await import('@rnt/contract/endpoints/evaluacion')).ayudasGetAyudaByCodigoByCode,
      {
        params: { code },
        signal,
      },
    );
    return res.ayuda.texto;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useAyuda = (code: string | undefined) =>
  useQuery({
    queryKey: ['ayuda', code],
    queryFn: ({ signal }) => getAyuda(code!, signal),
    enabled: Boolean(code),
    staleTime: 10 * 60_000,
    retry: false,
  });
