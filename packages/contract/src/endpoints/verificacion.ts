/** The verification of a registration certificate by its code (issue 22, decisions 019 and 021). */
import { messageSchema, validationErrorSchema } from '../api-common';
import { defineEndpoint } from '../endpoint';
import { verificacionParamsSchema, verificacionResponseSchema } from '../verificacion';

export const publicVerificarByCodigo = defineEndpoint({
  method: 'GET',
  path: '/api/public/verificar/:codigo',
  params: verificacionParamsSchema,
  response: { 200: verificacionResponseSchema, 400: validationErrorSchema, 404: messageSchema },
  tag: 'verificación',
  summary: 'Verifica un certificado de inscripción por su código',
  description:
    'Lo que el certificado con este código declaró (estado y fecha de inscripción, fecha de emisión) y lo que el registro dice hoy: si la modalidad sigue inscrita (estados 11 o 13). 404 si el código no existe.',
});
