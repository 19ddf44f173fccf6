/** Evaluator sessions (decision 021). */
import { messageSchema, validationErrorSchema } from '../api-common';
import {
  loginBodySchema,
  loginResponseSchema,
  operacionesResponseSchema,
  userIdParamsSchema,
} from '../evaluacion';
import { AUTH_LOGOUT_PATH } from '../api-paths';
import { defineEndpoint } from '../endpoint';

export const postAuthLogin = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  body: loginBodySchema,
  response: {
    200: loginResponseSchema,
    400: validationErrorSchema,
    401: messageSchema,
    429: messageSchema,
  },
  tag: 'administración',
  summary: 'Inicio de sesión de evaluadores',
  description:
    'Recibe correo y contraseña de un evaluador y devuelve un token de sesión con sus permisos; limitado por IP.',
});

export const postAuthLogout = defineEndpoint({
  method: 'POST',
  path: AUTH_LOGOUT_PATH,
  response: { 200: messageSchema, 401: messageSchema },
  tag: 'administración',
  summary: 'Cierre de sesión: el token deja de ser válido de inmediato',
  description:
    'Revoca en el servidor la sesión del token enviado: desde ese momento el token recibe 401 en toda ruta. Queda en la auditoría.',
});

export const usersOperacionesByUserId = defineEndpoint({
  method: 'GET',
  path: '/api/users/operaciones/:userId',
  params: userIdParamsSchema,
  response: {
    200: operacionesResponseSchema,
    400: validationErrorSchema,
    401: messageSchema,
    403: messageSchema,
  },
  tag: 'administración',
  summary: 'Operaciones (permisos) del usuario',
  description: 'Los códigos de operación (permisos) del usuario de la sesión; solo los suyos.',
});
