/**
 * Route loaders and TanStack Query (decision record 015). A loader names the queries its page reads.
 * On the server it awaits them into the request's QueryClient, which is then dehydrated into the first
 * HTML, so the page renders with its data and hydrates with the same data. In the browser the same
 * loader only starts those queries (it does not wait): the page's code and its data load side by side,
 * and the page keeps its own loading states.
 */
import { QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { data } from 'react-router';
import { ApiError } from '../lib/api-client';

/** What the server passes to every loader (`requestContext` of the static handler). */
export interface ServerLoadContext {
  queryClient: QueryClient;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

let browserQueryClient: QueryClient | null = null;
/** The browser's one QueryClient, so that its loaders start the same queries the page then reads. */
export function setBrowserQueryClient(client: QueryClient): void {
  browserQueryClient = client;
}

const isServerContext = (context: unknown): context is ServerLoadContext =>
  typeof context === 'object' && context !== null && 'queryClient' in context;

/** A page's query options as its feature declares them (`queryOptions(...)`); each has its own types. */
interface AnyQuery {
  queryKey: QueryKey;
}
const asFetch = (q: AnyQuery) => q as FetchQueryOptions;

/**
 * Loads `queries` for a page. `main` is the page's subject (a procedure, a modality): when the API says
 * it does not exist the page answers 404; when the service fails, 500 or 503 with the error page. Other
 * queries that fail only leave their section to load again in the browser.
 */
export async function loadQueries(
  context: unknown,
  queries: AnyQuery[],
  main?: AnyQuery,
  /** Carried by the 404 to the route's error page (which subject is missing). */
  notFoundData: NotFoundData = null,
): Promise<null> {
  const all = main ? [main, ...queries] : queries;
  if (!isServerContext(context)) {
    for (const q of all) void browserQueryClient?.prefetchQuery(asFetch(q));
    return null;
  }
  const { queryClient } = context;
  // No retry on the server: a failing section loads again in the browser instead of delaying the page.
  await Promise.all(all.map((q) => queryClient.prefetchQuery({ ...asFetch(q), retry: false })));
  if (main) {
    const error = queryClient.getQueryState(main.queryKey)?.error;
    if (error) {
      const status = error instanceof ApiError ? error.status : 500;
      if (status === 404 || status === 400) notFound(notFoundData);
      throw data(null, { status: status >= 500 ? status : 500 });
    }
  }
  return null;
}

/** Which subject a 404 is about, so the error page can say it ("La modalidad no existe"). */
export type NotFoundData = { modalidadDe: number | null } | null;

/** The page does not exist: a 404 for the route's error page. */
export function notFound(what: NotFoundData = null): never {
  throw data(what, { status: 404 });
}
