/**
 * The endpoint objects that fetchers of the classic pages' first paint call: the lookups of their search
 * forms. They carry zod schemas, so they are loaded by `firstPaintEndpoints()` of the API client with the
 * first call, not with the first paint (decision 021). Nothing else imports this module statically.
 */
export {
  categoriasRegulaciones,
  categoriasTramite,
  instituciones,
  unidades,
} from '@rnt/contract/endpoints/lookups';
