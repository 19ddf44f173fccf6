/** Where a result card of the home search leads (Home behaviour). */
import { SEARCH_UNDERSTANDING_MESSAGES, type BusquedaTramitesParams } from './busqueda-tramites-rules';
import { MESSAGES } from './messages';
import { foundCount, NOUNS } from './plural';
import { REGISTERED_STATE_IDS } from './constants';

/**
 * The query a result card's link carries to the procedure page: the name and state filters.
 * No state chosen means 'Publicados', the registered states: carried as their ids, so the procedure
 * page lists the modalities the search counted rather than those of every state (issue 17, item 23).
 * "Mi municipio" goes along too (issue 31): the procedure page passes its query on to the modality
 * pages, whose "¿Dónde se hace?" shows her municipality's office first.
 */
export function procedureLinkQuery(params: BusquedaTramitesParams | null): string {
  const query = new URLSearchParams();
  if (params?.nombre) query.set('nombre', params.nombre);
  if (params?.estado) query.append('estado', params.estado);
  else for (const id of REGISTERED_STATE_IDS) query.append('estado', String(id));
  if (params?.municipio) query.set('municipio', params.municipio);
  return query.toString();
}

/**
 * What the home's status region says of a result set: its count and page, then what the search understood
 * (issue 19); an empty set says the specification's message. The classic home and the light one alike.
 */
export function resultsAnnouncement(listado: {
  total: number;
  current_page: number;
  last_page: number;
  vacio: boolean;
  parcial?: boolean;
  quiso_decir?: string | null;
}): string {
  if (listado.vacio) return MESSAGES.sinResultadosHome;
  return [
    `${foundCount(listado.total, NOUNS.tramite)}. Página ${listado.current_page} de ${listado.last_page}.`,
    listado.parcial ? `${SEARCH_UNDERSTANDING_MESSAGES.parcial}.` : '',
    listado.quiso_decir ? `${SEARCH_UNDERSTANDING_MESSAGES.quisoDecir} ${listado.quiso_decir}?` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
