/** CSV downloads of the current search results (decision 021): the searches' own query schemas. */
import { fileResponse, validationErrorSchema } from '../api-common';
import { busquedaTramitesQuerySchema } from '../busqueda-tramites';
import { defineEndpoint } from '../endpoint';
import { SEARCH_EXPORT_PATHS } from '../exportar-busquedas';
import { regulacionesQuerySchema } from '../regulaciones';
import { resolucionesQuerySchema } from '../resoluciones';

const csvResponse = {
  200: fileResponse('Archivo CSV (UTF-8 con BOM)', 'text/csv'),
  400: validationErrorSchema,
};

export const datosAbiertosBusquedaTramitesCsv = defineEndpoint({
  method: 'GET',
  path: SEARCH_EXPORT_PATHS.tramites,
  query: busquedaTramitesQuerySchema,
  response: csvResponse,
  tag: 'datos abiertos',
  summary: 'Resultados de la búsqueda de trámites del inicio (CSV)',
  description:
    'Los trámites de la búsqueda del inicio con los mismos filtros, todas las páginas en un CSV UTF-8 con BOM.',
});

export const datosAbiertosBusquedaRegulacionesCsv = defineEndpoint({
  method: 'GET',
  path: SEARCH_EXPORT_PATHS.regulaciones,
  query: regulacionesQuerySchema,
  response: csvResponse,
  tag: 'datos abiertos',
  summary: 'Resultados de la búsqueda del catálogo de regulaciones (CSV)',
  description:
    'Las regulaciones de la búsqueda del catálogo con los mismos filtros, todas las páginas en un CSV UTF-8 con BOM.',
});

export const datosAbiertosBusquedaResolucionesCsv = defineEndpoint({
  method: 'GET',
  path: SEARCH_EXPORT_PATHS.resoluciones,
  query: resolucionesQuerySchema,
  response: csvResponse,
  tag: 'datos abiertos',
  summary: 'Resultados de la búsqueda de resoluciones (CSV)',
  description:
    'Las resoluciones de la búsqueda con los mismos filtros, todas las páginas en un CSV UTF-8 con BOM.',
});
