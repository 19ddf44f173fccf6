/** Comments and complaints of citizens, and their tracking (decision 021). */
import { idParamsSchema, messageSchema, validationErrorSchema } from '../api-common';
import {
  modalidadComentarioResponseSchema,
  seguimientoQuerySchema,
  seguimientoResponseSchema,
} from '../denuncia';
import { defineEndpoint } from '../endpoint';

export const publicTramitesDenunciasModalidadesById = defineEndpoint({
  method: 'GET',
  path: '/api/public_tramites/denuncias/modalidades/:id',
  params: idParamsSchema,
  response: { 200: modalidadComentarioResponseSchema, 400: validationErrorSchema, 404: messageSchema },
  tag: 'comentarios',
  summary: 'Modalidad inscrita sobre la que se comenta (formulario ligado a una modalidad)',
  description:
    'La modalidad inscrita sobre la que se comenta, con su trámite e institución; 404 si no existe o no está inscrita.',
});

export const publicTramitesDenunciasSeguimiento = defineEndpoint({
  method: 'GET',
  path: '/api/public_tramites/denuncias/seguimiento',
  query: seguimientoQuerySchema,
  response: {
    200: seguimientoResponseSchema,
    400: validationErrorSchema,
    404: messageSchema,
    429: messageSchema,
  },
  tag: 'comentarios',
  summary: 'Seguimiento de una denuncia con su folio y su código de seguimiento',
  description:
    'Estado, fecha, institución e historial público (notas públicas) de una denuncia. Un folio ' +
    'desconocido y un código equivocado reciben el mismo 404; limitado por cliente. Nunca incluye ' +
    'datos personales, el mensaje ni las notas internas.',
});
