/**
 * Registers a route from its contract object (decision 021): method, url, the params/querystring/body/
 * response schemas (validated and serialized by fastify-type-provider-zod) and the OpenAPI words
 * (summary, description, tag, operationId) all come from `packages/contract/src/endpoints/*`. The
 * route file only adds the handler and, where needed, route options (auth hooks, rate limit, load
 * class).
 */
import type { Endpoint } from '@rnt/contract/endpoint';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type ZodFastify = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** An optional schema as declared (`undefined` when the endpoint has none). */
type Declared<T> = [Exclude<T, undefined>] extends [never] ? undefined : Exclude<T, undefined>;

/** The Fastify schema an endpoint object stands for. */
export interface SchemaOf<E extends Endpoint> {
  params: Declared<E['params']>;
  querystring: Declared<E['query']>;
  body: Declared<E['body']>;
  headers: Declared<E['headers']>;
  consumes?: string[];
  response: E['response'];
  tags: string[];
  summary: string;
  description: string;
  operationId: string;
}

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/** Route options other than what the endpoint declares (hooks, `config`). */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'handler'>;

/** The Fastify schema of an endpoint: what validates, serializes and documents it. */
export function schemaOf<E extends Endpoint>(endpoint: E): SchemaOf<E> {
  const schema: Record<string, unknown> = {
    response: endpoint.response,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: endpoint.description,
    operationId: endpoint.operationId,
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.headers) schema.headers = endpoint.headers;
  if (endpoint.consumes) schema.consumes = endpoint.consumes;
  return schema as unknown as SchemaOf<E>;
}

/** `fastify.route` of an endpoint object and its handler. */
export function route<E extends Endpoint>(
  fastify: ZodFastify,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  fastify.route({
    ...(options as object),
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    handler: handler as never,
  });
}
