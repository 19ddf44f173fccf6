import { randomBytes } from 'node:crypto';
import { openTestDatabase, type TestDatabase } from '@rnt/db/testing';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { app, fastifyOptions, type AppOptions } from '../../src/app';
import { DEFAULT_TRUST_PROXY } from '../../src/env';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Opens a session for the user and signs its token, as a login does (without its password). */
  signToken(userId: number, ttlSeconds?: number): Promise<string>;
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
  // The app's decorators live in its own context: the first route registered there lends them.
  let inApp: FastifyInstance | undefined;
  const remember = (instance: FastifyInstance) => {
    if (!inApp && 'signToken' in instance) inApp = instance;
  };
  fastify.addHook('onRoute', function (route) {
    remember(this);
    onRoute?.(route, this);
  });
  // Every test app signs with a secret of its own, as every installation does.
  await fastify.register(app, { database, jwtSecret: randomBytes(32).toString('base64url'), ...options });
  await fastify.ready();
  return {
    app: fastify,
    database,
    signToken: (userId, ttlSeconds) => inApp!.signToken(userId, ttlSeconds),
    close: async () => {
      await fastify.close();
      await database.close();
    },
  };
}
