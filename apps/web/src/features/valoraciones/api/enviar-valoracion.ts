import type { ValoracionBody } from '@rnt/contract/valoraciones';
import { VALORACIONES_PUBLIC_PATH } from '@rnt/contract/valoraciones-textos';
import { apiRequest } from '../../../lib/api-client';

/**
 * `postPublicValoraciones`, called by its path constant: a Sí/No answer or a problem report about one page.
 * A plain call (no query library mutation, no endpoint object): the widget at the foot of every page is in
 * every first paint (issue 21 budget).
 */
export const enviarValoracion = (body: ValoracionBody) =>
  apiRequest<{ message: string }>(VALORACIONES_PUBLIC_PATH, { method: 'POST', body });
