import { SUGERENCIAS_DEBOUNCE_MS, SUGERENCIAS_MIN_LENGTH } from '@rnt/contract/busqueda-tramites-rules';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, firstPaintEndpoints } from '../../../lib/api-client';

/** The suggestions as you type, `?q=` (issue 19): from 2 characters, debounced, the last answer kept meanwhile. */
export function useSugerencias(text: string) {
  const [q] = useDebouncedValue(text.trim(), SUGERENCIAS_DEBOUNCE_MS);
  const enabled = Array.from(q).length >= SUGERENCIAS_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['sugerencias', q.toLowerCase()],
    // The endpoint object loads with the first suggestion asked, not with the first paint (decision 021).
    queryFn: async ({ signal }) =>
      callApi((await firstPaintEndpoints()).sugerencias, {
        query: { q },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  return enabled && Array.from(text.trim()).length >= SUGERENCIAS_MIN_LENGTH
    ? (query.data?.sugerencias ?? [])
    : [];
}
