/** A procedure's modalities, one modality's detail and summary (decision 021). */
import { idParamsSchema, messageSchema, validationErrorSchema } from '../api-common';
import {
  modalidadResponseSchema,
  modalidadResumenResponseSchema,
  tramiteModalidadesQuerySchema,
  tramiteModalidadesResponseSchema,
} from '../modalidad';
import { defineEndpoint } from '../endpoint';
import { fechaConsultaQuerySchema, historialParamsSchema, historialResponseSchema } from '../historial';

export const publicTramitesModalidades = defineEndpoint({
  method: 'GET',
  path: '/api/public_tramites_modalidades',
  query: tramiteModalidadesQuerySchema,
  response: {
    200: tramiteModalidadesResponseSchema,
    400: validationErrorSchema,
    404: messageSchema,
  },
  paged: true,
  tag: 'trámites',
  summary: 'Modalidades de un trámite (filtros opcionales de nombre y estado)',
  description:
    'Las modalidades de un trámite, filtrables por nombre y por estado (id o código); sin paginar salvo que se pida `per_page`.',
});

export const publicModalidadGetIdById = defineEndpoint({
  method: 'GET',
  path: '/api/public_modalidad_get_id/:id',
  params: idParamsSchema,
  query: fechaConsultaQuerySchema,
  response: { 200: modalidadResponseSchema, 400: validationErrorSchema, 404: messageSchema },
  tag: 'trámites',
  summary: 'Modalidad completa: requisitos, oficinas, bases legales, documentos y comentarios',
  description:
    'La modalidad completa: solo los requisitos y sub-requisitos que el público ve (regla de los estados 11 y 13), con documentos, bases legales, dictámenes, oficinas y comentarios. Con `fecha` (AAAA-MM-DD), tal como estaba inscrita al final de ese día (hora de El Salvador): 404 si aún no existía, 400 si la fecha es inválida o futura.',
});

export const publicModalidadByIdById = defineEndpoint({
  method: 'GET',
  path: '/api/public_modalidad_by_id/:id',
  params: idParamsSchema,
  query: fechaConsultaQuerySchema,
  response: { 200: modalidadResumenResponseSchema, 400: validationErrorSchema, 404: messageSchema },
  tag: 'trámites',
  summary: 'Resumen de una modalidad',
  description:
    'Los datos principales de una modalidad con su trámite, unidad e institución, sin requisitos ni oficinas. Con `fecha` (AAAA-MM-DD), tal como estaban al final de ese día.',
});

export const publicModalidadesByModalidadIdHistorial = defineEndpoint({
  method: 'GET',
  path: '/api/public/modalidades/:modalidadId/historial',
  params: historialParamsSchema,
  response: { 200: historialResponseSchema, 400: validationErrorSchema, 404: messageSchema },
  tag: 'trámites',
  summary: 'Historial de cambios de una modalidad',
  description:
    'Lo que cambió de la modalidad desde que se publicó por primera vez (costo, tiempos, requisitos, oficinas, horarios, bases legales, estado…), agrupado por día, del más reciente al más antiguo, con el valor anterior y el nuevo en palabras.',
});
