/**
 * The light pages' data source (`rsc-pages.ts`): a transport that answers the API paths in-process.
 * `fastify.inject` runs the very route, validation, cache and repository an API client would reach, with
 * no socket and no HTTP round trip.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * The address of the client whose page is being rendered: the API calls its render makes in-process carry
 * it, so per-client rate limits (the complaint tracking lookup, issue 23) count that client, not the
 * server itself.
 */
export const renderingFor = new AsyncLocalStorage<string>();

/** `fetch` for a page's render: paths of this server through `inject`, other origins over the network. */
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
