/** The shared plumbing of the /api/graphics calls: one GET through the API client, one query key each. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Report figures are served by the general service (leaves the mapping open). */
export const GRAPHICS_SERVICE = 'general' as const;

export function fetchGraphic<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(`/api/graphics/${path}`, { service: GRAPHICS_SERVICE, signal });
}

export function graphicQueryOptions<T>(path: string, fetcher: (signal?: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey: ['graphics', path], queryFn: ({ signal }) => fetcher(signal) });
}
