/** Page feedback (decision 021). */
import { messageSchema, validationErrorSchema } from '../api-common';
import {
  VALORACIONES_PATH,
  VALORACIONES_PUBLIC_PATH,
  valoracionBodySchema,
  valoracionCreatedSchema,
  valoracionesResponseSchema,
} from '../valoraciones';
import { defineEndpoint } from '../endpoint';

export const postPublicValoraciones = defineEndpoint({
  method: 'POST',
  path: VALORACIONES_PUBLIC_PATH,
  body: valoracionBodySchema,
  response: { 201: valoracionCreatedSchema, 400: validationErrorSchema, 429: messageSchema },
  tag: 'valoraciones',
  summary: '«¿Le fue útil esta página?»: respuesta Sí/No o reporte de un problema',
  description:
    'Registra la respuesta (util) o el reporte de un problema (motivo y comentario de hasta 1200 caracteres) sobre una página del portal, identificada solo por su ruta. No se guarda la dirección IP, el navegador ni ningún dato de la persona.',
});

export const valoraciones = defineEndpoint({
  method: 'GET',
  path: VALORACIONES_PATH,
  response: {
    200: valoracionesResponseSchema,
    400: validationErrorSchema,
    401: messageSchema,
    403: messageSchema,
  },
  tag: 'valoraciones',
  summary: 'Valoraciones contadas por página (las más reportadas primero)',
  description:
    'Para el equipo del registro (permiso VALORACIONES_VER): por cada página, los reportes de problemas, las respuestas Sí y No, los motivos y los últimos comentarios; las 200 páginas más reportadas. La consulta queda en la auditoría.',
});
