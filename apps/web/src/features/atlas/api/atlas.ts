import type { AtlasResponse } from '@rnt/contract/atlas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const atlasQuery = () =>
  queryOptions({
    queryKey: ['atlas'],
    queryFn: ({ signal }) => apiRequest<AtlasResponse>('/api/atlas_tramites', { signal }),
    staleTime: 5 * 60_000,
  });

/** The directory of the public registry (`GET /api/atlas_tramites`). */
export const useAtlas = () => useQuery(atlasQuery());
