/**
 * What the request log may not keep: a complaint's tracking code travels in the query of
 * `GET /api/public_tramites/denuncias/seguimiento` and of `/seguimiento` (decision 017), and a log line
 * holding it with its folio would be a key to that complaint. Which parameters are secret is decided in
 * one place, on the parsed query (secret-query.ts).
 */
import type { FastifyRequest } from 'fastify';
import { redactSecrets } from './secret-query';

/** Fastify's own request serializer, with the URL redacted. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactSecrets(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket ? request.socket.remotePort : undefined,
});
