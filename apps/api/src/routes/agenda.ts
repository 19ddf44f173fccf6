import { agendaQuerySchema, agendaResponseSchema } from '@rnt/contract/agenda';
import { validationErrorSchema } from '@rnt/contract/api-common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAgenda } from '../repositories/agenda';

const agendaRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/agenda_regulatoria',
    {
      schema: {
        tags: ['agenda regulatoria'],
        summary: 'Agenda regulatoria: regulaciones planificadas por las instituciones',
        description:
          'Filtra por institución, por año (AAAA) y por un rango de fechas AAAA-MM-DD que se superpone con el periodo de cada regulación planificada. `per_page=-1` devuelve todo.',
        querystring: agendaQuerySchema,
        response: { 200: agendaResponseSchema, 400: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { institucion_id, anio, fechadesde, fechahasta, page, per_page } = request.query;
      reply.header('Cache-Control', 'public, max-age=300');
      return listAgenda(
        fastify.db,
        { institucionId: institucion_id, anio, fechaDesde: fechadesde, fechaHasta: fechahasta },
        { page, per_page },
      );
    },
  );
};
export default agendaRoutes;
