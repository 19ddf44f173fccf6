/**
 * The administration login served by this project: POST /api/auth/login opens a
 * server-side session and issues a signed, expiring token naming it; POST /api/auth/logout ends that
 * session at once; GET /api/users/operaciones/{userId} lists the user's operation codes.
 */
import { createHash } from 'node:crypto';

import { EVALUACION_MESSAGES } from '@rnt/contract/evaluacion';
import { MESSAGES } from '@rnt/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOperaciones, revokeSession, verifyCredentials } from '../repositories/users';
import * as endpoints from '@rnt/contract/endpoints/auth';
import { route } from '../lib/endpoint-route';

export interface LoginRateLimit {
  /** Attempts per client address within the window. */
  max: number;
  timeWindowMs: number;
  /**
   * Failed attempts per account (e-mail) within its window, from any address: a guesser rotating its
   * address still stops here. A success does not reset the count (decision 008).
   */
  accountFailuresMax?: number;
  accountWindowMs?: number;
}
export const DEFAULT_LOGIN_RATE_LIMIT = {
  max: 10,
  timeWindowMs: 60_000,
  accountFailuresMax: 10,
  accountWindowMs: 15 * 60_000,
} satisfies Required<LoginRateLimit>;

const authRoutes: FastifyPluginAsyncZod<{ loginRateLimit?: LoginRateLimit }> = async (fastify, options) => {
  const limit = { ...DEFAULT_LOGIN_RATE_LIMIT, ...options.loginRateLimit };
  const accountFailures = fastify.createRateLimit({
    max: limit.accountFailuresMax,
    timeWindow: limit.accountWindowMs,
    // Every e-mail is counted alike, known or not: the answer tells nothing about which accounts exist.
    // Hashed: the limit store (Redis) keeps no e-mail address.
    keyGenerator: (request) =>
      `login-cuenta:${createHash('sha256')
        .update((request.body as { email: string }).email.trim().toLowerCase())
        .digest('base64url')}`,
  });

  route(
    fastify,
    endpoints.postAuthLogin,
    async (request, reply) => {
      const failures = await accountFailures(request, { increment: false });
      // Once the account is throttled even the right password waits: guessing cannot go on.
      if (!failures.isAllowed && failures.remaining <= 0)
        return reply
          .code(429)
          .header('Retry-After', String(Math.max(1, failures.ttlInSeconds)))
          .send({ message: MESSAGES.demasiadasSolicitudes });
      const user = await verifyCredentials(fastify.db, request.body.email, request.body.password);
      if (!user) {
        await accountFailures(request);
        return reply.code(401).send({ message: EVALUACION_MESSAGES.credencialesInvalidas });
      }
      const operaciones = await listOperaciones(fastify.db, user.id);
      return {
        token: await fastify.signToken(user.id),
        user: { id: user.id, nombre: user.nombre, permisos: operaciones.map((o) => o.codigo) },
      };
    },
    { config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } },
  );

  route(
    fastify,
    endpoints.postAuthLogout,
    async (request) => {
      await revokeSession(fastify.db, request.authUser!);
      return { message: EVALUACION_MESSAGES.sesionCerrada };
    },
    { onRequest: [fastify.authenticate] },
  );

  route(
    fastify,
    endpoints.usersOperacionesByUserId,
    async (request, reply) => {
      // Only the user itself: another user's roles are never shown.
      if (request.authUser!.id !== request.params.userId)
        return reply.code(403).send({ message: MESSAGES.sinPermiso });
      return { operaciones: await listOperaciones(fastify.db, request.params.userId) };
    },
    { onRequest: [fastify.authenticate] },
  );
};
export default authRoutes;
