import { parseMonthKey } from '@rnt/contract/busqueda-tramites-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, firstPaintEndpoints } from '../../../lib/api-client';

export interface MesInscripciones {
  year: number;
  month: number;
  cantidad: number;
}

/** The home chart: modalities registered per month, oldest month first. */
export const cantidadTramitesGraficoQuery = () =>
  queryOptions({
    queryKey: ['inicio', 'cantidad-tramites-grafico'],
    queryFn: async ({ signal }) =>
      callApi((await firstPaintEndpoints()).cantidadTramitesGrafico, {
        signal,
      }),
    select: (data): MesInscripciones[] =>
      Object.entries(data)
        .flatMap(([key, cantidad]) => {
          const month = parseMonthKey(key);
          return month ? [{ ...month, cantidad }] : [];
        })
        .sort((a, b) => a.year - b.year || a.month - b.month),
    staleTime: 10 * 60_000,
  });

export const useCantidadTramitesGrafico = () => useQuery(cantidadTramitesGraficoQuery());
