import { openTestDatabase, type TestDatabase } from '@rnt/db/testing';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { app, fastifyOptions, type AppOptions } from '../../src/app';
import { DEFAULT_TRUST_PROXY } from '../../src/env';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a private copy of the seeded database (PGlite, or PostgreSQL with TEST_DB=postgres). */
export async function createTestApp(
  options: Partial<AppOptions> = {},
  /** Sees every route as it is registered (suites that must cover all routes enumerate them here). */
  hooks: {
    onRoute?: (route: RouteOptions, fastify: FastifyInstance) => void;
    /** Constructor options (e.g. short timeouts for a test over a real socket). */
    server?: FastifyServerOptions;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  // No proxy trusted, as in production by default (inject comes from 127.0.0.1); a test that simulates a
  // proxy names it in `hooks.server.trustProxy`.
  const fastify = Fastify({
    logger: false,
    trustProxy: DEFAULT_TRUST_PROXY,
    ...fastifyOptions,
    ...hooks.server,
  });
  const { onRoute } = hooks;
  if (onRoute)
    fastify.addHook('onRoute', function (route) {
      onRoute(route, this);
    });
  await fastify.register(app, { database, ...options });
  await fastify.ready();
  return {
    app: fastify,
    database,
    close: async () => {
      await fastify.close();
      await database.close();
    },
  };
}
