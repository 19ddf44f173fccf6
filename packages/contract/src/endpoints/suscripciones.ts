/** Change alerts by mail (issue 32, docs/decisions/033-change-alerts.md; decision 021). */
import { messageSchema, validationErrorSchema } from '../api-common';
import { z } from '../zod';
import {
  SUSCRIPCIONES_BAJA_PATH,
  SUSCRIPCIONES_CONFIRMAR_PATH,
  SUSCRIPCIONES_PATH,
  bajaSuscripcionBodySchema,
  bajaSuscripcionQuerySchema,
  confirmarSuscripcionBodySchema,
  suscripcionAceptadaSchema,
  suscripcionBodySchema,
} from '../suscripciones';
import { defineEndpoint } from '../endpoint';

const FORM_OR_JSON = ['application/json', 'application/x-www-form-urlencoded'];
const seeOther = (to: string) =>
  z.undefined().describe(`Redirección (303) a ${to}, que muestra el resultado en español.`);

export const postPublicSuscripciones = defineEndpoint({
  method: 'POST',
  path: SUSCRIPCIONES_PATH,
  consumes: FORM_OR_JSON,
  body: suscripcionBodySchema,
  response: {
    202: suscripcionAceptadaSchema,
    303: seeOther('la página de la modalidad (formulario sin JavaScript, ?suscripcion=enviada)'),
    400: validationErrorSchema,
    404: messageSchema,
    429: messageSchema,
    503: messageSchema,
  },
  tag: 'avisos de cambios',
  summary: 'Pide avisos por correo de los cambios de una modalidad (doble confirmación)',
  description:
    'Envía un correo con un enlace de un solo uso para confirmar la suscripción. La respuesta 202 es ' +
    'la misma si la dirección ya seguía la modalidad o ya la había confirmado: nadie puede saber quién ' +
    'sigue qué. Limitado por cliente. Con un formulario (application/x-www-form-urlencoded) responde ' +
    '303 a la página de la modalidad. 503 si el portal no tiene servidor de correo.',
});

export const postPublicSuscripcionesConfirmar = defineEndpoint({
  method: 'POST',
  path: SUSCRIPCIONES_CONFIRMAR_PATH,
  consumes: FORM_OR_JSON,
  body: confirmarSuscripcionBodySchema,
  response: {
    303: seeOther('/suscripciones/confirmar?estado=confirmada|invalida'),
    400: validationErrorSchema,
    429: messageSchema,
  },
  tag: 'avisos de cambios',
  summary: 'Confirma una suscripción con el código del enlace del correo (un solo uso)',
  description:
    'El botón de la página de confirmación (nunca un GET: los analizadores de correo abren los ' +
    'enlaces). Un código ya usado, vencido o desconocido lleva a estado=invalida.',
});

export const postPublicSuscripcionesBaja = defineEndpoint({
  method: 'POST',
  path: SUSCRIPCIONES_BAJA_PATH,
  consumes: [...FORM_OR_JSON, 'multipart/form-data'],
  query: bajaSuscripcionQuerySchema,
  body: bajaSuscripcionBodySchema,
  response: {
    200: messageSchema,
    303: seeOther('/suscripciones/baja?estado=baja|invalida'),
    400: validationErrorSchema,
    429: messageSchema,
  },
  tag: 'avisos de cambios',
  summary: 'Deja de enviar avisos: borra la suscripción',
  description:
    'Desde la página de baja (token en el cuerpo: 303 a la página) o con un clic desde el programa de ' +
    'correo (RFC 8058: POST a la dirección de List-Unsubscribe, con el token en ella y el cuerpo ' +
    'List-Unsubscribe=One-Click: 200). Borra la fila; repetirlo no es un error.',
});
