import { MESSAGES } from '@rnt/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@rnt/contract/endpoints/health';
import { route } from '../lib/endpoint-route';

/**
 * Two probes (docs/operations.md): `health` is readiness — the database answers, else 503, so a
 * load balancer stops sending traffic; `healthLive` is liveness — the process answers, so an
 * orchestrator does not restart a healthy process because its database is down.
 */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  route(fastify, endpoints.healthLive, async () => ({ status: 'ok' as const }));

  route(fastify, endpoints.health, async (_request, reply) => {
    try {
      await fastify.database.ping();
    } catch {
      return reply.code(503).header('Retry-After', '5').send({ message: MESSAGES.servicioNoDisponible });
    }
    return {
      status: 'ok' as const,
      database: fastify.database.kind,
      uptime_s: Math.round(process.uptime()),
    };
  });
};
export default healthRoutes;
