/**
 * The folio and tracking code a citizen just received, carried from the comment form (a light page) to
 * `/seguimiento` (a document load) in the tab's session storage: never in the address (decision 017), and
 * read once.
 */
const KEY = 'rnt:seguimiento';

export interface ReciboSeguimiento {
  folio: string;
  codigo: string;
}

export function guardarRecibo(recibo: ReciboSeguimiento): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(recibo));
  } catch {
    // Storage refused (private mode, full): the tracking page opens empty, to be filled by hand.
  }
}

/** The receipt left by the form, removed as it is read; null when there is none. */
export function tomarRecibo(): ReciboSeguimiento | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const value = text ? (JSON.parse(text) as Partial<ReciboSeguimiento>) : null;
    return typeof value?.folio === 'string' && typeof value.codigo === 'string'
      ? { folio: value.folio, codigo: value.codigo }
      : null;
  } catch {
    return null;
  }
}
