/**
 * Life events for the public (issue 33): the two endpoints of `endpoints/situaciones-vida.ts`. Answers are
 * computed on each request from the modalities' own fees and times, sent with Cache-Control and an ETag
 * of their bytes (a browser or proxy revalidates after a minute and gets a 304 while nothing changed).
 */
import * as endpoints from '@rnt/contract/endpoints/situaciones-vida';
import { SITUACIONES_VIDA_MESSAGES } from '@rnt/contract/situaciones-vida';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../lib/endpoint-route';
import { useHttpCache } from '../lib/http-cache';
import * as repo from '../repositories/situaciones-vida';

const situacionesVidaRoutes: FastifyPluginAsyncZod = async (fastify) => {
  useHttpCache(fastify, { maxAgeSeconds: 60 });

  route(fastify, endpoints.publicSituacionesVida, async (request) => ({
    situaciones: await repo.listSituaciones(fastify.db, {
      q: request.query.q,
      modalidadId: request.query.modalidad_id,
    }),
  }));

  route(fastify, endpoints.publicSituacionesVidaBySlug, async (request, reply) => {
    const situacion = await repo.getSituacion(
      fastify.db,
      request.params.slug,
      request.query.municipio ?? null,
    );
    return situacion ?? reply.code(404).send({ message: SITUACIONES_VIDA_MESSAGES.noExiste });
  });
};
export default situacionesVidaRoutes;
