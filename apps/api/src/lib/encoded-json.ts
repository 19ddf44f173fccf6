/**
 * Answers kept in memory as the bytes sent (issue 11): encoding a large answer through the zod response
 * schema costs more than reading it from memory, so a cached answer is kept already encoded.
 */
import type { FastifyReply } from 'fastify';

/** `value` encoded by the route's 200 response schema, exactly as fastify would send it. */
export function encode200(reply: FastifyReply, value: unknown): string {
  return reply.serializeInput(value as Record<string, unknown>, '200') as string;
}

/** Sends a body produced by `encode200`: fastify sends a JSON-typed string as is, without encoding it again. */
export function sendEncoded(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
