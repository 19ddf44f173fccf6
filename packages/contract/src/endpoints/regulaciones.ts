/** The catalogue of regulations (decision 021). */
import { validationErrorSchema } from '../api-common';
import {
  estadosRegulacionResponseSchema,
  regulacionesLookupQuerySchema,
  regulacionesLookupResponseSchema,
  regulacionesQuerySchema,
  regulacionesResponseSchema,
  tiposNormativaQuerySchema,
  tiposNormativaResponseSchema,
} from '../regulaciones';
import { defineEndpoint } from '../endpoint';

export const listaTiposNormativa = defineEndpoint({
  method: 'GET',
  path: '/api/lista_tipos_normativa',
  query: tiposNormativaQuerySchema,
  response: { 200: tiposNormativaResponseSchema, 400: validationErrorSchema },
  tag: 'regulaciones',
  summary: 'Tipos de normativa (con color, orden y visibilidad en el portal)',
  description:
    'Los tipos de normativa con su color, su orden y si el portal los muestra; ordenables y filtrables por visibilidad.',
});

export const estadosRegulacion = defineEndpoint({
  method: 'GET',
  path: '/api/estados_regulacion',
  response: { 200: estadosRegulacionResponseSchema },
  tag: 'regulaciones',
  summary: 'Estados de las regulaciones',
  description: 'Los estados de una regulación, para el filtro del catálogo.',
});

export const regulaciones = defineEndpoint({
  method: 'GET',
  path: '/api/regulaciones',
  query: regulacionesQuerySchema,
  response: { 200: regulacionesResponseSchema, 400: validationErrorSchema },
  paged: true,
  tag: 'regulaciones',
  summary: 'Catálogo de regulaciones: búsqueda paginada',
  description:
    'El rango `fechadesde`–`fechahasta` (AAAA-MM-DD) se aplica a la fecha de publicación en el Diario Oficial; ' +
    'un extremo puede quedar abierto. Las listas aceptan `x[]=1&x[]=2`, `x=1&x=2` o un solo valor.',
});

export const solicitudesRegulacionRegulaciones = defineEndpoint({
  method: 'GET',
  path: '/api/solicitudes_regulacion/regulaciones',
  query: regulacionesLookupQuerySchema,
  response: { 200: regulacionesLookupResponseSchema, 400: validationErrorSchema },
  tag: 'regulaciones',
  summary: 'Búsqueda de regulaciones por nombre (herramientas de evaluación)',
  description:
    'Regulaciones cuyo nombre contiene el texto buscado (sin distinguir tildes ni mayúsculas), para elegir la regulación de una base legal.',
});
