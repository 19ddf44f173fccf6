/**
 * The Fastify application as a plugin: everything but listening. `server.ts` and the tests build it
 * with a database and options of their own.
 */
import type { Database } from '@rnt/db/create-db';
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import { MESSAGES } from '@rnt/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_RUNTIME_CONFIG } from './config/runtime-config';
import type { Storage } from './lib/storage/storage';
import authPlugin from './plugins/app/auth';
import databasePlugin from './plugins/app/database';
import errorsPlugin from './plugins/app/errors';
import storagePlugin from './plugins/app/storage';
import securityHeadersPlugin, { setFallbackSecurityHeaders } from './plugins/external/security-headers';
import spaPlugin from './plugins/external/spa';
import swaggerPlugin from './plugins/external/swagger';
import type { LoginRateLimit } from './routes/auth';
import benchBaselineRoutes from './routes/bench-baseline';
import routes from './routes/index';

/**
 * Options only the Fastify constructor takes, shared by `server.ts` and the tests so both behave alike.
 * Timeouts only matter to a listening server.
 * `frameworkErrors` answers what fails before routing (a path that is not valid percent-encoded UTF-8,
 * a path parameter over the router's length limit): otherwise Fastify answers those itself in English.
 */
export const fastifyOptions = {
  routerOptions: { ignoreDuplicateSlashes: true },
  // A client that stops sending is cut off: 60 s of silence, or 5 minutes for a whole request (a 10 MB
  // attachment over a slow mobile link), instead of holding a connection forever (slowloris).
  connectionTimeout: 60_000,
  requestTimeout: 300_000,
  frameworkErrors: (error, _request, reply) => {
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    setFallbackSecurityHeaders(reply as FastifyReply);
    void (reply as FastifyReply)
      .code(status)
      .send({ message: MESSAGES.solicitudInvalida, errors: { url: [MESSAGES.direccionInvalida] } });
  },
} satisfies FastifyServerOptions;

export interface AppOptions {
  database: Database;
  runtimeConfig?: RuntimeConfig;
  /** Built SPA folder to serve with history fallback; omitted in API-only tests. */
  webDist?: string;
  /** Folder or s3:// URL for uploaded files. */
  storageUrl?: string;
  /** A ready store, instead of `storageUrl` (tests inject failing ones). */
  storage?: Storage;
  /** Comment submissions allowed per client and window (`POST /api/public_tramites/denuncias`). */
  denunciasRateLimit?: RateLimitSetting;
  /** Signs evaluator tokens; a fixed development default is used only outside production. */
  jwtSecret?: string;
  /** Login attempts per IP (tests lower the window). */
  loginRateLimit?: LoginRateLimit;
  /** Addresses per sitemap file (tests lower it to see the sitemap index); 50,000 by default. */
  sitemapPageSize?: number;
  /** Adds the static baseline route of the load benchmark (BENCH_BASELINE). */
  benchBaseline?: boolean;
}

export interface RateLimitSetting {
  max: number;
  timeWindowMs: number;
}

export async function app(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  const api = fastify.withTypeProvider<ZodTypeProvider>();

  const runtimeConfig = options.runtimeConfig ?? DEFAULT_RUNTIME_CONFIG;
  await api.register(securityHeadersPlugin, { runtimeConfig });
  await api.register(databasePlugin, { database: options.database });
  await api.register(errorsPlugin);
  await api.register(storagePlugin, { storage: options.storage, storageUrl: options.storageUrl });
  await api.register(authPlugin, { jwtSecret: options.jwtSecret });
  await api.register(swaggerPlugin);
  await api.register(routes, {
    runtimeConfig,
    denunciasRateLimit: options.denunciasRateLimit,
    loginRateLimit: options.loginRateLimit,
    sitemapPageSize: options.sitemapPageSize,
  });
  if (options.benchBaseline) await api.register(benchBaselineRoutes);
  await api.register(spaPlugin, { root: options.webDist, runtimeConfig });
}
