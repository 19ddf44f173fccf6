/**
 * GET /api/solicitudes_regulacion/regulaciones?nombre= (spec §7): regulation names for the legal-basis
 * form's lookup. Issue 8 built it because it did not exist yet; issue 5 may add the same call — keep one.
 */
import { validationErrorSchema } from '@rnt/contract/api-common';
import { regulacionesLookupQuerySchema, regulacionesLookupResponseSchema } from '@rnt/contract/evaluacion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupRegulaciones } from '../repositories/regulaciones-lookup';

const regulacionesLookupRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/solicitudes_regulacion/regulaciones',
    {
      schema: {
        tags: ['regulaciones'],
        summary: 'Búsqueda de regulaciones por nombre',
        querystring: regulacionesLookupQuerySchema,
        response: { 200: regulacionesLookupResponseSchema, 400: validationErrorSchema },
      },
    },
    async (request) => ({ regulaciones: await lookupRegulaciones(fastify.db, request.query.nombre) }),
  );
};
export default regulacionesLookupRoutes;
