/**
 * The light pages' data source (`light-pages.ts`): the API paths answered in-process. `fastify.inject` runs
 * the very route, validation, cache and repository an API client would reach, with no socket and no HTTP
 * round trip; its answer is parsed from the route's own JSON text, without a Fetch `Response` around it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The address of the client whose page is being rendered: the API calls its render makes in-process carry
 * it, so per-client rate limits (the complaint tracking lookup, issue 23) count that client, not the
 * server itself.
 */
export const renderingFor = new AsyncLocalStorage<string>();

/** An API path's answer: its status and, for a 2xx or a 400 (its Spanish `errors` map), its JSON. */
export interface InProcessAnswer {
  status: number;
  body: unknown;
}

/**
 * GET an API path of this server in-process. A 2xx's body is its JSON; a 400's too, when it parses: it
 * says in Spanish what was wrong with the page's query. Any other answer (a 3xx has no body to parse) is
 * its status alone.
 */
export function inProcessRead(fastify: FastifyInstance): (apiPath: string) => Promise<InProcessAnswer> {
  return async (apiPath) => {
    const response = await fastify.inject({
      method: 'GET',
      url: apiPath,
      headers: { accept: 'application/json' },
      remoteAddress: renderingFor.getStore(),
    });
    const status = response.statusCode;
    if (status >= 200 && status < 300)
      return { status, body: response.payload ? (JSON.parse(response.payload) as unknown) : null };
    if (status !== 400) return { status, body: null };
    try {
      return { status, body: JSON.parse(response.payload) as unknown };
    } catch {
      return { status, body: null };
    }
  };
}
