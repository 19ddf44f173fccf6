/** The reference lists (catálogos) the search filters and the comment form read (decision 021). */
import { idParamsSchema, messageSchema, validationErrorSchema } from '../api-common';
import { defineEndpoint } from '../endpoint';
import {
  allPagesQuerySchema,
  categoriasRegulacionesResponseSchema,
  categoriasTramiteResponseSchema,
  clasificacionesResponseSchema,
  estadosPortalResponseSchema,
  institucionesResponseSchema,
  institucionListadoResponseSchema,
  municipiosResponseSchema,
  publicTramitesQuerySchema,
  publicTramitesResponseSchema,
  tramitesDeInstitucionResponseSchema,
  unidadesResponseSchema,
} from '../lookups';
import { INSTITUCION_LISTADO_PATH, LISTA_UNIDADES_PATH, PUBLIC_TRAMITES_PATH } from '../api-paths';

const tag = 'catálogos';
const errors = { 400: validationErrorSchema, 404: messageSchema };

export const clasificaciones = defineEndpoint({
  method: 'GET',
  path: '/api/public/get_all_clasificacion_tramites',
  response: { 200: clasificacionesResponseSchema },
  tag,
  summary: 'Clasificaciones de trámites',
  description: 'Todas las clasificaciones de trámites, para el filtro de la búsqueda del inicio.',
});

export const estadosPortal = defineEndpoint({
  method: 'GET',
  path: '/api/public/getEstadosSolicitudesPublicacionByCode',
  response: { 200: estadosPortalResponseSchema },
  tag,
  summary: 'Estados visibles en el portal',
  description:
    'Los estados de solicitud que el portal muestra, con su código: el filtro de estado de la búsqueda del inicio.',
});

export const instituciones = defineEndpoint({
  method: 'GET',
  path: '/api/lista_instituciones',
  response: { 200: institucionesResponseSchema },
  tag,
  summary: 'Instituciones',
  description: 'Todas las instituciones, ordenadas por nombre, para los filtros de búsqueda.',
});

export const unidades = defineEndpoint({
  method: 'GET',
  path: LISTA_UNIDADES_PATH,
  params: idParamsSchema,
  response: { 200: unidadesResponseSchema, ...errors },
  tag,
  summary: 'Unidades de una institución',
  description:
    'Las unidades de la institución indicada, para el filtro de unidad; 404 si la institución no existe.',
});

export const categoriasTramite = defineEndpoint({
  method: 'GET',
  path: '/api/categorias_tramite/portal',
  response: { 200: categoriasTramiteResponseSchema },
  tag,
  summary: 'Categorías de trámites',
  description: 'Las categorías de trámites, para el filtro de la búsqueda del inicio.',
});

export const categoriasRegulaciones = defineEndpoint({
  method: 'GET',
  path: '/api/categorias_regulaciones/portal',
  response: { 200: categoriasRegulacionesResponseSchema },
  tag,
  summary: 'Actividades económicas (sectores de regulaciones)',
  description: 'Las actividades económicas (sectores) con las que se filtra el catálogo de regulaciones.',
});

export const publicTramites = defineEndpoint({
  method: 'GET',
  path: PUBLIC_TRAMITES_PATH,
  query: publicTramitesQuerySchema,
  response: { 200: publicTramitesResponseSchema, ...errors },
  tag,
  summary: 'Trámites por actividad económica o por institución, con sus modalidades inscritas',
  description:
    'Trámites de una actividad económica o de una institución, cada uno con sus modalidades en los estados pedidos (por defecto, inscritas).',
});

export const institucionListado = defineEndpoint({
  method: 'GET',
  path: INSTITUCION_LISTADO_PATH,
  query: allPagesQuerySchema,
  response: { 200: institucionListadoResponseSchema, ...errors },
  tag,
  summary: 'Instituciones con trámites inscritos (opciones del formulario de comentarios)',
  description:
    'Instituciones que tienen trámites inscritos: primer nivel de la cascada institución → trámite → modalidad del formulario de comentarios.',
});

export const tramitesDeInstitucion = defineEndpoint({
  method: 'GET',
  path: '/api/public_modalidad_get_institucion_id/:id',
  params: idParamsSchema,
  query: allPagesQuerySchema,
  response: { 200: tramitesDeInstitucionResponseSchema, ...errors },
  tag,
  summary: 'Trámites inscritos de una institución (opciones del formulario de comentarios)',
  description:
    'Trámites inscritos de la institución con sus modalidades: segundo y tercer nivel de la cascada del formulario de comentarios.',
});

export const municipios = defineEndpoint({
  method: 'GET',
  path: '/api/public/municipios',
  response: { 200: municipiosResponseSchema },
  tag,
  summary: 'Departamentos y municipios',
  description:
    'Los 14 departamentos, en orden alfabético, con sus municipios (los 44 vigentes desde mayo de 2024), la cabecera y las ' +
    'coordenadas de su centro. El `id` de un municipio es el valor de `municipio` de la búsqueda de trámites del inicio.',
});
