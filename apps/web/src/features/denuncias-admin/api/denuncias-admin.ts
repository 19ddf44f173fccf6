import type { DenunciaAccionBody } from '@rnt/contract/denuncias-admin';
import { pathOf } from '@rnt/contract/endpoint-path';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, callApi, type QueryValue } from '../../../lib/api-client';

const KEY = ['denuncias-admin'];
const endpoints = () => import('@rnt/contract/endpoints/denuncias-admin');

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

/** The list (`listDenuncias`, DENUNCIAS_VER). */
export const useDenuncias = (filtros: DenunciasFiltros, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'lista', filtros],
    queryFn: async ({ signal }) => callApi((await endpoints()).listDenuncias, { query: filtros, signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** One complaint (`getDenuncia`, DENUNCIAS_VER; personal data with DENUNCIAS_DATOS_PERSONALES). */
export const useDenuncia = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'detalle', id],
    queryFn: async ({ signal }) => callApi((await endpoints()).getDenuncia, { params: { id }, signal }),
    enabled,
    select: (data) => data.denuncia,
    retry: false,
  });

/** An action (`createDenunciaAccion`, DENUNCIAS_GESTIONAR); the list and the detail are read again. */
export function useRegistrarAccion(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: DenunciaAccionBody) =>
      callApi((await endpoints()).createDenunciaAccion, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The filtered list as CSV (`exportDenunciasCsv`), every page. */
export const descargarCsv = async (filtros: DenunciasFiltros) =>
  apiDownload((await endpoints()).exportDenunciasCsv.path, {
    query: { ...filtros, page: undefined },
    fallbackName: 'denuncias.csv',
  });

/** A complaint's attachment (`downloadDenunciaAdjunto`). */
export const descargarAdjunto = async (id: number, nombre: string) =>
  apiDownload(pathOf((await endpoints()).downloadDenunciaAdjunto.path, { id }), { fallbackName: nombre });

/**
 * The public change history of the complaint's modality (issue 32), to show staff what changed from the
 * day the complaint was filed.
 */
export const useHistorialModalidad = (modalidadId: number) =>
  useQuery({
    queryKey: ['modalidad-historial', modalidadId],
    queryFn: async ({ signal }) =>
      callApi((await import('@rnt/contract/endpoints/modalidades')).publicModalidadesByModalidadIdHistorial, {
        params: { modalidadId },
        signal,
      }),
    select: (data) => data.historial,
    retry: false,
  });
