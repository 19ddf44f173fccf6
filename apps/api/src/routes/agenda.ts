import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAgenda } from '../repositories/agenda';
import * as endpoints from '@rnt/contract/endpoints/agenda';
import { route } from '../lib/endpoint-route';

const agendaRoutes: FastifyPluginAsyncZod = async (fastify) => {
  route(fastify, endpoints.agendaRegulatoria, async (request, reply) => {
    const { institucion_id, anio, fechadesde, fechahasta, page, per_page } = request.query;
    reply.header('Cache-Control', 'public, max-age=300');
    return listAgenda(
      fastify.db,
      { institucionId: institucion_id, anio, fechaDesde: fechadesde, fechaHasta: fechahasta },
      { page, per_page },
    );
  });
};
export default agendaRoutes;
