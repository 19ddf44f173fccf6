/** The resolutions of registered procedures (decision 021). */
import { validationErrorSchema } from '../api-common';
import {
  resolucionesQuerySchema,
  resolucionesResponseSchema,
  tiposResolucionResponseSchema,
} from '../resoluciones';
import { defineEndpoint } from '../endpoint';

export const publicTiposResolucion = defineEndpoint({
  method: 'GET',
  path: '/api/public/tipos_resolucion',
  response: { 200: tiposResolucionResponseSchema },
  tag: 'resoluciones',
  summary: 'Tipos de resolución',
  description: 'Los tipos de resolución, para el filtro de la búsqueda de resoluciones.',
});

export const publicPublicTramitesResoluciones = defineEndpoint({
  method: 'GET',
  path: '/api/public/publicTramitesResoluciones',
  query: resolucionesQuerySchema,
  response: { 200: resolucionesResponseSchema, 400: validationErrorSchema },
  paged: true,
  tag: 'resoluciones',
  summary: 'Búsqueda paginada de resoluciones',
  description:
    '`nombre` busca en el nombre de la modalidad o del trámite (sin distinguir tildes ni mayúsculas); ' +
    'el rango `fechadesde`–`fechahasta` (AAAA-MM-DD) se aplica a la fecha de la resolución; `tipo[]` son ids de tipos de resolución.',
});
