/**
 * Every rate limit of the app, in one store: process memory by default, Redis when `REDIS_URL` is set so
 * that N instances keep one limit instead of N (docs/deployment.md). Routes declare
 * `config: { rateLimit: {max, timeWindow} }` (counted per client address), or build a limiter of their
 * own with `fastify.createRateLimit({keyGenerator, …})` (per account, per tracking code…) — both land in
 * the same store.
 *
 * Redis down: the limits fall back to this process's memory (decision 008) — neither fail-open (a
 * Redis outage would lift every limit, login guessing included) nor fail-closed (it would refuse every
 * complaint and login while the registry itself still works). Each instance then limits on its own.
 */
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import { DEFAULT_REDIS_PREFIX } from '../../env';

export interface RateLimitStoreOptions {
  /** redis://… ; without it the limits live in this process's memory. */
  redisUrl?: string;
  /** Prefix of every Redis key (tests use one of their own). */
  redisPrefix?: string;
}

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreConstructor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redisOrCache?: unknown,
  key?: string,
) => Store;

// The plugin's own stores (not exported by its entry point): the Redis one runs an atomic Lua script.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreConstructor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreConstructor;

/** Redis first; on a Redis error the same key is counted in memory, and the error is logged once a minute. */
class RedisOrMemoryStore implements Store {
  private lastWarning = 0;
  constructor(
    private readonly redis: Store,
    private readonly memory: Store,
    private readonly log: FastifyBaseLogger,
  ) {}

  private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
    this.redis[method](
      key,
      (error, result) => {
        if (!error) return cb(null, result);
        if (Date.now() - this.lastWarning > 60_000) {
          this.lastWarning = Date.now();
          this.log.warn(
            { err: error },
            'Redis no responde: los límites de solicitudes se cuentan en memoria',
          );
        }
        this.memory[method](key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }
  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.run('incr', key, cb, timeWindow, max);
  }
  read(key: string, cb: Callback, timeWindow: number, max: number) {
    this.run('read', key, cb, timeWindow, max);
  }
  child(routeOptions: unknown) {
    // A limiter from createRateLimit has no route: its keys would read 'undefinedundefined-…' in Redis.
    const options = routeOptions as { routeInfo?: { method?: string } };
    const named = options.routeInfo?.method
      ? routeOptions
      : { ...options, routeInfo: { method: 'manual', url: '' } };
    return new RedisOrMemoryStore(this.redis.child(named), this.memory.child(named), this.log);
  }
}

export default fp<RateLimitStoreOptions>(
  async (fastify, options) => {
    const settings: RateLimitPluginOptions = { global: false };
    if (options.redisUrl) {
      const redis = new Redis(options.redisUrl, {
        lazyConnect: true,
        // A limit check must not wait for a lost Redis: fail fast, count in memory meanwhile.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 1_000,
        commandTimeout: 500,
        retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
      });
      redis.on('error', () => {
        // Reported by the store when a limit is checked; ioredis reconnects by itself.
      });
      fastify.addHook('onClose', async () => {
        redis.disconnect();
      });
      await redis.connect().catch((error: unknown) => {
        fastify.log.warn({ err: error }, 'Redis no responde al iniciar: los límites se cuentan en memoria');
      });
      const prefix = options.redisPrefix ?? DEFAULT_REDIS_PREFIX;
      const log = fastify.log;
      settings.store = class {
        constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
          const flags = [params.continueExceeding ?? false, params.exponentialBackoff ?? false] as const;
          return new RedisOrMemoryStore(
            new RedisStore(...flags, redis, prefix),
            new LocalStore(...flags),
            log,
          );
        }
      } as unknown as RateLimitPluginOptions['store'];
      fastify.log.info('límites de solicitudes compartidos en Redis');
    }
    await fastify.register(rateLimit, settings);
  },
  { name: 'rate-limits' },
);
