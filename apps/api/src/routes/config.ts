import { runtimeConfigSchema, type RuntimeConfig } from '@rnt/contract/runtime-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The SPA's runtime configuration: API bases, branding, footer data and external links. */
const configRoutes: FastifyPluginAsyncZod<{ runtimeConfig: RuntimeConfig }> = async (
  fastify,
  { runtimeConfig },
) => {
  fastify.get(
    '/config.json',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Configuración de la aplicación web',
        description:
          'La configuración de tiempo de ejecución de la aplicación web: bases de la API, marca, contacto, redes y enlaces.',
        response: { 200: runtimeConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return runtimeConfig;
    },
  );
};
export default configRoutes;
