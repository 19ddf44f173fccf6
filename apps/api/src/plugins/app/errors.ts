/**
 * One error policy for the whole API: bad input → 400 `{message, errors}` in Spanish,
 * unknown routes → 404 `{message}`, a lost database or file store → 503, anything else → 500 without
 * internals.
 */
import { MESSAGES } from '@rnt/contract/messages';
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { StorageFailed } from '../../lib/storage/storage';
import { Overloaded, sendOverloaded } from './load-shedding';

/** Error codes of a database that went away (PostgreSQL SQLSTATEs and Node socket codes). */
const DATABASE_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: string; message?: string; cause?: unknown };
    if (e.code && DATABASE_UNAVAILABLE.has(e.code)) return true;
    if (e.message && /Connection terminated|timeout exceeded when trying to connect/i.test(e.message))
      return true;
    current = e.cause;
  }
  return false;
}

/**
 * SQLSTATEs of text the database cannot store (a NUL byte, a value longer than its column): bad
 * input that slipped past a schema, answered as such rather than as a server fault.
 */
const UNSTORABLE_INPUT = new Set(['22021', '22P05', '22001']);

function isUnstorableInput(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return UNSTORABLE_INPUT.has(e.code ?? '') || UNSTORABLE_INPUT.has(e.cause?.code ?? '');
}

/** `/nombre` or `nombre` → 'nombre'; nested paths keep dots ('estados_dictamen.0'). */
function fieldOf(instancePath: string, fallback: string): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || fallback;
}

/**
 * The client went away before its request was read whole (a closed tab, a lost mobile link): its
 * socket errors with ECONNRESET, the code a lost database connection also uses, so the request is
 * asked first.
 */
export function clientAborted(request: FastifyRequest): boolean {
  return request.raw.readableAborted || request.raw.socket?.destroyed === true;
}

/** One log line for a client that left, at info level: routine, not a server fault. */
export function logClientAborted(request: FastifyRequest, error?: { code?: string; message?: string }) {
  request.log.info(
    { err: error && { code: error.code, message: error.message } },
    'el cliente cerró la conexión antes de terminar la solicitud (client aborted)',
  );
}

export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      if (clientAborted(request)) {
        logClientAborted(request, error);
        // Nobody reads this answer; it completes the request's lifecycle.
        return reply.code(400).send({ message: MESSAGES.solicitudIncompleta });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = fieldOf(issue.instancePath, error.validationContext ?? 'solicitud');
          (errors[field] ??= []).push(issue.message ?? MESSAGES.solicitudInvalida);
        }
        return reply.code(400).send({ message: MESSAGES.solicitudInvalida, errors });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.code(503).header('Retry-After', '5').send({ message: MESSAGES.servicioNoDisponible });
      }
      // Heavy work shed under a burst (load-shedding.ts): a busy server, not a fault.
      if (error instanceof Overloaded) return sendOverloaded(reply);
      if (error instanceof StorageFailed) {
        request.log.error({ err: error }, 'storage unavailable');
        return reply.code(503).header('Retry-After', '30').send({ message: MESSAGES.adjuntoNoGuardado });
      }
      if (isUnstorableInput(error))
        return reply
          .code(400)
          .send({ message: MESSAGES.solicitudInvalida, errors: { solicitud: [MESSAGES.textoNoAdmitido] } });
      const status = error.statusCode ?? 500;
      if (status === 429) return reply.code(429).send({ message: MESSAGES.demasiadasSolicitudes });
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, unsupported media type…).
        const message =
          error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? MESSAGES.solicitudDemasiadoGrande
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? MESSAGES.tipoContenidoNoAdmitido
              : MESSAGES.solicitudInvalida;
        return reply.code(status).send({ message, errors: {} });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: MESSAGES.errorInterno });
    });
  },
  { name: 'errors' },
);
