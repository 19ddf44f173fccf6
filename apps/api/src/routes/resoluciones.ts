import { validationErrorSchema } from '@rnt/contract/api-common';
import {
  resolucionesQuerySchema,
  resolucionesResponseSchema,
  tiposResolucionResponseSchema,
} from '@rnt/contract/resoluciones';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as repo from '../repositories/resoluciones';

const tags = ['resoluciones'];

const resolucionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200)
      reply.header('Cache-Control', 'public, max-age=60');
  });

  fastify.get(
    '/api/public/tipos_resolucion',
    {
      schema: {
        tags,
        summary: 'Tipos de resolución',
        description: 'Los tipos de resolución, para el filtro de la búsqueda de resoluciones.',
        response: { 200: tiposResolucionResponseSchema },
      },
    },
    async () => ({ tipos_resolucion: await repo.listTiposResolucion(fastify.db) }),
  );

  fastify.get(
    '/api/public/publicTramitesResoluciones',
    {
      schema: {
        tags,
        summary: 'Búsqueda paginada de resoluciones',
        description:
          '`nombre` busca en el nombre de la modalidad o del trámite (sin distinguir tildes ni mayúsculas); ' +
          'el rango `fechadesde`–`fechahasta` (AAAA-MM-DD) se aplica a la fecha de la resolución; `tipo[]` son ids de tipos de resolución.',
        querystring: resolucionesQuerySchema,
        response: { 200: resolucionesResponseSchema, 400: validationErrorSchema },
      },
    },
    async (request) => repo.searchResoluciones(fastify.db, request.query),
  );
};
export default resolucionRoutes;
