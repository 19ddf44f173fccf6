import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildAtlas } from '../repositories/atlas';
import * as endpoints from '@rnt/contract/endpoints/atlas';
import { route } from '../lib/endpoint-route';

const atlasRoutes: FastifyPluginAsyncZod = async (fastify) => {
  route(fastify, endpoints.atlasTramites, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return buildAtlas(fastify.db);
  });
};
export default atlasRoutes;
