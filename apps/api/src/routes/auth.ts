/**
 * The administration login served by this project (DESIGN.md decision 8): POST /api/auth/login issues
 * a signed, expiring token; GET /api/users/operaciones/{userId} lists the user's operation codes.
 */
import { messageSchema, validationErrorSchema } from '@rnt/contract/api-common';
import {
  EVALUACION_MESSAGES,
  loginBodySchema,
  loginResponseSchema,
  operacionesResponseSchema,
  userIdParamsSchema,
} from '@rnt/contract/evaluacion';
import { MESSAGES } from '@rnt/contract/messages';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOperaciones, verifyCredentials } from '../repositories/users';

export interface LoginRateLimit {
  /** Attempts per IP address within the window. */
  max: number;
  timeWindowMs: number;
}
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, timeWindowMs: 60_000 };

const tags = ['administración'];

const authRoutes: FastifyPluginAsyncZod<{ loginRateLimit?: LoginRateLimit }> = async (fastify, options) => {
  const limit = options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT;
  await fastify.register(rateLimit, { global: false });

  fastify.post(
    '/api/auth/login',
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: {
        tags,
        summary: 'Inicio de sesión de evaluadores',
        description:
          'Recibe correo y contraseña de un evaluador y devuelve un token de sesión con sus permisos; limitado por IP.',
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          400: validationErrorSchema,
          401: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await verifyCredentials(fastify.db, request.body.email, request.body.password);
      if (!user) return reply.code(401).send({ message: EVALUACION_MESSAGES.credencialesInvalidas });
      const operaciones = await listOperaciones(fastify.db, user.id);
      return {
        token: await fastify.signToken(user.id),
        user: { id: user.id, nombre: user.nombre, permisos: operaciones.map((o) => o.codigo) },
      };
    },
  );

  fastify.get(
    '/api/users/operaciones/:userId',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags,
        summary: 'Operaciones (permisos) del usuario',
        description: 'Los códigos de operación (permisos) del usuario de la sesión; solo los suyos.',
        params: userIdParamsSchema,
        response: {
          200: operacionesResponseSchema,
          400: validationErrorSchema,
          401: messageSchema,
          403: messageSchema,
        },
      },
    },
    async (request, reply) => {
      // Only the user itself: another user's roles are never shown (spec §6).
      if (request.authUser!.id !== request.params.userId)
        return reply.code(403).send({ message: MESSAGES.sinPermiso });
      return { operaciones: await listOperaciones(fastify.db, request.params.userId) };
    },
  );
};
export default authRoutes;
