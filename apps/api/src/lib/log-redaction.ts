/**
 * What the request log may not keep: a complaint's tracking code travels in the query of
 * `GET /api/public_tramites/denuncias/seguimiento` and of `/seguimiento` (decision 017), and a log line
 * holding it with its folio would be a key to that complaint.
 */
import type { FastifyRequest } from 'fastify';

/** '/seguimiento?folio=RNT-2026-000001&codigo=7KQM-4X9T-R2HW' → '…&codigo=[oculto]'. */
export const redactTrackingCode = (url: string) => url.replace(/([?&]codigo=)[^&#]*/gi, '$1[oculto]');

/** Fastify's own request serializer, with the URL redacted. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactTrackingCode(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket ? request.socket.remotePort : undefined,
});
