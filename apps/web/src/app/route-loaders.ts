/**
 * The routes' loaders (decision record 015): the queries each page reads, awaited on the server, started
 * early in the browser. They derive their parameters from the URL exactly as the page does. This module
 * is loaded on demand (router.tsx), so the query code of every page stays out of the first paint.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { agendaFiltersFromUrl, agendaQuery } from '../features/agenda/api/agenda';
import { atlasQuery } from '../features/atlas/api/atlas';
import { seguimientoQuery } from '../features/seguimiento/api/seguimiento';
import { seguimientoQuerySchema } from '@rnt/contract/denuncia';
import { modalidadQueryOptions } from '../features/modalidad/api/modalidad';
import { parseRouteId } from '../features/modalidad/lib/links';
import { verificacionQuery } from '../features/verificacion/api/verificacion';
import { VERIFICACION_MESSAGES, codigoVerificacionSchema } from '@rnt/contract/verificacion';
import { loadQueries, notFound } from './route-data';

const searchOf = (request: Request) => new URL(request.url).searchParams;

export const agendaLoader = ({ request, context }: LoaderFunctionArgs) =>
  loadQueries(context, [agendaQuery(agendaFiltersFromUrl(searchOf(request)))]);

export const atlasLoader = ({ context }: LoaderFunctionArgs) => loadQueries(context, [atlasQuery()]);

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

/** `/verificar/{codigo}`: a malformed or unknown code is the page's own 404. */
export const verificacionLoader = ({ params, context }: LoaderFunctionArgs) => {
  const codigo = codigoVerificacionSchema.safeParse(params.codigo ?? '');
  // The 404 carries its message: the error boundary, in every first paint, imports no contract module for it.
  const unknown = { verificacion: true as const, mensaje: VERIFICACION_MESSAGES.codigoNoExiste };
  if (!codigo.success) notFound(unknown);
  return loadQueries(context, [], verificacionQuery(codigo.data), unknown);
};
