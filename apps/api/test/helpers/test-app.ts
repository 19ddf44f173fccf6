import { openTestDatabase, type TestDatabase } from '@rnt/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { app, type AppOptions } from '../../src/app';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a private copy of the seeded database (PGlite, or PostgreSQL with TEST_DB=postgres). */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const fastify = Fastify({ logger: false, routerOptions: { ignoreDuplicateSlashes: true } });
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
