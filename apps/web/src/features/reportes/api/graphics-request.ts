/**
 * The shared plumbing of the /api/graphics calls: one GET of a figure's endpoint object (decision 021),
 * loaded with the first call so that no report's first paint carries its schemas, one query key each.
 */
import type { EndpointResponse } from '@rnt/contract/endpoint';
import type { Figura } from '@rnt/contract/endpoints/graphics';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

type Figuras = (typeof import('@rnt/contract/endpoints/graphics'))['FIGURAS'];

/** Report figures are served by the general service (leaves the mapping open). */
export const GRAPHICS_SERVICE = 'general' as const;

async function fetchGraphic<F extends Figura>(
  figura: F,
  signal?: AbortSignal,
): Promise<EndpointResponse<Figuras[F]>> {
  const { FIGURAS } = await import('@rnt/contract/endpoints/graphics');
  return callApi(FIGURAS[figura] as Figuras[F], { service: GRAPHICS_SERVICE, signal });
}

/** The query of one figure of /reportes, keyed by its name (the last part of its path). */
export const figureQueryOptions = <F extends Figura>(figura: F) =>
  queryOptions({ queryKey: ['graphics', figura], queryFn: ({ signal }) => fetchGraphic(figura, signal) });
