/**
 * The Fastify application as a plugin: everything but listening. `server.ts` and the tests build it
 * with a database and options of their own.
 */
import type { Database } from '@rnt/db/create-db';
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import { MESSAGES } from '@rnt/contract/messages';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_RUNTIME_CONFIG } from './config/runtime-config';
import { repairPagePath } from './lib/page-path';
import type { Storage } from './lib/storage/storage';
import authPlugin from './plugins/app/auth';
import databasePlugin from './plugins/app/database';
import errorsPlugin from './plugins/app/errors';
import type { OutboxOptions } from './lib/mail-outbox';
import mailPlugin from './plugins/app/mail';
import suscripcionesPlugin from './plugins/app/suscripciones';
import loadSheddingPlugin, { type LoadSheddingOptions } from './plugins/app/load-shedding';
import rateLimitsPlugin, { type RateLimitStoreOptions } from './plugins/app/rate-limits';
import storagePlugin from './plugins/app/storage';
import securityHeadersPlugin, { setFallbackSecurityHeaders } from './plugins/external/security-headers';
import spaPlugin from './plugins/external/spa';
import swaggerPlugin from './plugins/external/swagger';
import type { LoginRateLimit } from './routes/auth';
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
  // A page path that is not valid UTF-8 gets the Spanish 404 page, not a 400 (lib/page-path.ts).
  rewriteUrl: (request) => repairPagePath(request.url ?? '/'),
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
  /** Origin of every absolute link the server writes (PUBLIC_URL); never taken from a request. */
  publicUrl?: string;
  /** Built SPA folder to serve with history fallback; omitted in API-only tests. */
  webDist?: string;
  /** Folder or s3:// URL for uploaded files. */
  storageUrl?: string;
  /** A ready store, instead of `storageUrl` (tests inject failing ones). */
  storage?: Storage;
  /** Comment submissions allowed per client and window (`POST /api/public_tramites/denuncias`). */
  denunciasRateLimit?: RateLimitSetting;
  /** Complaint tracking lookups allowed per client and window (`GET …/denuncias/seguimiento`). */
  seguimientoRateLimit?: RateLimitSetting;
  /** "¿Le fue útil esta página?" posts allowed per client and window (`POST /api/public/valoraciones`). */
  valoracionesRateLimit?: RateLimitSetting;
  /** Change-alert requests allowed per client and window (`POST /api/public/suscripciones`). */
  suscripcionesRateLimit?: RateLimitSetting;
  /** How often the change alerts' digest job runs (MAIL_DIGEST_INTERVAL_MS). */
  digestIntervalMs?: number;
  /** Signs evaluator tokens (32+ characters; lib/jwt-secret.ts picks it for the server). */
  jwtSecret: string;
  /** Login attempts per client address and failed attempts per account (tests lower them). */
  loginRateLimit?: LoginRateLimit;
  /** Concurrency of the heavy public routes (tests lower it). */
  loadShedding?: LoadSheddingOptions;
  /** Where the rate limits are counted: memory, or Redis shared by every instance. */
  rateLimitStore?: RateLimitStoreOptions;
  /** Routes an entry file adds (bench/server.ts: the load benchmark's baseline); none for the portal. */
  extraRoutes?: readonly FastifyPluginAsync[];
  /** SMTP server for the citizens' e-mail (SMTP_URL); none: no mail, logged at info. */
  smtpUrl?: string;
  /** Sender of that e-mail (MAIL_FROM). */
  mailFrom?: string;
  /** The outbox worker's poll interval and first retry wait (MAIL_OUTBOX_POLL_MS, MAIL_RETRY_BASE_MS). */
  mailOutbox?: Partial<OutboxOptions>;
  /** Addresses per sitemap file (tests lower it to see the sitemap index); 50,000 by default. */
  sitemapPageSize?: number;
}

/** The development origin, when no PUBLIC_URL is given (tests, `npm start` on the default port). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export interface RateLimitSetting {
  max: number;
  timeWindowMs: number;
}

export async function app(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  const api = fastify.withTypeProvider<ZodTypeProvider>();

  const runtimeConfig = {
    ...(options.runtimeConfig ?? DEFAULT_RUNTIME_CONFIG),
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
  };
  await api.register(securityHeadersPlugin, { runtimeConfig });
  await api.register(databasePlugin, { database: options.database });
  await api.register(errorsPlugin);
  await api.register(rateLimitsPlugin, options.rateLimitStore ?? {});
  await api.register(loadSheddingPlugin, options.loadShedding ?? {});
  await api.register(storagePlugin, { storage: options.storage, storageUrl: options.storageUrl });
  await api.register(authPlugin, { jwtSecret: options.jwtSecret });
  await api.register(mailPlugin, {
    smtpUrl: options.smtpUrl,
    mailFrom: options.mailFrom,
    outbox: options.mailOutbox,
  });
  await api.register(suscripcionesPlugin, {
    installationSecret: options.jwtSecret,
    publicUrl: runtimeConfig.publicUrl,
    digestIntervalMs: options.digestIntervalMs,
  });
  await api.register(swaggerPlugin);
  await api.register(routes, {
    runtimeConfig,
    publicUrl: runtimeConfig.publicUrl,
    denunciasRateLimit: options.denunciasRateLimit,
    seguimientoRateLimit: options.seguimientoRateLimit,
    valoracionesRateLimit: options.valoracionesRateLimit,
    suscripcionesRateLimit: options.suscripcionesRateLimit,
    loginRateLimit: options.loginRateLimit,
    sitemapPageSize: options.sitemapPageSize,
  });
  for (const extra of options.extraRoutes ?? []) await api.register(extra);
  await api.register(spaPlugin, { root: options.webDist, runtimeConfig });
}
