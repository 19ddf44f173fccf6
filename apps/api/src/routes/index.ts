/** Every route of the API, registered in one place. */
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import type { FastifyInstance } from 'fastify';
import agendaRoutes from './agenda';
import atlasRoutes from './atlas';
import configRoutes from './config';
import openDataRoutes from './datos-abiertos';
import documentRoutes from './documentos';
import healthRoutes from './health';
import lookupRoutes from './lookups';

export default async function routes(fastify: FastifyInstance, options: { runtimeConfig: RuntimeConfig }) {
  await fastify.register(healthRoutes);
  await fastify.register(configRoutes, { runtimeConfig: options.runtimeConfig });
  await fastify.register(documentRoutes);
  await fastify.register(lookupRoutes);
  await fastify.register(agendaRoutes);
  await fastify.register(atlasRoutes);
  await fastify.register(openDataRoutes);
}
