import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as repo from '../repositories/regulaciones';
import * as endpoints from '@rnt/contract/endpoints/regulaciones';
import { route } from '../lib/endpoint-route';

const regulacionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Public reads: a proxy or the browser may keep them briefly.
  fastify.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200)
      reply.header('Cache-Control', 'public, max-age=60');
  });

  route(fastify, endpoints.listaTiposNormativa, async (request) => ({
    success: true as const,
    tipos_normativa: await repo.listTiposNormativa(fastify.db, request.query),
  }));

  route(fastify, endpoints.estadosRegulacion, async () => ({
    estados: await repo.listEstadosRegulacion(fastify.db),
  }));

  route(fastify, endpoints.regulaciones, async (request) =>
    repo.searchRegulaciones(fastify.db, request.query),
  );

  route(fastify, endpoints.solicitudesRegulacionRegulaciones, async (request) => ({
    regulaciones: await repo.lookupRegulaciones(fastify.db, request.query.nombre),
  }));
};
export default regulacionRoutes;
