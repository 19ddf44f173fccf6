/** Legal bases and rulings recorded by evaluators (decision 021). */
import { idParamsSchema, messageSchema, validationErrorSchema } from '../api-common';
import {
  ayudaParamsSchema,
  ayudaResponseSchema,
  baseLegalBodySchema,
  baseLegalListResponseSchema,
  baseLegalQuerySchema,
  baseLegalSavedResponseSchema,
  catalogQuerySchema,
  condicionesResponseSchema,
  dictamenBodyShapeSchema,
  dictamenSavedResponseSchema,
  dictamenesQuerySchema,
  dictamenesResponseSchema,
  estadosDictamenResponseSchema,
  estadosDictamenSelectResponseSchema,
  referenciasResponseSchema,
  subReferenciasResponseSchema,
} from '../evaluacion';
import { defineEndpoint } from '../endpoint';

/** The answers every evaluator route may give besides its success. */
const responses = {
  400: validationErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
} as const;

export const baseLegal = defineEndpoint({
  method: 'GET',
  path: '/api/base_legal',
  query: baseLegalQuerySchema,
  response: { 200: baseLegalListResponseSchema, ...responses },
  tag: 'evaluación',
  summary: 'Bases legales de una sección o de un requisito',
  description:
    'Las bases legales de una sección de la modalidad o de un requisito o sub-requisito, con sus referencias.',
});

export const postBaseLegalCreate = defineEndpoint({
  method: 'POST',
  path: '/api/base_legal/create',
  body: baseLegalBodySchema,
  response: { 200: baseLegalSavedResponseSchema, ...responses },
  tag: 'evaluación',
  summary: 'Crear una base legal con sus referencias',
  description: 'Registra una base legal con sus referencias; queda auditada.',
});

export const putBaseLegalUpdateById = defineEndpoint({
  method: 'PUT',
  path: '/api/base_legal/update/:id',
  params: idParamsSchema,
  body: baseLegalBodySchema,
  response: { 200: baseLegalSavedResponseSchema, ...responses },
  tag: 'evaluación',
  summary: 'Editar una base legal y sus referencias',
  description:
    'Cambia la regulación o las referencias de una base legal; queda auditada con el antes y el después.',
});

export const deleteBaseLegalReferenciasById = defineEndpoint({
  method: 'DELETE',
  path: '/api/base_legal/referencias/:id',
  params: idParamsSchema,
  response: { 200: messageSchema, ...responses },
  tag: 'evaluación',
  summary: 'Eliminar una referencia legal (y su base legal si queda vacía)',
  description:
    'Elimina una referencia legal; si era la última, elimina también su base legal. Queda auditada.',
});

export const dictamenes = defineEndpoint({
  method: 'GET',
  path: '/api/dictamenes',
  query: dictamenesQuerySchema,
  response: { 200: dictamenesResponseSchema, ...responses },
  tag: 'evaluación',
  summary: 'Dictámenes de una sección o de un requisito',
  description:
    'Los dictámenes de una sección de la modalidad o de un requisito o sub-requisito, con sus estados.',
});

export const postDictamenesCreate = defineEndpoint({
  method: 'POST',
  path: '/api/dictamenes/create',
  body: dictamenBodyShapeSchema,
  response: { 200: dictamenSavedResponseSchema, ...responses },
  tag: 'evaluación',
  summary: 'Emitir un dictamen',
  description:
    'Registra un dictamen con su estado (y su condición de inscripción si el estado es 004); queda auditado.',
});

export const putDictamenesUpdateById = defineEndpoint({
  method: 'PUT',
  path: '/api/dictamenes/update/:id',
  params: idParamsSchema,
  body: dictamenBodyShapeSchema,
  response: { 200: dictamenSavedResponseSchema, ...responses },
  tag: 'evaluación',
  summary: 'Editar un dictamen',
  description:
    'Cambia el comentario, el estado o la condición de un dictamen; queda auditado con el antes y el después.',
});

export const estadosDictamen = defineEndpoint({
  method: 'GET',
  path: '/api/estados_dictamen',
  query: catalogQuerySchema,
  response: { 200: estadosDictamenResponseSchema, ...responses },
  tag: 'evaluación',
  summary: 'Estados de dictamen',
  description: 'Los estados que puede tener un dictamen, con su código.',
});

export const estadosDictamenSelect = defineEndpoint({
  method: 'GET',
  path: '/api/estados_dictamen/select',
  query: catalogQuerySchema,
  response: { 200: estadosDictamenSelectResponseSchema, ...responses },
  tag: 'evaluación',
  summary: 'Estados de dictamen para un selector',
  description: 'Los estados de dictamen como opciones de un selector.',
});

export const condicionesInscripciones = defineEndpoint({
  method: 'GET',
  path: '/api/condiciones_inscripciones',
  query: catalogQuerySchema,
  response: { 200: condicionesResponseSchema, ...responses },
  tag: 'evaluación',
  summary: 'Condiciones de inscripción',
  description: 'Las condiciones de inscripción que exige un dictamen con estado 004.',
});

export const referencias = defineEndpoint({
  method: 'GET',
  path: '/api/referencias',
  query: catalogQuerySchema,
  response: { 200: referenciasResponseSchema, ...responses },
  tag: 'evaluación',
  summary: 'Tipos de referencia legal',
  description: 'Los tipos de referencia legal (artículo, inciso…) de una base legal.',
});

export const subReferencias = defineEndpoint({
  method: 'GET',
  path: '/api/sub_referencias',
  query: catalogQuerySchema,
  response: { 200: subReferenciasResponseSchema, ...responses },
  tag: 'evaluación',
  summary: 'Tipos de sub referencia legal',
  description: 'Los tipos de sub referencia legal de una referencia.',
});

export const ayudasGetAyudaByCodigoByCode = defineEndpoint({
  method: 'GET',
  path: '/api/ayudas/getAyudaByCodigo/:code',
  params: ayudaParamsSchema,
  response: { 200: ayudaResponseSchema, ...responses },
  tag: 'evaluación',
  summary: 'Texto de ayuda de una sección',
  description: 'El texto de ayuda de una sección o tabla de requisitos, por su código; 404 si no existe.',
});
