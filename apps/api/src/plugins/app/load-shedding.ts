/**
 * Load shedding of the heavy public routes (issue 17 item 7; decision 008): each class of expensive
 * work — open-data and search exports, PDFs and documents, searches not in the cache — runs at most
 * `max` at a time, `queue` more wait their turn, and the rest are answered at once with a Spanish 503
 * and Retry-After. A burst of 300 exports then costs the event loop what `max` exports cost, so the
 * liveness probe and the cached reads keep answering.
 *
 * A route joins a class with `config: { carga: 'exportacion' }` (the slot is held until its answer has
 * been sent or the client has gone, streams included); work inside a handler uses
 * `fastify.cargas.busqueda.run(fn)` (a versioned cache takes it as its `limit`).
 */
import { MESSAGES } from '@rnt/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const LOAD_CLASSES = ['exportacion', 'documento', 'busqueda'] as const;
export type LoadClass = (typeof LOAD_CLASSES)[number];

export interface ConcurrencySetting {
  /** Running at once. */
  max: number;
  /** Waiting for a slot; beyond this, 503. */
  queue: number;
}
export type LoadSheddingOptions = Partial<Record<LoadClass, ConcurrencySetting>>;

/** Measured with `npm run bench -- --burst` on 2 cores (docs/performance.md). */
export const DEFAULT_LOAD_SHEDDING: Record<LoadClass, ConcurrencySetting> = {
  exportacion: { max: 2, queue: 8 },
  documento: { max: 4, queue: 16 },
  busqueda: { max: 4, queue: 64 },
};
/** No limit at all (LOAD_SHEDDING=false: the burst benchmark's "before"). */
export const UNLIMITED_LOAD: LoadSheddingOptions = Object.fromEntries(
  LOAD_CLASSES.map((c) => [c, { max: Infinity, queue: 0 }]),
);
/** Seconds a shed client is asked to wait. */
export const SHED_RETRY_AFTER_S = 5;

/** Too much of one class of work already running and waiting: answered 503 by the error policy. */
export class Overloaded extends Error {
  readonly statusCode = 503;
  constructor(readonly loadClass: LoadClass) {
    super(`sobrecarga: ${loadClass}`);
    this.name = 'Overloaded';
  }
}

export interface ConcurrencyLimiter {
  /** Runs `work` when a slot is free; rejects with Overloaded when the queue is full too. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Takes a slot (waiting in the queue); the answer releases it. Rejects with Overloaded. */
  acquire(): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
}

export function createConcurrencyLimiter(
  loadClass: LoadClass,
  setting: ConcurrencySetting,
): ConcurrencyLimiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  const limiter: ConcurrencyLimiter = {
    async acquire() {
      if (active < setting.max) active++;
      else if (waiting.length < setting.queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new Overloaded(loadClass);
      // The work starts on a later turn of the event loop. A PDF is rendered, and PGlite answers, through
      // promises only: started at once, each request of a burst ran to its end inside the callback that
      // read it, so the next one was not even read (never over the cap, never shed) and the liveness probe
      // waited behind all of them (25 s for 300 PDFs). Deferred, the whole burst is read — and the excess
      // shed — before the first slot's work runs.
      await new Promise((resolve) => setImmediate(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
    async run(work) {
      const done = await limiter.acquire();
      try {
        return await work();
      } finally {
        done();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
  return limiter;
}

export function sendOverloaded(reply: FastifyReply) {
  return reply
    .code(503)
    .header('Retry-After', String(SHED_RETRY_AFTER_S))
    .send({ message: MESSAGES.servicioSaturado });
}

declare module 'fastify' {
  interface FastifyInstance {
    cargas: Record<LoadClass, ConcurrencyLimiter>;
  }
  interface FastifyContextConfig {
    /** The class of heavy work this route belongs to (load shedding). */
    carga?: LoadClass;
  }
}

export default fp<LoadSheddingOptions>(
  async (fastify, options) => {
    const cargas = Object.fromEntries(
      LOAD_CLASSES.map((c) => [
        c,
        createConcurrencyLimiter(c, { ...DEFAULT_LOAD_SHEDDING[c], ...options[c] }),
      ]),
    ) as Record<LoadClass, ConcurrencyLimiter>;
    fastify.decorate('cargas', cargas);

    fastify.addHook('onRoute', (route) => {
      const loadClass = route.config?.carga;
      if (!loadClass) return;
      const limiter = cargas[loadClass];
      const hook = async (request: FastifyRequest, reply: FastifyReply) => {
        let done: () => void;
        try {
          done = await limiter.acquire();
        } catch (error) {
          if (error instanceof Overloaded) return sendOverloaded(reply);
          throw error;
        }
        // Held until the answer is out (a streamed export included) or the client is gone.
        reply.raw.once('close', done);
        reply.raw.once('finish', done);
        if (reply.raw.destroyed || request.raw.socket?.destroyed) done();
      };
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...existing, hook];
    });
  },
  { name: 'load-shedding' },
);
