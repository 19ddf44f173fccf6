/**
 * Evaluator authentication (spec §6): HS256 tokens signed with JWT_SECRET, `fastify.authenticate`
 * (401) and `fastify.requirePermission(code)` (403). Permissions are read from the user's operations on
 * every request, so revoking an operation or deactivating a user takes effect at once.
 */
import { MESSAGES } from '@rnt/contract/messages';
import type { PermissionCode } from '@rnt/contract/sections';
import { queryRows } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';

/** Tokens expire after a working day. */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;
/** Development and test only: production refuses to start without JWT_SECRET (env.ts). */
export const DEVELOPMENT_SECRET = 'rnt-desarrollo-secreto-no-usar-en-produccion-0123456789';
export const ISSUER = 'rnt-admin';
/** Property of a `requirePermission` hook holding its permission code. */
export const REQUIRED_PERMISSION = Symbol('requiredPermission');

export interface AuthUser {
  id: number;
  nombre: string;
  permisos: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: onRequestHookHandler;
    requirePermission(code: PermissionCode): onRequestHookHandler;
    signToken(userId: number, ttlSeconds?: number): Promise<string>;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export function resolveJwtSecret(secret: string | undefined, nodeEnv = process.env.NODE_ENV): string {
  if (secret) return secret;
  if (nodeEnv === 'production') throw new Error('JWT_SECRET es requerido en producción');
  return DEVELOPMENT_SECRET;
}

export default fp<{ jwtSecret?: string }>(
  async (fastify, options) => {
    const key = new TextEncoder().encode(resolveJwtSecret(options.jwtSecret));

    fastify.decorate('signToken', async (userId: number, ttlSeconds = TOKEN_TTL_SECONDS) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    );
    fastify.decorateRequest('authUser', null);

    const unauthorized = (reply: FastifyReply) => reply.code(401).send({ message: MESSAGES.noAutenticado });

    fastify.decorate('authenticate', async function (request: FastifyRequest, reply: FastifyReply) {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) return unauthorized(reply);
      let userId: number;
      try {
        const { payload } = await jwtVerify(match[1]!, key, { algorithms: ['HS256'], issuer: ISSUER });
        userId = Number(payload.sub);
      } catch {
        return unauthorized(reply);
      }
      if (!Number.isSafeInteger(userId) || userId <= 0) return unauthorized(reply);
      const [user] = await queryRows<AuthUser>(
        fastify.db,
        sql`
          SELECT u.id, u.nombre,
            coalesce((SELECT array_agg(o.codigo ORDER BY o.codigo) FROM user_operaciones uo
              JOIN operaciones o ON o.id = uo.operacion_id WHERE uo.user_id = u.id), '{}') AS permisos
          FROM users u WHERE u.id = ${userId} AND u.activo`,
      );
      if (!user) return unauthorized(reply);
      request.authUser = user;
    });

    fastify.decorate('requirePermission', (code: PermissionCode) => {
      const hook = async function (request: FastifyRequest, reply: FastifyReply) {
        if (!request.authUser) return unauthorized(reply);
        if (!request.authUser.permisos.includes(code))
          return reply.code(403).send({ message: MESSAGES.sinPermiso });
      };
      // The code travels with the hook, so the authorization tests read each route's permission from it.
      return Object.assign(hook, { [REQUIRED_PERMISSION]: code });
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
