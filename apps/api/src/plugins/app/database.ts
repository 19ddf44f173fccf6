import type { Database, Db } from '@rnt/db/create-db';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry database (Drizzle over PGlite or PostgreSQL). */
    db: Db;
    database: Database;
  }
}

export default fp<{ database: Database }>(
  async (fastify, { database }) => {
    fastify.decorate('database', database);
    fastify.decorate('db', database.db);
  },
  { name: 'database' },
);
