import type { AtlasResponse } from '@rnt/contract/atlas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const atlasQuery = () =>
  queryOptions({
    queryKey: ['atlas'],
    queryFn: async ({ signal }): Promise<AtlasResponse> =>
      callApi((await import('@rnt/contract/endpoints/atlas')).atlasTramites, { signal }),
    staleTime: 5 * 60_000,
  });

/** The directory of the public registry (`GET /api/atlas_tramites`). */
export const useAtlas = () => useQuery(atlasQuery());
