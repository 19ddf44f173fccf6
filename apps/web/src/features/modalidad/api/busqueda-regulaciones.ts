import { REGULATION_LOOKUP_DEBOUNCE_MS } from '@rnt/contract/constants';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The regulation lookup (`solicitudesRegulacionRegulaciones`, regulation service), debounced 800 ms. */
export function useBusquedaRegulaciones(text: string) {
  const [nombre] = useDebouncedValue(text.trim(), REGULATION_LOOKUP_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['regulaciones-lookup', nombre],
    queryFn: async ({ signal }) =>
      callApi((await import('@rnt/contract/endpoints/regulaciones')).solicitudesRegulacionRegulaciones, {
        service: 'regulacion',
        query: { nombre },
        signal,
      }),
    enabled: nombre.length >= 2,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
