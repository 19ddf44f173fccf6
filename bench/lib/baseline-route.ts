/**
 * The load benchmark's baseline (bench/run.ts): a static JSON answer of about 1 KB, served by the same
 * server, plugins and serializer as every other route but without touching the database. Its requests/s
 * is what the machine can do at best, so each scenario is reported as a ratio of it. Registered only
 * by the benchmark's entry (bench/server.ts); the portal never serves it.
 */
import { z } from '@rnt/contract/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const BENCH_BASELINE_PATH = '/api/bench/baseline';

const itemSchema = z.object({ id: z.number(), nombre: z.string(), siglas: z.string() });
const baselineSchema = z.object({ data: z.array(itemSchema), total: z.number() });

/** Fourteen institution-like rows: 1,069 bytes of JSON, about a small search page. */
const BASELINE = {
  data: Array.from({ length: 14 }, (_, i) => ({
    id: i + 1,
    nombre: `Institución de referencia número ${String(i + 1).padStart(2, '0')}`,
    siglas: `REF${i + 1}`,
  })),
  total: 14,
};

const benchBaselineRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    BENCH_BASELINE_PATH,
    { schema: { hide: true, response: { 200: baselineSchema } } },
    async () => BASELINE,
  );
};
export default benchBaselineRoutes;
