import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listParametros } from '../repositories/parametros';
import * as endpoints from '@rnt/contract/endpoints/parametros';
import { route } from '../lib/endpoint-route';

const parametroRoutes: FastifyPluginAsyncZod = async (fastify) => {
  route(fastify, endpoints.parametros, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { parametros: await listParametros(fastify.db, request.query.codigo) };
  });
};
export default parametroRoutes;
