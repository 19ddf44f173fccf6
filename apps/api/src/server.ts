/**
 * The only file that listens: opens the database (migrating, and seeding the demo registry into an
 * empty embedded database), builds the app, serves, and shuts down gracefully on SIGTERM/SIGINT.
 */
import { createDb, type Database, type Db } from '@rnt/db/create-db';
import { DataDirLocked } from '@rnt/db/data-dir-lock';
import { isSeeded } from '@rnt/db/seed/marker';
import { MESSAGES } from '@rnt/contract/messages';
import Fastify from 'fastify';
import { app, fastifyOptions } from './app';
import { UNLIMITED_LOAD } from './plugins/app/load-shedding';
import { loadRuntimeConfig } from './config/runtime-config';
import { loadEnv, publicUrlOf } from './env';
import { trackInFlight } from './lib/in-flight';
import { requestLogSerializer } from './lib/log-redaction';
import { resolveJwtSecret } from './lib/jwt-secret';
import { createStorage } from './lib/storage/create-storage';
import { sweepStorage } from './lib/storage/sweep';
import { entryRoutes } from './entry-routes';

const startedAt = performance.now();
const env = loadEnv();

const fastify = Fastify({
  logger: {
    level: env.LOG_LEVEL,
    // A complaint's tracking code never reaches the log (decision 017): its lookup URL is logged without it.
    serializers: { req: requestLogSerializer },
  },
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
const inFlight = trackInFlight(fastify);
// A response finished while closing also closes its connection, so no keep-alive connection outlives it.
fastify.addHook('onSend', async (_request, reply) => {
  if (closing) reply.header('Connection', 'close');
});
fastify.addHook('onRequest', async (_request, reply) => {
  if (!closing) return;
  return reply
    .code(503)
    .header('Connection', 'close')
    .header('Retry-After', '5')
    .send({ message: MESSAGES.servicioNoDisponible });
});

const shouldSeed = env.SEED_DEMO_DATA ?? !env.DATABASE_URL;
const seed = async (db: Db) => {
  fastify.log.info('base de datos vacía: sembrando los datos de demostración');
  // Loaded only to seed: the seed brings Faker and all its locales (~150 ms and ~18 MB at every start).
  const { seedDemoData } = await import('@rnt/db/seed/generate');
  const summary = await seedDemoData(db);
  fastify.log.info({ summary }, 'datos de demostración creados');
};
let database: Database;
try {
  database = await createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.PGLITE_DATA_DIR,
    poolMax: env.PG_POOL_MAX,
    // A new embedded folder is built and seeded aside, then renamed into place (atomic first start).
    initialize: shouldSeed ? (fresh) => seed(fresh.db) : undefined,
    onLockWait: (pid) =>
      fastify.log.info({ pid }, 'la carpeta de datos se está cerrando en otro proceso: se espera su cierre'),
  });
} catch (error) {
  if (!(error instanceof DataDirLocked)) throw error;
  fastify.log.fatal(error.message);
  process.exit(1);
}
await database.migrate();
// PostgreSQL (or a folder created without the seed): the seed is one transaction ending in its marker.
if (shouldSeed && !(await isSeeded(database.db))) await seed(database.db);

const jwt = resolveJwtSecret({
  jwtSecret: env.JWT_SECRET,
  databaseKind: database.kind,
  dataDir: env.DATABASE_URL ? undefined : env.PGLITE_DATA_DIR,
});
fastify.log.info({ origen: jwt.source, archivo: jwt.file }, 'secreto de firma de sesiones');
if (jwt.permissionsFixed)
  fastify.log.warn({ archivo: jwt.file }, 'el archivo del secreto era legible por otros: ahora es 0600');

const storage = await createStorage(env.STORAGE_URL);

if (!env.PUBLIC_URL)
  fastify.log.info(
    { publicUrl: publicUrlOf(env) },
    'PUBLIC_URL sin definir: los enlaces absolutos usan el origen de desarrollo',
  );
await fastify.register(app, {
  database,
  runtimeConfig: loadRuntimeConfig(env.RNT_CONFIG_FILE),
  webDist: env.WEB_DIST || undefined,
  storage,
  rateLimitStore: { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_KEY_PREFIX },
  loadShedding: env.LOAD_SHEDDING === false ? UNLIMITED_LOAD : undefined,
  publicUrl: publicUrlOf(env),
  denunciasRateLimit: {
    max: env.DENUNCIAS_RATE_LIMIT_MAX,
    timeWindowMs: env.DENUNCIAS_RATE_LIMIT_WINDOW_S * 1000,
  },
  seguimientoRateLimit: {
    max: env.SEGUIMIENTO_RATE_LIMIT_MAX,
    timeWindowMs: env.SEGUIMIENTO_RATE_LIMIT_WINDOW_S * 1000,
  },
  suscripcionesRateLimit: {
    max: env.SUSCRIPCIONES_RATE_LIMIT_MAX,
    timeWindowMs: env.SUSCRIPCIONES_RATE_LIMIT_WINDOW_S * 1000,
  },
  digestIntervalMs: env.MAIL_DIGEST_INTERVAL_MS,
  jwtSecret: jwt.secret,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  mailOutbox: { pollMs: env.MAIL_OUTBOX_POLL_MS, retryBaseMs: env.MAIL_RETRY_BASE_MS },
  extraRoutes: entryRoutes,
});

let sweeping: Promise<void> = Promise.resolve();
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // A new process waiting for the data folder now waits for this one instead of refusing to start.
  database.markClosing();
  fastify.log.info({ signal }, 'cerrando: se terminan las solicitudes en curso');
  const timer = setTimeout(() => process.exit(1), 30_000);
  timer.unref();
  // A keep-alive connection that goes idle during the drain (its streamed answer ended after its headers
  // were sent) is closed at once rather than held until its keep-alive timeout.
  const idleCloser = setInterval(() => fastify.server.closeIdleConnections(), 100);
  idleCloser.unref();
  try {
    // Stop accepting, finish every request in flight (connections, then handlers whose client left),
    // and only then close the database.
    await fastify.close();
    await inFlight.idle();
    await sweeping;
    clearInterval(idleCloser);
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
// What a hard kill left in the file store (old temporary uploads, attachments without a complaint),
// swept in the background once serving: only objects older than the safety margin (lib/storage/sweep.ts).
sweeping = sweepStorage(storage, database.db)
  .then((summary) => fastify.log.info({ summary }, 'limpieza de archivos sobrantes terminada'))
  .catch((error: unknown) => fastify.log.warn({ err: error }, 'limpieza de archivos sobrantes interrumpida'));
fastify.log.info(
  { database: database.kind, ready_ms: Math.round(performance.now() - startedAt) },
  `Portal RNT disponible en http://localhost:${env.PORT}`,
);
