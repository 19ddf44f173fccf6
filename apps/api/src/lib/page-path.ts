/**
 * Which paths are pages (rendered by the web app) and what to do with a page path that is not valid
 * percent-encoded UTF-8 (`/%FF`, `/%C0%AF`).
 */

/** Paths answered by the API (JSON, PDF, files): everything else that is not a file is a page. */
export const API_PREFIXES = ['/api/', '/pdf/', '/documentos/'];

/**
 * Double slashes in a page's path are collapsed (spec §2), with a redirect before rendering. The router
 * ignores them when it matches (`ignoreDuplicateSlashes`), so a light page's route sees them too.
 */
export const collapseSlashes = (url: string) => url.replace(/^([^?]*)/, (p) => p.replace(/\/{2,}/g, '/'));

const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix));

/** A run of percent-escapes (the bytes of one or more characters). */
const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * The router refuses a path it cannot decode before any route is tried (Fastify's FST_ERR_BAD_URL,
 * answered 400 by `frameworkErrors`). For a page that address is simply one the portal does not have:
 * each run of escapes that is not valid UTF-8 is written again as what a browser shows for it (the
 * replacement character, U+FFFD, encoded), so the request reaches the page renderer and gets the
 * Spanish 404 page. Valid escapes, the query and API paths (which keep their JSON 400) are untouched.
 */
export function repairPagePath(url: string): string {
  const question = url.indexOf('?');
  const path = question === -1 ? url : url.slice(0, question);
  if (isApiPath(path)) return url;
  const repaired = path.replace(ESCAPES, (run) => {
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      const bytes = Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16));
      return encodeURIComponent(new TextDecoder().decode(bytes));
    }
  });
  return repaired === path ? url : repaired + (question === -1 ? '' : url.slice(question));
}
