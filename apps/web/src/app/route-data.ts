/**
 * The classic app's TanStack Query client (and the light modality page's evaluator tools'). The classic
 * app renders in the browser only (issue 30): nothing is dehydrated nor hydrated, and each page starts
 * its own queries.
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
