/**
 * The server renderer (decision record 015): the same routes, loaders and components as the browser,
 * rendered by React Router's static handler into the built index.html. The API server loads the built
 * copy of this file (`apps/web/dist-server/entry-server.js`) and calls `render` for every page address.
 */
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createQueryClient, type ServerLoadContext } from './app/route-data';
import { routes } from './app/router';
import { payloadJson, serializeRouteErrors, SSR_PAYLOAD_ID, type SsrPayload } from './app/ssr-payload';
import { configureApiClient } from './lib/api-client';

export interface RendererOptions {
  config: RuntimeConfig;
  /** `PUBLIC_URL`: the origin of canonical links and structured data. */
  origin: string;
  /** Answers the API paths in-process (no network call to itself). */
  transport: typeof fetch;
  /** The built index.html, with its script and stylesheet links. */
  template: string;
  /** Told of an error inside a part of the page, which then renders in the browser instead. */
  onError?: (error: unknown, url: string) => void;
}

export type RenderedPage = { status: number; html: string } | { status: number; location: string };

const ROOT = '<div id="root"></div>';
// React 19 writes a page's <title>, <meta> and <link> elements first: they belong in <head>.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

export function createRenderer({ config, origin, transport, template, onError }: RendererOptions) {
  if (!template.includes(ROOT)) throw new Error(`index.html no contiene ${ROOT}`);
  configureApiClient(config, transport);
  const handler = createStaticHandler(routes);

  return async function render(url: string, signal?: AbortSignal): Promise<RenderedPage> {
    const queryClient = createQueryClient();
    const requestContext: ServerLoadContext = { queryClient };
    const context = await handler.query(new Request(new URL(url, origin), { signal }), { requestContext });
    if (context instanceof Response) {
      return { status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    // Waits for every lazy part (prerender), so the HTML is the whole page and hydrates without a
    // client-side render of any Suspense boundary.
    const { prelude } = await prerender(
      <StrictMode>
        <Providers config={config} origin={origin} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
      // No size makes React move a finished part to the end of the page behind an inline script
      // (the Content-Security-Policy would block it): the page comes whole, in order.
      { signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => onError?.(error, url) },
    );
    const body = await new Response(prelude).text();
    const head = HOISTED.exec(body)?.[0] ?? '';
    const payload: SsrPayload = {
      config,
      origin,
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeRouteErrors(context.errors),
      },
      queries: dehydrate(queryClient),
    };
    queryClient.clear();
    const html = template
      .replace('</head>', () => `${head}</head>`)
      .replace(
        ROOT,
        // Functions, not strings: a `$` in the page must not be read as a replacement pattern.
        () =>
          `<div id="root">${body.slice(head.length)}</div>` +
          `<script type="application/json" id="${SSR_PAYLOAD_ID}">${payloadJson(payload)}</script>`,
      );
    return { status: context.statusCode, html };
  };
}
