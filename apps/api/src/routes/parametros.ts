import { validationErrorSchema } from '@rnt/contract/api-common';
import { parametrosQuerySchema, parametrosResponseSchema } from '@rnt/contract/denuncia';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listParametros } from '../repositories/parametros';

const parametroRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/parametros',
    {
      schema: {
        tags: ['parámetros'],
        summary: 'Valor de un parámetro del sistema (p. ej. DOCS_RNT_MOD_MIME_TYPE, DOCS_RNT_MOD_SIZE en KB)',
        description:
          'El valor de un parámetro público por su código; el formulario de comentarios lee así los tipos y el tamaño máximo de los adjuntos.',
        querystring: parametrosQuerySchema,
        response: { 200: parametrosResponseSchema, 400: validationErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { parametros: await listParametros(fastify.db, request.query.codigo) };
    },
  );
};
export default parametroRoutes;
