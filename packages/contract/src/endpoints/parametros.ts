/** Public parameters (decision 021). */
import { validationErrorSchema } from '../api-common';
import { parametrosQuerySchema, parametrosResponseSchema } from '../denuncia';
import { PARAMETROS_PATH } from '../api-paths';
import { defineEndpoint } from '../endpoint';

export const parametros = defineEndpoint({
  method: 'GET',
  path: PARAMETROS_PATH,
  query: parametrosQuerySchema,
  response: { 200: parametrosResponseSchema, 400: validationErrorSchema },
  tag: 'parámetros',
  summary: 'Valor de un parámetro del sistema (p. ej. DOCS_RNT_MOD_MIME_TYPE, DOCS_RNT_MOD_SIZE en KB)',
  description:
    'El valor de un parámetro público por su código; el formulario de comentarios lee así los tipos y el tamaño máximo de los adjuntos.',
});
