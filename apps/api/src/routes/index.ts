/** Every route of the API, registered in one place. */
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import type { FastifyInstance } from 'fastify';
import authRoutes, { type LoginRateLimit } from './auth';
import configRoutes from './config';
import documentRoutes from './documentos';
import evaluacionRoutes from './evaluacion';
import graphicsRoutes from './graphics';
import healthRoutes from './health';
import lookupRoutes from './lookups';
import modalidadRoutes from './modalidades';
import regulacionesLookupRoutes from './regulaciones-lookup';

export default async function routes(
  fastify: FastifyInstance,
  options: { runtimeConfig: RuntimeConfig; loginRateLimit?: LoginRateLimit },
) {
  await fastify.register(healthRoutes);
  await fastify.register(configRoutes, { runtimeConfig: options.runtimeConfig });
  await fastify.register(documentRoutes);
  await fastify.register(lookupRoutes);
  await fastify.register(graphicsRoutes);
  await fastify.register(modalidadRoutes);
  await fastify.register(authRoutes, { loginRateLimit: options.loginRateLimit });
  await fastify.register(evaluacionRoutes);
  await fastify.register(regulacionesLookupRoutes);
}
