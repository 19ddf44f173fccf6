/**
 * An API endpoint declared once (issue 20, decision 021): its method, path, the zod schemas of its
 * params, query, body and answers, whether it pages, and its OpenAPI words. The Fastify route
 * (`apps/api/src/lib/endpoint-route.ts`), the web fetcher (`callApi` of `apps/web/src/lib/api-client.ts`),
 * the OpenAPI operation and the repository's return type are all read from the same object.
 *
 * This file imports zod only as types: an endpoint's schemas are in its own file under `endpoints/`.
 * An address is filled in by `pathOf` (`endpoint-path.ts`, which the web's first paint loads alone).
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An answer that is a file, not JSON (a PDF, a CSV): its media type and a schema of its bytes for the
 * OpenAPI document. The web links to or downloads such an endpoint; it never parses the answer.
 */
export interface FileAnswer {
  description: string;
  content: { [mediaType: string]: { schema: z.ZodType } };
}

/** The answers by status code; 200 (or 201/204) is the success the web fetcher returns. */
export type EndpointResponses = { [status: number]: z.ZodType | FileAnswer };

export interface EndpointDefinition<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  R extends EndpointResponses = EndpointResponses,
  Headers extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  /** Fastify syntax: `/api/lista_unidades/:id`. */
  path: P;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Request headers the route reads (`Idempotency-Key`). */
  headers?: Headers;
  /** The body's media types when not JSON (`['multipart/form-data']`: the body is read by the handler). */
  consumes?: string[];
  response: R;
  /** Answers `current_page, per_page, total, last_page` from `pageWindow` (`per_page=-1`: every row). */
  paged?: boolean;
  summary: string;
  description: string;
  /** One of the tags declared in the OpenAPI document (`OPENAPI_TAGS` of the swagger plugin). */
  tag: string;
  /** Derived from method and path when absent (`operationIdOf`). */
  operationId?: string;
}

export type Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  R extends EndpointResponses = EndpointResponses,
  Headers extends z.ZodType | undefined = z.ZodType | undefined,
> = EndpointDefinition<M, P, Params, Query, Body, R, Headers> & { operationId: string };

/** Declares an endpoint; its `operationId` is the declared one or the one derived from method and path. */
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  R extends EndpointResponses,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Headers extends z.ZodType | undefined = undefined,
>(
  definition: EndpointDefinition<M, P, Params, Query, Body, R, Headers>,
): Endpoint<M, P, Params, Query, Body, R, Headers> {
  return {
    ...definition,
    operationId: definition.operationId ?? operationIdOf(definition.method, definition.path),
  };
}

/**
 * `GET /api/public_modalidad_get_id/:id` → `getPublicModalidadGetIdById`: the method, then each word of
 * the path (without the leading `api`), a parameter as `By` + its name. Stable as long as the method and
 * path are, which the specification fixes; unique because two routes never share both.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .flatMap((segment) =>
      segment.startsWith(':')
        ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)]
        : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return method.toLowerCase() + words.map(capital).join('');
}

type Infer<S> = S extends z.ZodType ? z.output<S> : never;
type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a successful call answers: the 200 (or 201) schema's output. */
export type EndpointResponse<E extends { response: EndpointResponses }> = E['response'] extends {
  200: infer S;
}
  ? Infer<S>
  : E['response'] extends { 201: infer S }
    ? Infer<S>
    : null;
/** The params, query and body as parsed by the server (what a route handler receives). */
export type EndpointParams<E extends { params?: unknown }> = Infer<E['params']>;
export type EndpointQuery<E extends { query?: unknown }> = Infer<E['query']>;
export type EndpointBody<E extends { body?: unknown }> = Infer<E['body']>;
/** The params and body as a client sends them (before the server's coercions and defaults). */
export type EndpointParamsInput<E extends { params?: unknown }> = Input<E['params']>;
export type EndpointQueryInput<E extends { query?: unknown }> = Input<E['query']>;
export type EndpointBodyInput<E extends { body?: unknown }> = Input<E['body']>;
