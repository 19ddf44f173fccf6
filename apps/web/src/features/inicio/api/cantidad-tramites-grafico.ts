import type { CantidadTramitesGrafico } from '@rnt/contract/busqueda-tramites';
import { parseMonthKey } from '@rnt/contract/busqueda-tramites-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface MesInscripciones {
  year: number;
  month: number;
  cantidad: number;
}

/** `/api/public/cantidadTramitesGraficoPortal`: modalities registered per month, oldest month first. */
export const cantidadTramitesGraficoQuery = () =>
  queryOptions({
    queryKey: ['inicio', 'cantidad-tramites-grafico'],
    queryFn: ({ signal }) =>
      apiRequest<CantidadTramitesGrafico>('/api/public/cantidadTramitesGraficoPortal', { signal }),
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
