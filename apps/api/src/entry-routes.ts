/**
 * Routes added by an entry file that wraps server.ts, before importing it: bench/server.ts adds the load
 * benchmark's static baseline route this way. Empty when the portal runs (`npm start`, production):
 * the app itself carries no benchmark-only route.
 */
import type { FastifyPluginAsync } from 'fastify';

export const entryRoutes: FastifyPluginAsync[] = [];
