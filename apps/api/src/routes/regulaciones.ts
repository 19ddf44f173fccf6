import { validationErrorSchema } from '@rnt/contract/api-common';
import {
  estadosRegulacionResponseSchema,
  regulacionesLookupQuerySchema,
  regulacionesLookupResponseSchema,
  regulacionesQuerySchema,
  regulacionesResponseSchema,
  tiposNormativaQuerySchema,
  tiposNormativaResponseSchema,
} from '@rnt/contract/regulaciones';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as repo from '../repositories/regulaciones';

const tags = ['regulaciones'];

const regulacionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Public reads: a proxy or the browser may keep them briefly.
  fastify.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200)
      reply.header('Cache-Control', 'public, max-age=60');
  });

  fastify.get(
    '/api/lista_tipos_normativa',
    {
      schema: {
        tags,
        summary: 'Tipos de normativa (con color, orden y visibilidad en el portal)',
        description:
          'Los tipos de normativa con su color, su orden y si el portal los muestra; ordenables y filtrables por visibilidad.',
        querystring: tiposNormativaQuerySchema,
        response: { 200: tiposNormativaResponseSchema, 400: validationErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      tipos_normativa: await repo.listTiposNormativa(fastify.db, request.query),
    }),
  );

  fastify.get(
    '/api/estados_regulacion',
    {
      schema: {
        tags,
        summary: 'Estados de las regulaciones',
        description: 'Los estados de una regulación, para el filtro del catálogo.',
        response: { 200: estadosRegulacionResponseSchema },
      },
    },
    async () => ({ estados: await repo.listEstadosRegulacion(fastify.db) }),
  );

  fastify.get(
    '/api/regulaciones',
    {
      schema: {
        tags,
        summary: 'Catálogo de regulaciones: búsqueda paginada',
        description:
          'El rango `fechadesde`–`fechahasta` (AAAA-MM-DD) se aplica a la fecha de publicación en el Diario Oficial; ' +
          'un extremo puede quedar abierto. Las listas aceptan `x[]=1&x[]=2`, `x=1&x=2` o un solo valor.',
        querystring: regulacionesQuerySchema,
        response: { 200: regulacionesResponseSchema, 400: validationErrorSchema },
      },
    },
    async (request) => repo.searchRegulaciones(fastify.db, request.query),
  );

  fastify.get(
    '/api/solicitudes_regulacion/regulaciones',
    {
      schema: {
        tags,
        summary: 'Búsqueda de regulaciones por nombre (herramientas de evaluación)',
        description:
          'Regulaciones cuyo nombre contiene el texto buscado (sin distinguir tildes ni mayúsculas), para elegir la regulación de una base legal.',
        querystring: regulacionesLookupQuerySchema,
        response: { 200: regulacionesLookupResponseSchema, 400: validationErrorSchema },
      },
    },
    async (request) => ({ regulaciones: await repo.lookupRegulaciones(fastify.db, request.query.nombre) }),
  );
};
export default regulacionRoutes;
