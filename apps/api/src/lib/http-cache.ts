/**
 * Conditional GETs for public, read-only answers (public GETs are cacheable so a CDN or a
 * reverse proxy absorbs read traffic). The ETag is a hash of the bytes actually sent, so it changes
 * exactly when the answer does; a matching If-None-Match gets a bodiless 304.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface HttpCacheOptions {
  /** Seconds a browser or a proxy may reuse an answer without asking again. */
  maxAgeSeconds: number;
}

const hash = (payload: string | Buffer) =>
  createHash('sha256').update(payload).digest('base64url').slice(0, 27);

/** A strong ETag of the bytes sent. */
export const etagOf = (payload: string | Buffer) => `"${hash(payload)}"`;

/** True when an If-None-Match header names this ETag (weak comparison, lists and `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === opaque);
}

/**
 * For answers whose bytes vary while their content does not (a PDF carries its creation date): a weak
 * ETag from the data the answer is made of. True when the client already has it; the caller then
 * answers 304 without rendering anything.
 */
export function isFreshForData(request: FastifyRequest, reply: FastifyReply, data: unknown): boolean {
  const etag = `W/"${hash(JSON.stringify(data))}"`;
  reply.header('ETag', etag);
  return etagMatches(request.headers['if-none-match'], etag);
}

/** Adds Cache-Control and ETag to the 200 (and 304) answers of GET routes registered in this plugin's scope. */
export function useHttpCache(fastify: FastifyInstance, { maxAgeSeconds }: HttpCacheOptions): void {
  fastify.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload;
      if (!reply.hasHeader('Cache-Control')) {
        reply.header('Cache-Control', `public, max-age=${maxAgeSeconds}, must-revalidate`);
      }
      if (reply.statusCode === 304) return payload;
      if (!reply.hasHeader('ETag')) {
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
        reply.header('ETag', etagOf(payload));
      }
      if (etagMatches(request.headers['if-none-match'], String(reply.getHeader('ETag')))) {
        reply.code(304);
        reply.removeHeader('Content-Type');
        reply.removeHeader('Content-Length');
        reply.removeHeader('Content-Disposition');
        return '';
      }
      return payload;
    },
  );
}
