/**
 * Evaluator authentication: HS256 tokens, `fastify.authenticate` (401) and
 * `fastify.requirePermission(code)` (403). Each token names a server-side session (`jti`, table
 * `sesiones`) created at login: a token is accepted only while its session is neither revoked (logout)
 * nor expired. Permissions are read from the user's operations on every request, so revoking an
 * operation, deactivating a user or ending a session takes effect at once. The signing secret comes
 * from lib/jwt-secret.ts: nothing in the source signs a token.
 */
import { MESSAGES } from '@rnt/contract/messages';
import type { PermissionCode } from '@rnt/contract/sections';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { createSession, findSessionUser, type SessionUser } from '../../repositories/users';

/** Tokens (and their sessions) expire after a working day. */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const ISSUER = 'rnt-admin';
/** Property of a `requirePermission` hook holding its permission code. */
export const REQUIRED_PERMISSION = Symbol('requiredPermission');

export type AuthUser = SessionUser;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: onRequestHookHandler;
    requirePermission(code: PermissionCode): onRequestHookHandler;
    /** Opens a session for the user and signs its token. */
    signToken(userId: number, ttlSeconds?: number): Promise<string>;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export default fp<{ jwtSecret: string }>(
  async (fastify, options) => {
    if (!options.jwtSecret || options.jwtSecret.length < 32)
      throw new Error('auth: falta el secreto de firma (32+ caracteres)');
    const key = new TextEncoder().encode(options.jwtSecret);

    fastify.decorate('signToken', async (userId: number, ttlSeconds = TOKEN_TTL_SECONDS) => {
      const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
      const sessionId = await createSession(fastify.db, userId, new Date(expiresAt * 1000));
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(sessionId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
    });
    fastify.decorateRequest('authUser', null);

    const unauthorized = (reply: FastifyReply) => reply.code(401).send({ message: MESSAGES.noAutenticado });

    fastify.decorate('authenticate', async function (request: FastifyRequest, reply: FastifyReply) {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) return unauthorized(reply);
      let userId: number;
      let sessionId: string;
      try {
        const { payload } = await jwtVerify(match[1]!, key, { algorithms: ['HS256'], issuer: ISSUER });
        userId = Number(payload.sub);
        sessionId = payload.jti ?? '';
      } catch {
        return unauthorized(reply);
      }
      if (!Number.isSafeInteger(userId) || userId <= 0 || !sessionId) return unauthorized(reply);
      const user = await findSessionUser(fastify.db, userId, sessionId);
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
