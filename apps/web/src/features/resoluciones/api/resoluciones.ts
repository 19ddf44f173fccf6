import type { ResolucionesResponse } from '@rnt/contract/resoluciones';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_EXPORT_PATHS } from '@rnt/contract/exportar-busquedas';
import { callApi, buildUrl, type QueryValue } from '../../../lib/api-client';
import type { ResolucionesSearch } from '../resoluciones-url';

/** The resolution search (`publicPublicTramitesResoluciones`); a date range is sent only when complete. */
export const resolucionesQuery = (s: ResolucionesSearch, enabled: boolean) =>
  queryOptions({
    queryKey: ['resoluciones', 'busqueda', s],
    queryFn: async ({ signal }): Promise<ResolucionesResponse> =>
      callApi((await import('@rnt/contract/endpoints/resoluciones')).publicPublicTramitesResoluciones, {
        service: 'regulacion',
        query: toApiQuery(s),
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
export const useResoluciones = (s: ResolucionesSearch, enabled: boolean) =>
  useQuery(resolucionesQuery(s, enabled));

/** Every page of the same search as a CSV download. */
export const resolucionesCsvUrl = (s: ResolucionesSearch) =>
  buildUrl('regulacion', SEARCH_EXPORT_PATHS.resoluciones, { ...toApiQuery(s), page: undefined });

function toApiQuery(s: ResolucionesSearch): Record<string, QueryValue> {
  return {
    page: s.page,
    nombre: s.nombre,
    ...(s.fechadesde && s.fechahasta ? { fechadesde: s.fechadesde, fechahasta: s.fechahasta } : {}),
    institucion_id: s.institucion_id,
    unidad_id: s.unidad_id,
    tipo: s.tipos,
  };
}
