import type { RegulacionesResponse } from '@rnt/contract/regulaciones';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_EXPORT_PATHS } from '@rnt/contract/exportar-busquedas';
import { callApi, buildUrl, type QueryValue } from '../../../lib/api-client';
import type { CatalogoSearch } from '../catalogo-url';

/** The catalogue search; the screen enables it only when a filter is set. */
export const regulacionesQuery = (search: CatalogoSearch, enabled: boolean) =>
  queryOptions({
    queryKey: ['catalogo', 'regulaciones', search],
    queryFn: async ({ signal }): Promise<RegulacionesResponse> =>
      callApi((await import('@rnt/contract/endpoints/regulaciones')).regulaciones, {
        service: 'regulacion',
        query: toApiQuery(search),
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
export const useRegulaciones = (search: CatalogoSearch, enabled: boolean) =>
  useQuery(regulacionesQuery(search, enabled));

/** Every page of the same search as a CSV download. */
export const regulacionesCsvUrl = (search: CatalogoSearch) =>
  buildUrl('regulacion', SEARCH_EXPORT_PATHS.regulaciones, { ...toApiQuery(search), page: undefined });

/** A date range is sent only when complete; lists go as `x[]=…`. */
function toApiQuery(s: CatalogoSearch): Record<string, QueryValue> {
  const range = s.fechadesde && s.fechahasta ? { fechadesde: s.fechadesde, fechahasta: s.fechahasta } : {};
  return {
    page: s.page,
    nombre: s.nombre,
    ...range,
    tipo_solicitud_id: s.tipo_solicitud_id,
    estado_tipo_solicitud_regulacion_id: s.estados,
    actividad_economica_id: s.actividades,
    categorias_id: s.categorias,
    tomo_do: s.tomo_do,
    numero_do: s.numero_do,
  };
}
