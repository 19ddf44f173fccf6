/** Life events kept by staff (issue 33, decision 021); every call needs SITUACIONES_VIDA_EDITAR. */
import { idParamsSchema, messageSchema, validationErrorSchema } from '../api-common';
import { defineEndpoint } from '../endpoint';
import {
  situacionBodySchema,
  situacionCambiosResponseSchema,
  situacionesAdminResponseSchema,
  situacionSavedResponseSchema,
} from '../situaciones-vida';

const tag = 'gestión de situaciones de vida';
/** The answers every staff route may give besides its success. */
const responses = {
  400: validationErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
} as const;

export const situacionesVida = defineEndpoint({
  method: 'GET',
  path: '/api/situaciones_vida',
  response: { 200: situacionesAdminResponseSchema, ...responses },
  tag,
  summary: 'Situaciones de vida con sus pasos, y los pasos rotos',
  description:
    'Todas las situaciones de vida con sus pasos y las modalidades de cada paso. Un paso cuya modalidad fue eliminada o ya no está publicada en el registro aparece como roto, con el motivo; nunca desaparece.',
});

export const postSituacionesVida = defineEndpoint({
  method: 'POST',
  path: '/api/situaciones_vida',
  body: situacionBodySchema,
  response: { 200: situacionSavedResponseSchema, ...responses },
  tag,
  summary: 'Crear una situación de vida con sus pasos',
  description:
    'Crea la situación de vida y sus pasos, en el orden enviado; cada modalidad debe estar publicada. Queda en la auditoría con el usuario y su sesión.',
});

export const putSituacionesVidaById = defineEndpoint({
  method: 'PUT',
  path: '/api/situaciones_vida/:id',
  params: idParamsSchema,
  body: situacionBodySchema,
  response: { 200: situacionSavedResponseSchema, ...responses },
  tag,
  summary: 'Editar una situación de vida y sus pasos',
  description:
    'Reemplaza los datos y los pasos de la situación de vida. Queda en la auditoría con el antes y el después.',
});

export const deleteSituacionesVidaById = defineEndpoint({
  method: 'DELETE',
  path: '/api/situaciones_vida/:id',
  params: idParamsSchema,
  response: { 200: messageSchema, ...responses },
  tag,
  summary: 'Eliminar una situación de vida',
  description: 'Borra la situación de vida y sus pasos. Queda en la auditoría con lo borrado.',
});

export const situacionesVidaByIdAuditoria = defineEndpoint({
  method: 'GET',
  path: '/api/situaciones_vida/:id/auditoria',
  params: idParamsSchema,
  response: { 200: situacionCambiosResponseSchema, ...responses },
  tag,
  summary: 'Los cambios auditados de una situación de vida',
  description:
    'Las filas de la auditoría de la situación de vida, la más reciente primero: acción, fecha y nombre de quien la hizo.',
});
