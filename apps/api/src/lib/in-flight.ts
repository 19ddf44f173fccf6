/**
 * Counts the requests the server is still working on, so that shutdown closes the database only after
 * the last of them (issue 17 item 24). A request counts from its handler's start until both its
 * handler has settled and its response has closed: a streamed export outlives its handler, and a
 * handler whose client went away keeps querying after its response closed.
 */
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

export interface InFlight {
  readonly count: number;
  /** Resolves when no request is in flight. */
  idle(): Promise<void>;
}

export function trackInFlight(fastify: FastifyInstance): InFlight {
  let count = 0;
  const waiters: (() => void)[] = [];
  const release = () => {
    count--;
    if (count === 0) for (const resolve of waiters.splice(0)) resolve();
  };
  fastify.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (request, reply) {
      count++;
      let pending = 2;
      const settle = () => {
        if (--pending === 0) release();
      };
      if (reply.raw.closed) settle();
      else reply.raw.once('close', settle);
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        settle();
        throw error;
      }
      if (result instanceof Promise) void result.then(settle, settle);
      else settle();
      return result;
    } as RouteHandlerMethod;
  });
  return {
    get count() {
      return count;
    },
    idle: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}
