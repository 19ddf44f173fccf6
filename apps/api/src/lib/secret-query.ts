/**
 * Which query parameters carry a secret: a complaint's tracking code travels in the query of
 * `GET /api/public_tramites/denuncias/seguimiento` and of `/seguimiento` (decision 017), and the change
 * alerts' tokens in `/suscripciones/confirmar`, `/suscripciones/baja` and the one-click
 * `POST /api/public/suscripciones/baja` (decision 033). The request log
 * must not keep it and no cache may store a page that shows its answer.
 *
 * Decided on the query as the server parses it, never on its literal text: the server decodes names
 * (`c%6Fdigo=` and `codigo=` are one parameter to the router and to the page), so a check on the text
 * `codigo=` would let an encoded name through. Names are compared without regard to case: a name the
 * router does not take (`CODIGO`) is still hidden, which costs nothing.
 */

// `token`: the links of the change alerts' mails (confirmation, unsubscribe; decision 033).
const SECRET_PARAMETERS = new Set(['codigo', 'token']);

/** The name of one `name=value` piece of a query, decoded as the server decodes it (`%xx`, `+`). */
function decodedName(piece: string): string {
  const equals = piece.indexOf('=');
  const raw = equals === -1 ? piece : piece.slice(0, equals);
  // URLSearchParams decodes as the query parser does and never throws (invalid `%` sequences become U+FFFD).
  const [first] = new URLSearchParams(`${raw}=`).keys();
  return first ?? '';
}

const isSecret = (piece: string) => SECRET_PARAMETERS.has(decodedName(piece).toLowerCase());

/** The query of a request URL (after the first `?`), without a fragment. */
function queryOf(url: string): { path: string; query: string | null } {
  const question = url.indexOf('?');
  if (question === -1) return { path: url, query: null };
  const hash = url.indexOf('#', question);
  return { path: url.slice(0, question), query: url.slice(question + 1, hash === -1 ? undefined : hash) };
}

/** The URL carries a secret parameter (its response is one person's: never stored). */
export function carriesSecret(url: string): boolean {
  const { query } = queryOf(url);
  return query !== null && query.split('&').some(isSecret);
}

/** '/seguimiento?folio=RNT-2026-000001&c%6Fdigo=7KQM-4X9T-R2HW' → '…&c%6Fdigo=[oculto]'. */
export function redactSecrets(url: string): string {
  const { path, query } = queryOf(url);
  if (query === null || !query.split('&').some(isSecret)) return url;
  const pieces = query.split('&').map((piece) => {
    if (!isSecret(piece)) return piece;
    const equals = piece.indexOf('=');
    return `${equals === -1 ? piece : piece.slice(0, equals)}=[oculto]`;
  });
  return `${path}?${pieces.join('&')}`;
}
