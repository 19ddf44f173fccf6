import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as repo from '../repositories/resoluciones';
import * as endpoints from '@rnt/contract/endpoints/resoluciones';
import { route } from '../lib/endpoint-route';

const resolucionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200)
      reply.header('Cache-Control', 'public, max-age=60');
  });

  route(fastify, endpoints.publicTiposResolucion, async () => ({
    tipos_resolucion: await repo.listTiposResolucion(fastify.db),
  }));

  route(fastify, endpoints.publicPublicTramitesResoluciones, async (request) =>
    repo.searchResoluciones(fastify.db, request.query),
  );
};
export default resolucionRoutes;
