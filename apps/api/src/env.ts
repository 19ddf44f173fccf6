/** One zod schema for the process environment, checked at start-up; every bad key is listed at once. */
import { z } from '@rnt/contract/zod';
import { COMPLAINT_PERSONAL_DATA_RETENTION_DAYS } from '@rnt/contract/denuncia-estados';

/**
 * No proxy is trusted unless named: trusting a network (loopback, private ranges) let any client on it —
 * or the machine itself — claim any address through X-Forwarded-For and escape every rate limit.
 */
export const DEFAULT_TRUST_PROXY = false;

export const DEFAULT_REDIS_PREFIX = 'rnt:limite:';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… switches from the embedded PGlite to PostgreSQL. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PG_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  /** Folder of the embedded database. */
  PGLITE_DATA_DIR: z.string().default('data/pglite'),
  /** Seed the demo data into an empty database (default: yes on PGlite, no on PostgreSQL). */
  SEED_DEMO_DATA: booleanFlag,
  /**
   * Folder for uploaded files, or s3://bucket/prefix[?endpoint=…&region=…&forcePathStyle=true] for an
   * S3-compatible store (credentials from the usual AWS_* variables).
   */
  STORAGE_URL: z
    .string()
    .trim()
    .min(1, 'no puede estar vacío (los archivos irían a la carpeta de trabajo) / must not be empty')
    .default('data/files'),
  /** Comment submissions allowed per client (IP) and window; load runs and browser tests raise it. */
  DENUNCIAS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  DENUNCIAS_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(60),
  /** Complaint tracking lookups (`/seguimiento`) allowed per client (IP) and window. */
  SEGUIMIENTO_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  SEGUIMIENTO_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(600),
  /** Requests for change alerts (`POST /api/public/suscripciones`) allowed per client (IP) and window. */
  SUSCRIPCIONES_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  SUSCRIPCIONES_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(600),
  /** Days after closing a complaint before `npm run denuncias:purge` removes its personal data (issue 23). */
  COMPLAINT_PERSONAL_DATA_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .default(COMPLAINT_PERSONAL_DATA_RETENTION_DAYS),
  /**
   * Secret that signs evaluator tokens (32+ characters). Required with PostgreSQL and in production; on
   * the embedded database the server otherwise generates one per installation (lib/jwt-secret.ts).
   */
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * Which proxies may set X-Forwarded-For/-Proto (client IP for rate limits, HTTPS for HSTS): 'false'
   * (default: none), or comma-separated addresses/CIDRs of the proxies in front (the names loopback,
   * linklocal, uniquelocal are accepted), or 'true' (everyone — only behind a proxy that overwrites the
   * header and is the sole way in).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | string =>
      v === undefined || v === '' || v === 'false' ? DEFAULT_TRUST_PROXY : v === 'true' ? true : v,
    ),
  /**
   * The portal's public origin (https://tramites.gob.sv): every absolute link the server writes (open
   * data, /config.json) starts with it, never with the request's Host header, which any client forges.
   * Required in production; elsewhere http://localhost:<PORT>.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'debe ser un origen http(s)://servidor[:puerto]' })
    .refine((v) => /^https?:\/\/[^/?#]+\/?$/.test(v), 'debe ser un origen, sin ruta, consulta ni fragmento')
    .transform((v) => new URL(v).origin)
    .optional(),
  /**
   * redis://… : the rate limits (login, complaints, and every later limit) are counted there, shared by
   * all instances; unset, each process counts in its own memory. Redis down: counted in memory meanwhile.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prefix of the rate-limit keys in Redis (several deployments or test runs on one Redis). */
  REDIS_KEY_PREFIX: z.string().min(1).default(DEFAULT_REDIS_PREFIX),
  /**
   * Load shedding of the heavy public routes (exports, PDFs, searches not in the cache): on unless
   * 'false' — which only the burst benchmark sets, to measure the server without it.
   */
  LOAD_SHEDDING: booleanFlag,
  /**
   * smtp://user:pass@host:587 or smtps://…:465: the server that sends the complaint acknowledgments and
   * answers to citizens. Unset: no e-mail is sent (each skipped message is logged at info).
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'debe ser smtp://… o smtps://…' }).optional(),
  /** Sender of that e-mail, e.g. `Registro Nacional de Trámites <no-responder@tramites.gob.sv>`. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Milliseconds between two looks at the mail outbox when no request wakes its worker. */
  MAIL_OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5000),
  /** Wait after a mail's first failed attempt, doubled after each one (at most an hour). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).default(30_000),
  /** Milliseconds between two runs of the change alerts' digest job (each subscription: one mail a day). */
  MAIL_DIGEST_INTERVAL_MS: z.coerce.number().int().min(100).default(600_000),
  /** Built SPA to serve; empty disables static serving. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Optional JSON file whose keys override the runtime /config.json. */
  RNT_CONFIG_FILE: z.string().optional(),
});
export type Env = z.infer<typeof envSchema>;

/**
 * `signsTokens: false` for the command-line tools, which open the database but never sign a token:
 * they need no JWT_SECRET.
 */
export function loadEnv(
  source: NodeJS.ProcessEnv = process.env,
  { signsTokens = true }: { signsTokens?: boolean } = {},
): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida en variables de entorno:\n${lines.join('\n')}`);
  }
  if (
    signsTokens &&
    !parsed.data.JWT_SECRET &&
    (parsed.data.DATABASE_URL || parsed.data.NODE_ENV === 'production')
  ) {
    const where = parsed.data.DATABASE_URL
      ? 'requerido con PostgreSQL (DATABASE_URL) / required with PostgreSQL'
      : 'requerido en producción / required in production';
    throw new Error(
      `Configuración inválida en variables de entorno:\n  - JWT_SECRET: ${where} (32+ caracteres aleatorios, p. ej. \`openssl rand -base64 48\`)`,
    );
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.PUBLIC_URL) {
    throw new Error(
      'Configuración inválida en variables de entorno:\n  - PUBLIC_URL: requerido en producción',
    );
  }
  return parsed.data;
}

/** PUBLIC_URL, or the development default (which the server logs). */
export const publicUrlOf = (env: Env) => env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
