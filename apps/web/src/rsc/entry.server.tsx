/**
 * The light pages' renderer (decision 034). The API server's route for a page (`LIGHT_PAGES`) calls it with
 * the request, its data source and the page's pattern and params; it runs the loaders of the page's frames
 * (`routes.ts`), then renders the page with React's HTML renderer in one pass: what only displays is
 * HTML, and each island (`isla.tsx`) carries its own props for the browser. No client router, no RSC
 * payload.
 */
import { readFileSync } from 'node:fs';
import type { PageRoute } from '@rnt/contract/page-paths';
import type { ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { htmlEntero } from './html-entero';
import { pageAssets, setPageAssets } from './page-assets';
import { withPageData, type PageData } from './page-data';
import { NOT_FOUND, PAGES, type PageParams, type RouteModule } from './routes';

/** A route error, as the error pages read it (`isRouteErrorResponse` of react-router). */
interface RouteError {
  status: number;
  statusText: string;
  internal: false;
  data: unknown;
}

interface DataWithInit {
  type: 'DataWithResponseInit';
  data: unknown;
  init: ResponseInit | null;
}

const isDataWithInit = (value: unknown): value is DataWithInit =>
  !!value && typeof value === 'object' && (value as { type?: unknown }).type === 'DataWithResponseInit';

/** What a loader or a page threw, as the page's error: a `data(…, { status })`, or any failure (500). */
function routeError(thrown: unknown): RouteError {
  if (isRouteErrorResponse(thrown)) return { ...thrown, internal: false };
  if (isDataWithInit(thrown)) {
    const status = thrown.init?.status ?? 500;
    return { status, statusText: thrown.init?.statusText ?? '', internal: false, data: thrown.data };
  }
  console.error('página: error inesperado', thrown);
  return { status: 500, statusText: 'Internal Server Error', internal: false, data: null };
}

let assetsRead = false;
/** The browser build's files, from its manifest beside this build (`dist-pages/client`). */
function readAssets(): void {
  if (assetsRead) return;
  const manifest = JSON.parse(
    readFileSync(new URL('../client/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('dist-pages/client: el manifiesto no tiene entrada');
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of manifest[key]?.css ?? []) css.add(`/${file}`);
    for (const imported of manifest[key]?.imports ?? []) walk(imported);
  };
  walk(entry[0]);
  setPageAssets({ stylesheets: [...css], script: `/${entry[1].file}` });
  assetsRead = true;
}

/**
 * The page's tree: each frame's component around the next, the page's innermost; from the frame whose
 * error page answers a failure (`boundary`) down, that error page instead. The root's `Layout` is the
 * document around everything, error pages included.
 */
function tree(
  chain: readonly RouteModule[],
  params: PageParams,
  loaderData: unknown[],
  failure: { boundary: number; error: RouteError } | null,
): ReactNode {
  let inner: ReactNode = null;
  for (let i = chain.length - 1; i >= 0; i--) {
    const m = chain[i]!;
    if (failure && i > failure.boundary) continue;
    if (failure && i === failure.boundary) {
      const Boundary = m.ErrorBoundary!;
      inner = <Boundary error={failure.error} params={params} />;
      continue;
    }
    const Page = m.default;
    inner = Page ? (
      <Page params={params} loaderData={loaderData[i]}>
        {inner}
      </Page>
    ) : (
      inner
    );
  }
  const Layout = chain[0]?.Layout;
  return Layout ? <Layout>{inner}</Layout> : inner;
}

/** The nearest frame at or above `from` with an error page (the root always has one). */
function boundaryAt(chain: readonly RouteModule[], from: number): number {
  for (let i = from; i > 0; i--) if (chain[i]!.ErrorBoundary) return i;
  return 0;
}

const html = (node: ReactNode, script: string, signal: AbortSignal) =>
  htmlEntero(node, {
    bootstrapModules: [script],
    signal,
    // A page's 404 or 503 is thrown by its reads: it is answered below with the error page, not logged.
    onError: () => undefined,
  });

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8' };

async function render(request: Request, route: PageRoute): Promise<Response> {
  readAssets();
  const chain = (route.pattern && PAGES[route.pattern]) || NOT_FOUND;
  const { params } = route;
  // The frames' loaders run side by side, as React Router's did; the first failure from the root down
  // decides the page (a redirect, or the error page of the frame that failed).
  const settled = await Promise.allSettled(
    // A loader may throw before it returns a promise (`no-existe`): `async` turns that into a rejection.
    chain.map(async (m) => m.loader?.({ params, request })),
  );
  const loaderData: unknown[] = [];
  let status = 200;
  let failure: { boundary: number; error: RouteError } | null = null;
  for (const [i, result] of settled.entries()) {
    if (result.status === 'rejected') {
      if (result.reason instanceof Response) return result.reason;
      failure = { boundary: boundaryAt(chain, i), error: routeError(result.reason) };
      break;
    }
    const value = result.value;
    if (value instanceof Response) return value;
    if (isDataWithInit(value)) {
      loaderData[i] = value.data;
      if (value.init?.status) status = value.init.status;
    } else loaderData[i] = value;
  }
  const { script } = pageAssets();
  let body: Buffer<ArrayBuffer>;
  try {
    body = await html(tree(chain, params, loaderData, failure), script, request.signal);
    if (failure) status = failure.error.status;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // A part of the page that reads what does not exist (or what could not be read) throws as a loader
    // would: the page's own error page (the deepest frame's) answers it, inside the frames above.
    const error = failure?.error ?? routeError(thrown);
    const boundary = failure ? failure.boundary : boundaryAt(chain, chain.length - 1);
    body = await html(tree(chain, params, loaderData, { boundary, error }), script, request.signal);
    status = error.status;
  }
  return new Response(body, { status, headers: HTML_HEADERS });
}

/** Answers one page request: the API server calls this with the request, its data source and its route. */
export default function handler(request: Request, data: PageData, route: PageRoute): Promise<Response> {
  return withPageData(data, request, () => render(request, route));
}
