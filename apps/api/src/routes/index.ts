/** Every route of the API, registered in one place. */
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import type { FastifyInstance } from 'fastify';
import type { RateLimitSetting } from '../app';
import agendaRoutes from './agenda';
import atlasRoutes from './atlas';
import authRoutes, { type LoginRateLimit } from './auth';
import busquedaTramitesRoutes from './busqueda-tramites';
import configRoutes from './config';
import openDataRoutes from './datos-abiertos';
import denunciaRoutes from './denuncias';
import denunciaAdminRoutes from './denuncias-admin';
import documentRoutes from './documentos';
import evaluacionRoutes from './evaluacion';
import searchExportRoutes from './exportar-busquedas';
import graphicsRoutes from './graphics';
import healthRoutes from './health';
import lookupRoutes from './lookups';
import modalidadRoutes from './modalidades';
import parametroRoutes from './parametros';
import regulacionRoutes from './regulaciones';
import resolucionRoutes from './resoluciones';
import sinonimoRoutes from './sinonimos';
import sitemapRoutes from './sitemap';
import suscripcionRoutes from './suscripciones';
import situacionesVidaRoutes from './situaciones-vida';
import situacionesVidaAdminRoutes from './situaciones-vida-admin';
import valoracionRoutes from './valoraciones';
import verificacionRoutes from './verificacion';

export default async function routes(
  fastify: FastifyInstance,
  options: {
    runtimeConfig: RuntimeConfig;
    publicUrl: string;
    denunciasRateLimit?: RateLimitSetting;
    seguimientoRateLimit?: RateLimitSetting;
    valoracionesRateLimit?: RateLimitSetting;
    suscripcionesRateLimit?: RateLimitSetting;
    loginRateLimit?: LoginRateLimit;
    sitemapPageSize?: number;
  },
) {
  await fastify.register(healthRoutes);
  await fastify.register(sitemapRoutes, {
    pageSize: options.sitemapPageSize,
    publicUrl: options.publicUrl,
  });
  await fastify.register(configRoutes, { runtimeConfig: options.runtimeConfig });
  await fastify.register(documentRoutes);
  await fastify.register(lookupRoutes);
  await fastify.register(graphicsRoutes);
  await fastify.register(modalidadRoutes, { publicUrl: options.publicUrl });
  await fastify.register(verificacionRoutes);
  await fastify.register(valoracionRoutes, { rateLimit: options.valoracionesRateLimit });
  await fastify.register(busquedaTramitesRoutes);
  await fastify.register(parametroRoutes);
  await fastify.register(denunciaRoutes, {
    rateLimit: options.denunciasRateLimit,
    seguimientoRateLimit: options.seguimientoRateLimit,
    publicUrl: options.publicUrl,
  });
  await fastify.register(suscripcionRoutes, {
    rateLimit: options.suscripcionesRateLimit,
    publicUrl: options.publicUrl,
  });
  await fastify.register(regulacionRoutes);
  await fastify.register(resolucionRoutes);
  await fastify.register(agendaRoutes);
  await fastify.register(atlasRoutes);
  await fastify.register(situacionesVidaRoutes);
  await fastify.register(openDataRoutes, { publicUrl: options.publicUrl });
  await fastify.register(searchExportRoutes);
  await fastify.register(authRoutes, { loginRateLimit: options.loginRateLimit });
  await fastify.register(evaluacionRoutes);
  await fastify.register(sinonimoRoutes);
  await fastify.register(situacionesVidaAdminRoutes);
  await fastify.register(denunciaAdminRoutes, { publicUrl: options.publicUrl });
}
