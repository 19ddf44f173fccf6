import { openTestDatabase, type TestDatabase } from '@rnt/db/testing';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { app, fastifyOptions, type AppOptions } from '../../src/app';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a private copy of the seeded database (PGlite, or PostgreSQL with TEST_DB=postgres). */
export async function createTestApp(
  options: Partial<AppOptions> = {},
  /** Sees every route as it is registered (suites that must cover all routes enumerate them here). */
  hooks: { onRoute?: (route: RouteOptions, fastify: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const fastify = Fastify({ logger: false, ...fastifyOptions });
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
