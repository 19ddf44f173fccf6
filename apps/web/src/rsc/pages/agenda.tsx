import type { AgendaResponse } from '@rnt/contract/agenda';
import {
  AGENDA_FILTER_KEYS,
  checkAgendaFilters,
  type AgendaFilterErrors,
  type AgendaTyped,
} from '@rnt/contract/agenda-rules';
import { agendaRegulatoria } from '@rnt/contract/endpoints/agenda';
import { instituciones } from '@rnt/contract/endpoints/lookups';
import { agendaPagePath } from '@rnt/contract/page-paths';
import { redirect } from 'react-router';
import { pageOrigin, pageRequest, readApi, readApiPart } from '../page-data';
import { AgendaView, type AgendaLista } from '../views/agenda-view';

interface Pedido {
  typed: AgendaTyped;
  /** The checked filters (dates YYYY-MM-DD) and the page, as the API and the page's address take them. */
  query: URLSearchParams;
  errors: AgendaFilterErrors;
}

function pedidoOf(url: URL): Pedido {
  const typed = Object.fromEntries(
    AGENDA_FILTER_KEYS.map((key) => [key, (url.searchParams.get(key) ?? '').slice(0, 40)]),
  ) as AgendaTyped;
  const checked = checkAgendaFilters(typed);
  const query = new URLSearchParams(checked.query);
  const page = Number(url.searchParams.get('page'));
  if (Number.isInteger(page) && page > 1) query.set('page', String(page));
  return { typed, query, errors: checked.errors };
}

const apiPath = (query: URLSearchParams) => `${agendaRegulatoria.path}${query.size ? `?${query}` : ''}`;

/**
 * A form sent without JavaScript carries every field, the dates as typed: once they are right, the page
 * moves to its one address (dates YYYY-MM-DD, empty fields left out). "Limpiar" is the bare address.
 */
export async function loader() {
  const url = new URL(pageRequest().url);
  if (url.searchParams.has('limpiar')) throw redirect(agendaPagePath());
  const { query, errors } = pedidoOf(url);
  if (Object.keys(errors).length === 0 && url.searchParams.toString() !== query.toString())
    throw redirect(agendaPagePath(query.size ? `?${query}` : '') + '#agenda-regulaciones');
  await readApi(instituciones.path);
  return null;
}

export default async function AgendaPage() {
  const { typed, query, errors } = pedidoOf(new URL(pageRequest().url));
  const [inst, answer] = await Promise.all([
    readApi<{ instituciones: { id: number; nombre: string }[] }>(instituciones.path),
    Object.keys(errors).length ? null : readApiPart<AgendaResponse>(apiPath(query)),
  ]);
  let lista: AgendaLista;
  if (!answer) lista = { estado: 'filtros', errors };
  else if (answer.ok) lista = { estado: 'ok', agenda: answer.body };
  // A filter the page's rules let through and the API refuses (an institution that is not an id).
  else if (answer.status === 400) lista = { estado: 'filtros', errors: {} };
  else lista = { estado: 'error' };
  return (
    <AgendaView
      instituciones={inst.instituciones}
      typed={typed}
      query={query}
      lista={lista}
      origin={pageOrigin()}
    />
  );
}
