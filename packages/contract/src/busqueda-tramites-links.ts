/** Where a result card of the home search leads (Home behaviour). */
import type { BusquedaTramitesParams } from './busqueda-tramites-rules';
import { REGISTERED_STATE_IDS } from './constants';

/**
 * The query a result card's link carries to the procedure page: the name and state filters.
 * No state chosen means 'Publicados', the registered states: carried as their ids, so the procedure
 * page lists the modalities the search counted rather than those of every state (issue 17, item 23).
 */
export function procedureLinkQuery(params: BusquedaTramitesParams | null): string {
  const query = new URLSearchParams();
  if (params?.nombre) query.set('nombre', params.nombre);
  if (params?.estado) query.append('estado', params.estado);
  else for (const id of REGISTERED_STATE_IDS) query.append('estado', String(id));
  return query.toString();
}
