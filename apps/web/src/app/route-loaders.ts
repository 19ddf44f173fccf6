/**
 * The routes' loaders (decision record 015): the queries each page reads, awaited on the server, started
 * early in the browser. They derive their parameters from the URL exactly as the page does. This module
 * is loaded on demand (router.tsx), so the query code of every page stays out of the first paint.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { seguimientoQuery } from '../features/seguimiento/api/seguimiento';
import { seguimientoQuerySchema } from '@rnt/contract/denuncia';
import { modalidadQueryOptions } from '../features/modalidad/api/modalidad';
import { parseRouteId } from '../features/modalidad/lib/links';
import { loadQueries, notFound } from './route-data';

const searchOf = (request: Request) => new URL(request.url).searchParams;

/** `/seguimiento?folio=…&codigo=…` (the form sent without JavaScript): the answer is in the first HTML. */
export const seguimientoLoader = ({ request, context }: LoaderFunctionArgs) => {
  const search = searchOf(request);
  const parsed = seguimientoQuerySchema.safeParse({
    folio: search.get('folio') ?? undefined,
    codigo: search.get('codigo') ?? undefined,
  });
  return loadQueries(context, parsed.success ? [seguimientoQuery(parsed.data)] : []);
};

export const modalidadLoader = ({ params, context }: LoaderFunctionArgs) => {
  const modalidadId = parseRouteId(params.modalidadId);
  const what = { modalidadDe: parseRouteId(params.tramiteId) };
  if (modalidadId == null) notFound(what);
  return loadQueries(context, [], modalidadQueryOptions(modalidadId), what);
};
