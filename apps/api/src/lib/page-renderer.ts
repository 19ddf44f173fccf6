/**
 * Loads the web app's server renderer (decision record 015) from its build, `apps/web/dist-server/`,
 * and gives it a transport that answers the API paths in-process: `fastify.inject` runs the very route,
 * validation, cache and repository an API client would reach, with no socket and no HTTP round trip.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import type { FastifyInstance } from 'fastify';

export type RenderedPage = { status: number; html: string } | { status: number; location: string };
export type RenderPage = (url: string, signal?: AbortSignal) => Promise<RenderedPage>;

/** The classic renderer, and which addresses it has a page for (any other is the light design's 404). */
export interface ClassicPages {
  render: RenderPage;
  isClassicPage(url: string): boolean;
}

interface ServerEntry {
  isClassicPage(url: string): boolean;
  createRenderer(options: {
    config: RuntimeConfig;
    origin: string;
    transport: typeof fetch;
    template: string;
    onError?: (error: unknown, url: string) => void;
    manifest?: Record<string, { file: string; imports?: string[] }>;
  }): RenderPage;
}

/** The built renderer beside the built web app (`dist` → `dist-server`), or null when not built. */
export function serverEntryPath(webDist: string): string | null {
  const file = path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
  return existsSync(file) ? file : null;
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * The address of the client whose page is being rendered: the API calls a loader makes in-process carry
 * it, so per-client rate limits (the complaint tracking lookup, issue 23) count that client, not the
 * server itself.
 */
export const renderingFor = new AsyncLocalStorage<string>();

/** `fetch` for the renderer: paths of this server through `inject`, other origins over the network. */
export function inProcessFetch(fastify: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/^https?:\/\//i.test(url)) return fetch(input, init);
    const response = await fastify.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
      remoteAddress: renderingFor.getStore(),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (typeof value === 'number') headers.set(name, String(value));
    }
    return new Response(NULL_BODY.has(response.statusCode) ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

export async function loadPageRenderer(
  fastify: FastifyInstance,
  webDist: string,
  config: RuntimeConfig,
  origin: string,
): Promise<ClassicPages | null> {
  const entry = serverEntryPath(webDist);
  if (!entry) return null;
  const { createRenderer, isClassicPage } = (await import(pathToFileURL(entry).href)) as ServerEntry;
  // The browser build's manifest names each page's chunks, which the page's HTML preloads.
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const render = createRenderer({
    manifest: existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : undefined,
    config,
    origin,
    transport: inProcessFetch(fastify),
    template: readFileSync(path.join(webDist, 'index.html'), 'utf8'),
    onError: (error, url) => fastify.log.error({ err: error, url }, 'part of a page failed to render'),
  });
  return { render, isClassicPage };
}
