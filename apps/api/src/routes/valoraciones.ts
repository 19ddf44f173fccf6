/**
 * "¿Le fue útil esta página?" (issue 22, decision 019): `POST /api/public/valoraciones` (public, rate
 * limited per client address like the comments, nothing personal stored) and `GET /api/valoraciones`
 * (evaluators with VALORACIONES_VER: counts per page, most reported first; the read is audited).
 */

import { PERMISSIONS } from '@rnt/contract/sections';
import { VALORACIONES_MESSAGES, VALORACIONES_LISTA_MAX } from '@rnt/contract/valoraciones';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitSetting } from '../app';
import * as repo from '../repositories/valoraciones';
import * as endpoints from '@rnt/contract/endpoints/valoraciones';
import { route } from '../lib/endpoint-route';

/** Like the comments' limit (10 per 60 s), doubled: a Sí/No and a report are two posts of one visit. */
export const DEFAULT_VALORACIONES_RATE_LIMIT: RateLimitSetting = { max: 20, timeWindowMs: 60_000 };

const valoracionRoutes: FastifyPluginAsyncZod<{ rateLimit?: RateLimitSetting }> = async (
  fastify,
  options,
) => {
  const limit = options.rateLimit ?? DEFAULT_VALORACIONES_RATE_LIMIT;

  route(
    fastify,
    endpoints.postPublicValoraciones,
    async (request, reply) => {
      await repo.insertValoracion(fastify.db, request.body);
      return reply
        .code(201)
        .header('Cache-Control', 'no-store')
        .send({ message: VALORACIONES_MESSAGES.enviada });
    },
    { config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } },
  );

  route(
    fastify,
    endpoints.valoraciones,
    async (request, reply) => {
      const answer = await repo.listValoracionesPorPagina(
        fastify.db,
        request.authUser!,
        VALORACIONES_LISTA_MAX,
      );
      reply.header('Cache-Control', 'no-store');
      return answer;
    },
    { onRequest: [fastify.authenticate, fastify.requirePermission(PERMISSIONS.verValoraciones)] },
  );
};
export default valoracionRoutes;
