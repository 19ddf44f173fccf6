/** Comments and complaints of citizens, and their tracking (decision 021). */
import { idParamsSchema, messageSchema, validationErrorSchema } from '../api-common';
import {
  denunciaCreatedSchema,
  denunciaUploadHeadersSchema,
  modalidadComentarioResponseSchema,
  seguimientoQuerySchema,
  seguimientoResponseSchema,
} from '../denuncia';
import { DENUNCIA_MODALIDAD_PATH, DENUNCIAS_PATH, SEGUIMIENTO_PATH } from '../api-paths';
import { defineEndpoint } from '../endpoint';

export const publicTramitesDenunciasModalidadesById = defineEndpoint({
  method: 'GET',
  path: DENUNCIA_MODALIDAD_PATH,
  params: idParamsSchema,
  response: { 200: modalidadComentarioResponseSchema, 400: validationErrorSchema, 404: messageSchema },
  tag: 'comentarios',
  summary: 'Modalidad inscrita sobre la que se comenta (formulario ligado a una modalidad)',
  description:
    'La modalidad inscrita sobre la que se comenta, con su trámite e institución; 404 si no existe o no está inscrita.',
});

export const publicTramitesDenunciasSeguimiento = defineEndpoint({
  method: 'GET',
  path: SEGUIMIENTO_PATH,
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

/**
 * The comment upload: a multipart body read field by field by the route (the attachment is streamed to
 * storage), so the object declares its media type and headers but no body schema; the fields are
 * validated with the form's own `denunciaSchema` once read.
 */
export const postPublicTramitesDenuncias = defineEndpoint({
  method: 'POST',
  path: DENUNCIAS_PATH,
  consumes: ['multipart/form-data'],
  headers: denunciaUploadHeadersSchema,
  response: {
    201: denunciaCreatedSchema,
    400: validationErrorSchema,
    413: validationErrorSchema,
    409: messageSchema,
    415: validationErrorSchema,
    429: messageSchema,
    503: messageSchema,
  },
  tag: 'comentarios',
  summary: 'Envía un comentario o denuncia ciudadana (multipart/form-data)',
  description:
    'Campos: anonimo, mensaje, modalidad_id, imagen (archivo opcional: jpg, jpeg, png o pdf hasta ' +
    'DOCS_RNT_MOD_SIZE KB), nombres, apellidos, correo, telefono (requeridos si no es anónimo). ' +
    'Si el trámite no está en el registro: tramite_no_listado=true, institucion_id y ' +
    'descripcion_tramite (hasta 300 caracteres) en lugar de modalidad_id. La respuesta trae el folio ' +
    'y el código de seguimiento, que se muestra una sola vez. La cabecera opcional Idempotency-Key ' +
    'hace que un reintento devuelva el mismo folio (con codigo_seguimiento nulo: no se guarda); la ' +
    'misma clave con otro contenido se rechaza con 409.',
});
