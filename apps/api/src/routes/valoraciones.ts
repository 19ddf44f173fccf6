/**
 * "¿Le fue útil esta página?" (issue 22, decision 019): `POST /api/public/valoraciones` (public, rate
 * limited per client address like the comments, nothing personal stored) and `GET /api/valoraciones`
 * (evaluators with VALORACIONES_VER: counts per page, most reported first; the read is audited).
 */
import { messageSchema, validationErrorSchema } from '@rnt/contract/api-common';
import { PERMISSIONS } from '@rnt/contract/sections';
import {
  VALORACIONES_MESSAGES,
  VALORACIONES_PATH,
  VALORACIONES_PUBLIC_PATH,
  valoracionBodySchema,
  valoracionCreatedSchema,
  VALORACIONES_LISTA_MAX,
  valoracionesResponseSchema,
} from '@rnt/contract/valoraciones';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitSetting } from '../app';
import * as repo from '../repositories/valoraciones';

/** Like the comments' limit (10 per 60 s), doubled: a Sí/No and a report are two posts of one visit. */
export const DEFAULT_VALORACIONES_RATE_LIMIT: RateLimitSetting = { max: 20, timeWindowMs: 60_000 };

const valoracionRoutes: FastifyPluginAsyncZod<{ rateLimit?: RateLimitSetting }> = async (
  fastify,
  options,
) => {
  const limit = options.rateLimit ?? DEFAULT_VALORACIONES_RATE_LIMIT;

  fastify.post(
    VALORACIONES_PUBLIC_PATH,
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: {
        tags: ['valoraciones'],
        summary: '«¿Le fue útil esta página?»: respuesta Sí/No o reporte de un problema',
        description:
          'Registra la respuesta (util) o el reporte de un problema (motivo y comentario de hasta 1200 caracteres) sobre una página del portal, identificada solo por su ruta. No se guarda la dirección IP, el navegador ni ningún dato de la persona.',
        body: valoracionBodySchema,
        response: { 201: valoracionCreatedSchema, 400: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      await repo.insertValoracion(fastify.db, request.body);
      return reply
        .code(201)
        .header('Cache-Control', 'no-store')
        .send({ message: VALORACIONES_MESSAGES.enviada });
    },
  );

  fastify.get(
    VALORACIONES_PATH,
    {
      onRequest: [fastify.authenticate, fastify.requirePermission(PERMISSIONS.verValoraciones)],
      schema: {
        tags: ['valoraciones'],
        summary: 'Valoraciones contadas por página (las más reportadas primero)',
        description:
          'Para el equipo del registro (permiso VALORACIONES_VER): por cada página, los reportes de problemas, las respuestas Sí y No, los motivos y los últimos comentarios; las 200 páginas más reportadas. La consulta queda en la auditoría.',
        response: {
          200: valoracionesResponseSchema,
          400: validationErrorSchema,
          401: messageSchema,
          403: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await repo.listValoracionesPorPagina(
        fastify.db,
        request.authUser!,
        VALORACIONES_LISTA_MAX,
      );
      reply.header('Cache-Control', 'no-store');
      return answer;
    },
  );
};
export default valoracionRoutes;
