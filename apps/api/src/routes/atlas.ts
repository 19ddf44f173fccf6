import { atlasResponseSchema } from '@rnt/contract/atlas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildAtlas } from '../repositories/atlas';

const atlasRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/atlas_tramites',
    {
      schema: {
        tags: ['atlas de trámites'],
        summary: 'Directorio del registro: institución → unidad → trámite → modalidad, con conteos',
        description:
          'Solo modalidades en estados visibles en el portal (inscritas y en evaluación); no incluye borradores, desistidas ni rechazadas.',
        response: { 200: atlasResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return buildAtlas(fastify.db);
    },
  );
};
export default atlasRoutes;
