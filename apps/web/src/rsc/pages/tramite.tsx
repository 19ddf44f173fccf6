import { publicTramitesModalidades } from '@rnt/contract/endpoints/modalidades';
import type { TramiteModalidadesResponse } from '@rnt/contract/modalidad';
import { data } from 'react-router';
import { pageOrigin, pageRequest, readApi, readApiPart } from '../page-data';
import { TramiteView, type TramiteFiltros } from '../views/tramite-view';

/** The id of the address (digits only: anything else is the procedure's 404) and the carried filters. */
function filtrosOf(url: URL, tramiteId: string | undefined): TramiteFiltros {
  if (!tramiteId || !/^\d{1,9}$/.test(tramiteId)) throw data({ que: 'tramite' }, { status: 404 });
  const nombre = url.searchParams.get('nombre')?.trim() || undefined;
  const estado = url.searchParams
    .getAll('estado')
    .concat(url.searchParams.getAll('estado[]'))
    .filter(Boolean);
  return { tramiteId: Number(tramiteId), nombre, estado, search: url.search };
}

const apiPath = (f: TramiteFiltros) => {
  const q = new URLSearchParams({ id: String(f.tramiteId), per_page: '-1' });
  if (f.nombre) q.set('nombre', f.nombre);
  for (const e of f.estado) q.append('estado', e);
  return `${publicTramitesModalidades.path}?${q}`;
};

/** The route's status is decided here (a thrown 404 in the render would lose what was missing). */
export async function loader({ params }: { params: { tramiteId?: string } }) {
  await read(filtrosOf(new URL(pageRequest().url), params.tramiteId));
  return null;
}

/** Without filters a 404 is the procedure's; with filters from a link it only means "nothing matches". */
async function read(filtros: TramiteFiltros): Promise<TramiteModalidadesResponse | null> {
  if (!filtros.nombre && !filtros.estado.length)
    return readApi<TramiteModalidadesResponse>(apiPath(filtros), { que: 'tramite' });
  const answer = await readApiPart<TramiteModalidadesResponse>(apiPath(filtros));
  if (answer.ok) return answer.body;
  if (answer.status === 404 || answer.status === 400) return null;
  throw data(null, { status: 503, statusText: 'Service Unavailable' });
}

export default async function TramitePage({ params }: { params: { tramiteId?: string } }) {
  const filtros = filtrosOf(new URL(pageRequest().url), params.tramiteId);
  return <TramiteView filtros={filtros} data={await read(filtros)} origin={pageOrigin()} />;
}
