/**
 * The only file that listens: opens the database (migrating, and seeding the demo registry into an
 * empty embedded database), builds the app, serves, and shuts down gracefully on SIGTERM/SIGINT.
 */
import { createDb } from '@rnt/db/create-db';
import { isSeeded, seedDemoData } from '@rnt/db/seed/generate';
import { MESSAGES } from '@rnt/contract/messages';
import Fastify from 'fastify';
import { app, fastifyOptions } from './app';
import { loadRuntimeConfig } from './config/runtime-config';
import { entryRoutes } from './entry-routes';
import { loadEnv } from './env';

const startedAt = performance.now();
const env = loadEnv();

const fastify = Fastify({
  logger: { level: env.LOG_LEVEL },
  // Complaint uploads are streamed by their own route; JSON bodies stay small.
  bodyLimit: 1_048_576,
  trustProxy: env.TRUST_PROXY,
  ...fastifyOptions,
  // On SIGTERM, idle keep-alive connections are closed at once; requests in flight finish. A request
  // that still arrives on a busy connection is answered by the hook below, in Spanish.
  forceCloseConnections: 'idle',
  return503OnClosing: false,
});

let closing = false;
fastify.addHook('onRequest', async (_request, reply) => {
  if (!closing) return;
  return reply
    .code(503)
    .header('Connection', 'close')
    .header('Retry-After', '5')
    .send({ message: MESSAGES.servicioNoDisponible });
});

const database = await createDb({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.PGLITE_DATA_DIR,
  poolMax: env.PG_POOL_MAX,
});
await database.migrate();
const shouldSeed = env.SEED_DEMO_DATA ?? database.kind === 'pglite';
if (shouldSeed && !(await isSeeded(database.db))) {
  fastify.log.info('base de datos vacía: sembrando los datos de demostración');
  const summary = await seedDemoData(database.db);
  fastify.log.info({ summary }, 'datos de demostración creados');
}

await fastify.register(app, {
  database,
  runtimeConfig: loadRuntimeConfig(env.RNT_CONFIG_FILE),
  webDist: env.WEB_DIST || undefined,
  storageUrl: env.STORAGE_URL,
  denunciasRateLimit: {
    max: env.DENUNCIAS_RATE_LIMIT_MAX,
    timeWindowMs: env.DENUNCIAS_RATE_LIMIT_WINDOW_S * 1000,
  },
  jwtSecret: env.JWT_SECRET,
  extraRoutes: entryRoutes,
});

async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  fastify.log.info({ signal }, 'cerrando: se terminan las solicitudes en curso');
  const timer = setTimeout(() => process.exit(1), 30_000);
  timer.unref();
  try {
    await fastify.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    fastify.log.error({ err: error }, 'error al cerrar');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await fastify.listen({ host: env.HOST, port: env.PORT });
fastify.log.info(
  { database: database.kind, ready_ms: Math.round(performance.now() - startedAt) },
  `Portal RNT disponible en http://localhost:${env.PORT}`,
);
