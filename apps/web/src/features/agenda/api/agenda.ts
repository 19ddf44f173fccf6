import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Filters of the agenda as sent to the API (dates `YYYY-MM-DD`, year `YYYY`). */
export interface AgendaFilters {
  institucion_id?: string;
  anio?: string;
  fechadesde?: string;
  fechahasta?: string;
  page?: number;
}

export const AGENDA_FILTER_KEYS = ['institucion_id', 'anio', 'fechadesde', 'fechahasta'] as const;

/** The filters live in the URL query, so a filtered agenda can be shared and the back button restores it. */
export function agendaFiltersFromUrl(params: URLSearchParams): AgendaFilters {
  const filters: AgendaFilters = {};
  for (const key of AGENDA_FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

export const agendaQuery = (filters: AgendaFilters) =>
  queryOptions({
    queryKey: ['agenda', filters],
    queryFn: async ({ signal }) =>
      callApi((await import('@rnt/contract/endpoints/agenda')).agendaRegulatoria, {
        service: 'regulacion',
        query: { ...filters },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Items of the regulatory agenda (`GET /api/agenda_regulatoria`). */
export const useAgenda = (filters: AgendaFilters) => useQuery(agendaQuery(filters));
