/**
 * The server renderer (decision record 015): the same routes, loaders and components as the browser,
 * rendered by React Router's static handler into the built index.html. The API server loads the built
 * copy of this file (`apps/web/dist-server/entry-server.js`) and calls `render` for every page address.
 */
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
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
  /** The browser build's Vite manifest (`dist/.vite/manifest.json`): the chunks of each route's page. */
  manifest?: ClientManifest;
}

/** The part of Vite's build manifest read here: each source module's chunk and its static imports. */
export type ClientManifest = Record<string, { file: string; imports?: string[] }>;

// Every page module, keyed by its source path as the manifest names it. Eager on the server (it renders
// them all anyway), so the page component a matched route resolved to tells which module it came from.
const PAGE_MODULES = import.meta.glob<{ default: unknown }>('./app/routes/**/*.tsx', { eager: true });
const moduleOfPage = new Map(
  Object.entries(PAGE_MODULES).map(([file, mod]) => [mod.default, `src/${file.slice(2)}`]),
);

/**
 * `<link rel="modulepreload">` for the chunks of the matched routes' pages and their static imports,
 * less those the built index.html already preloads: the browser fetches them beside the entry instead of
 * discovering them once the entry has run (main.tsx loads them before hydrating).
 */
function pagePreloads(manifest: ClientManifest | undefined, components: unknown[], template: string): string {
  if (!manifest) return '';
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.push(manifest[key].file);
    manifest[key].imports?.forEach(visit);
  };
  for (const component of components) {
    const key = moduleOfPage.get(component);
    if (key) visit(key);
  }
  return files
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');
}

/**
 * The page paints from its HTML and stylesheet; its code only makes it interactive. Vite writes the
 * entry's script and ~40 module preloads before the stylesheet: the stylesheet goes first, and the code
 * is fetched at low priority, after the stylesheet and the page's images (over HTTP/1.1 a browser opens
 * six connections per host: otherwise the stylesheet and the largest image wait behind the code).
 */
export function contentFirst(template: string): string {
  const stylesheets = template.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  let html = template;
  for (const link of stylesheets) html = html.replace(link, '');
  return html
    .replace('<script type="module"', () => `${stylesheets.join('')}<script type="module"`)
    .replace(/<script type="module" crossorigin /g, '<script type="module" crossorigin fetchpriority="low" ')
    .replace(
      /<link rel="modulepreload" crossorigin /g,
      '<link rel="modulepreload" crossorigin fetchpriority="low" ',
    );
}

export type RenderedPage = { status: number; html: string } | { status: number; location: string };

/**
 * Whether this app has a page at the address. Any other address (the routes' `*`) is the Spanish 404 of
 * the light design (decision 031), which the API server renders instead.
 */
export function isClassicPage(url: string): boolean {
  const matches = matchRoutes(routes, new URL(url, 'http://localhost').pathname);
  return Boolean(matches) && matches!.at(-1)!.route.path !== '*';
}

const ROOT = '<div id="root"></div>';
// React 19 writes a page's <title>, <meta> and <link> elements first: they belong in <head>.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

export function createRenderer({
  config,
  origin,
  transport,
  template: built,
  onError,
  manifest,
}: RendererOptions) {
  if (!built.includes(ROOT)) throw new Error(`index.html no contiene ${ROOT}`);
  const template = contentFirst(built);
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
    const preloads = pagePreloads(
      manifest,
      // The data routes carry each page as an element (React Router maps `Component` to `element`).
      context.matches.map((m) => (m.route.element as ReactElement | null | undefined)?.type),
      template,
    );
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
      .replace('</head>', () => `${head}${preloads}</head>`)
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
