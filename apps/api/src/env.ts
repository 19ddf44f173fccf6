/** One zod schema for the process environment, checked at start-up; every bad key is listed at once. */
import { z } from '@rnt/contract/zod';

/** Reverse proxies on this host or a private network. */
export const DEFAULT_TRUST_PROXY = 'loopback,linklocal,uniquelocal';

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
  STORAGE_URL: z.string().default('data/files'),
  /** Comment submissions allowed per client (IP) and window; load runs and browser tests raise it. */
  DENUNCIAS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  DENUNCIAS_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(60),
  /** Secret that signs evaluator tokens; a development default is used only outside production. */
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * Which proxies may set X-Forwarded-For/-Proto (client IP for rate limits, HTTPS for HSTS): 'true',
   * 'false', or comma-separated addresses/CIDRs and the names loopback, linklocal, uniquelocal. The
   * default trusts only private networks, so a client on the Internet cannot forge its address.
   */
  TRUST_PROXY: z
    .string()
    .default(DEFAULT_TRUST_PROXY)
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  /** Built SPA to serve; empty disables static serving. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Optional JSON file whose keys override the runtime /config.json. */
  RNT_CONFIG_FILE: z.string().optional(),
});
export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida en variables de entorno:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.JWT_SECRET) {
    throw new Error(
      'Configuración inválida en variables de entorno:\n  - JWT_SECRET: requerido en producción',
    );
  }
  return parsed.data;
}
