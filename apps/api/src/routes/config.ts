import { type RuntimeConfig } from '@rnt/contract/runtime-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { effectiveRuntimeConfig } from '../config/runtime-config';
import { isSeeded } from '@rnt/db/seed/marker';
import * as endpoints from '@rnt/contract/endpoints/config';
import { route } from '../lib/endpoint-route';

/** The SPA's runtime configuration: API bases, branding, footer data and external links. */
const configRoutes: FastifyPluginAsyncZod<{ runtimeConfig: RuntimeConfig }> = async (
  fastify,
  { runtimeConfig },
) => {
  // The database is migrated (and, for the demo, seeded) before the app starts: ask it once.
  const served = effectiveRuntimeConfig(runtimeConfig, await isSeeded(fastify.db));
  route(fastify, endpoints.configJson, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return served;
  });
};
export default configRoutes;
