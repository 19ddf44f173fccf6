/**
 * The real server (apps/api/src/server.ts) with the benchmark's static baseline route
 * (lib/baseline-route.ts) added: what bench/run.ts starts. The portal's own entry never serves it.
 */
import { entryRoutes } from '../apps/api/src/entry-routes';
import baselineRoutes from './lib/baseline-route';

entryRoutes.push(baselineRoutes);
await import('../apps/api/src/server');
