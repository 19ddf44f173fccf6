/** The figures of the public reports (decision 021). */
import { validationErrorSchema } from '../api-common';
import { denunciasEstadisticasQuerySchema, denunciasEstadisticasSchema } from '../graphics';
import { defineEndpoint } from '../endpoint';

const CACHE_NOTE =
  'Respuesta con Cache-Control y ETag; con If-None-Match igual al ETag responde 304 sin cuerpo.';

export const graphicsDenuncias = defineEndpoint({
  method: 'GET',
  path: '/api/graphics/denuncias',
  query: denunciasEstadisticasQuerySchema,
  response: { 200: denunciasEstadisticasSchema, 400: validationErrorSchema },
  tag: 'reportes',
  summary: 'Resultados de las denuncias ciudadanas, por institución',
  description:
    'Por institución: denuncias recibidas, respondidas, cerradas y pendientes, promedio de días hábiles ' +
    'hasta la primera respuesta pública (lunes a viernes, hora de El Salvador) y resultados de cierre ' +
    '(Fundada, No fundada, Resuelta por la institución). fechadesde/fechahasta acotan el día de ' +
    'recepción. Solo conteos: ningún texto libre ni dato personal. ' +
    CACHE_NOTE,
});
