import {
  DENUNCIAS_ADMIN_PATH,
  DENUNCIAS_CSV_PATH,
  type DenunciaAccionBody,
  type DenunciaDetalle,
  type DenunciasListResponse,
} from '@rnt/contract/denuncias-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest, type QueryValue } from '../../../lib/api-client';

const KEY = ['denuncias-admin'];

/** The list's filters as sent to the API (empty values are dropped). */
export interface DenunciasFiltros {
  estado?: string;
  institucion_id?: string;
  fecha_desde?: string;
  fecha_hasta?: string;
  vencidas?: string;
  page?: string;
  [key: string]: QueryValue;
}

/** GET /api/denuncias (DENUNCIAS_VER). */
export const useDenuncias = (filtros: DenunciasFiltros, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'lista', filtros],
    queryFn: ({ signal }) =>
      apiRequest<DenunciasListResponse>(DENUNCIAS_ADMIN_PATH, { query: filtros, signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /api/denuncias/{id} (DENUNCIAS_VER; personal data with DENUNCIAS_DATOS_PERSONALES). */
export const useDenuncia = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'detalle', id],
    queryFn: ({ signal }) =>
      apiRequest<{ denuncia: DenunciaDetalle }>(`${DENUNCIAS_ADMIN_PATH}/${id}`, { signal }),
    enabled,
    select: (data) => data.denuncia,
    retry: false,
  });

/** POST /api/denuncias/{id}/acciones (DENUNCIAS_GESTIONAR); the list and the detail are read again. */
export function useRegistrarAccion(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DenunciaAccionBody) =>
      apiRequest<{ message: string; denuncia: DenunciaDetalle }>(`${DENUNCIAS_ADMIN_PATH}/${id}/acciones`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const descargarCsv = (filtros: DenunciasFiltros) =>
  apiDownload(DENUNCIAS_CSV_PATH, { query: { ...filtros, page: undefined }, fallbackName: 'denuncias.csv' });

export const descargarAdjunto = (id: number, nombre: string) =>
  apiDownload(`${DENUNCIAS_ADMIN_PATH}/${id}/adjunto`, { fallbackName: nombre });
