/** The search thesaurus kept by staff (issue 19, decision 021); every call needs SINONIMOS_EDITAR. */
import { idParamsSchema, messageSchema, validationErrorSchema } from '../api-common';
import { defineEndpoint } from '../endpoint';
import { sinonimoBodySchema, sinonimoSavedResponseSchema, sinonimosResponseSchema } from '../sinonimos';

/** The answers every thesaurus route may give besides its success. */
const responses = {
  400: validationErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
} as const;

export const sinonimos = defineEndpoint({
  method: 'GET',
  path: '/api/sinonimos',
  response: { 200: sinonimosResponseSchema, ...responses },
  tag: 'sinónimos',
  summary: 'Tesauro de la búsqueda: términos que usa la ciudadanía y sus equivalentes',
  description:
    'Todas las entradas del tesauro que el personal del registro mantiene (permiso SINONIMOS_EDITAR): cada término, tal como lo escribe la ciudadanía, con los nombres del registro que equivalen a él.',
});

export const postSinonimos = defineEndpoint({
  method: 'POST',
  path: '/api/sinonimos',
  body: sinonimoBodySchema,
  response: { 200: sinonimoSavedResponseSchema, ...responses },
  tag: 'sinónimos',
  summary: 'Agregar una entrada al tesauro (surte efecto en la siguiente búsqueda)',
  description:
    'Crea un término y sus equivalentes; la siguiente búsqueda ya lo usa. Queda en la auditoría con el usuario y su sesión.',
});

export const putSinonimosById = defineEndpoint({
  method: 'PUT',
  path: '/api/sinonimos/:id',
  params: idParamsSchema,
  body: sinonimoBodySchema,
  response: { 200: sinonimoSavedResponseSchema, ...responses },
  tag: 'sinónimos',
  summary: 'Editar una entrada del tesauro',
  description:
    'Reemplaza el término y sus equivalentes; la siguiente búsqueda ya lo usa. Queda en la auditoría con el antes y el después.',
});

export const deleteSinonimosById = defineEndpoint({
  method: 'DELETE',
  path: '/api/sinonimos/:id',
  params: idParamsSchema,
  response: { 200: messageSchema, ...responses },
  tag: 'sinónimos',
  summary: 'Eliminar una entrada del tesauro',
  description:
    'Borra el término; la siguiente búsqueda deja de ampliarlo. Queda en la auditoría con la entrada borrada.',
});
