/** Every route of the API, registered in one place. */
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import type { FastifyInstance } from 'fastify';
import configRoutes from './config';
import documentRoutes from './documentos';
import healthRoutes from './health';
import lookupRoutes from './lookups';
import regulacionRoutes from './regulaciones';
import resolucionRoutes from './resoluciones';

export default async function routes(fastify: FastifyInstance, options: { runtimeConfig: RuntimeConfig }) {
  await fastify.register(healthRoutes);
  await fastify.register(configRoutes, { runtimeConfig: options.runtimeConfig });
  await fastify.register(documentRoutes);
  await fastify.register(lookupRoutes);
  await fastify.register(regulacionRoutes);
  await fastify.register(resolucionRoutes);
}
