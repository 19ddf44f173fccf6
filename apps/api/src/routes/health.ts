import { healthSchema, livenessSchema } from '@rnt/contract/runtime-config';
import { messageSchema } from '@rnt/contract/api-common';
import { MESSAGES } from '@rnt/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Two probes (docs/operations.md): `/api/health` is readiness — the database answers, else 503, so a
 * load balancer stops sending traffic; `/api/health/live` is liveness — the process answers, so an
 * orchestrator does not restart a healthy process because its database is down.
 */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/health/live',
    {
      schema: {
        tags: ['sistema'],
        summary: 'El proceso responde (sin consultar la base de datos)',
        description: 'Responde mientras el proceso vive, sin consultar la base de datos (sonda de vida).',
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  fastify.get(
    '/api/health',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Estado del servicio y de su base de datos',
        description:
          'Estado del servicio: responde 200 si la base de datos contesta y 503 si no (sonda de disponibilidad).',
        response: { 200: healthSchema, 503: messageSchema },
      },
    },
    async (_request, reply) => {
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
    },
  );
};
export default healthRoutes;
