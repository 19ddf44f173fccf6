import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, firstPaintEndpoints } from '../../lib/api-client';

const LONG = 10 * 60_000;
// The search form of the home uses these lists: the endpoint objects (and their schemas) load with the
// first call, not with the first paint (decision 021).

export const categoriasTramiteQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'categorias-tramite'],
    queryFn: async ({ signal }) => callApi((await firstPaintEndpoints()).categoriasTramite, { signal }),
    select: (data) => data.categorias,
    staleTime: LONG,
  });
export const useCategoriasTramite = () => useQuery(categoriasTramiteQuery());

/** Economic activities, the "sector" of regulations. */
export const actividadesEconomicasQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'actividades-economicas'],
    queryFn: async ({ signal }) =>
      callApi((await firstPaintEndpoints()).categoriasRegulaciones, {
        service: 'regulacion',
        signal,
      }),
    select: (data) => data.categorias_regulaciones,
    staleTime: LONG,
  });
export const useActividadesEconomicas = () => useQuery(actividadesEconomicasQuery());
