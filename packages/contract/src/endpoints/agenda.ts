/** The regulatory agenda (decision 021). */
import { agendaQuerySchema, agendaResponseSchema } from '../agenda';
import { validationErrorSchema } from '../api-common';
import { defineEndpoint } from '../endpoint';

export const agendaRegulatoria = defineEndpoint({
  method: 'GET',
  path: '/api/agenda_regulatoria',
  query: agendaQuerySchema,
  response: { 200: agendaResponseSchema, 400: validationErrorSchema },
  paged: true,
  tag: 'agenda regulatoria',
  summary: 'Agenda regulatoria: regulaciones planificadas por las instituciones',
  description:
    'Filtra por institución, por año (AAAA) y por un rango de fechas AAAA-MM-DD que se superpone con el periodo de cada regulación planificada. `per_page=-1` devuelve todo.',
});
