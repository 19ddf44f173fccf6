/**
 * The endpoint objects that fetchers of the home's first paint call: the search, its suggestions, its
 * lookups, the monthly chart, and the search's URL reader. They carry zod schemas, so they are loaded
 * by `firstPaintEndpoints()` of the API client with the first call, not with the first paint
 * (decision 021). Nothing else imports this module statically.
 */
export {
  busquedaTramites,
  cantidadTramitesGrafico,
  readSearchParams,
  sugerencias,
} from '@rnt/contract/endpoints/busqueda-tramites';
export {
  categoriasRegulaciones,
  categoriasTramite,
  clasificaciones,
  estadosPortal,
  instituciones,
  unidades,
} from '@rnt/contract/endpoints/lookups';
