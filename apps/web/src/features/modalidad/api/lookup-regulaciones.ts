import { REGULATION_LOOKUP_DEBOUNCE_MS } from '@rnt/contract/constants';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/solicitudes_regulacion/regulaciones?nombre= (regulation service), debounced 800 ms. */
export function useRegulacionesLookup(text: string) {
  const [nombre] = useDebouncedValue(text.trim(), REGULATION_LOOKUP_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['regulaciones-lookup', nombre],
    queryFn: ({ signal }) =>
      apiRequest<{ regulaciones: { id: number; nombre: string }[] }>(
        '/api/solicitudes_regulacion/regulaciones',
        {
          service: 'regulacion',
          query: { nombre },
          signal,
        },
      ),
    enabled: nombre.length >= 2,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
