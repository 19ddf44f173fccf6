/**
 * The real API for component tests that fetch: apps/api/src/server.ts, started once for the project by
 * global-setup.ts on a private copy of the seeded PGlite database, with the page's origin set to it so the
 * app's relative `/api/...` requests reach it. Nothing of the API is mocked.
 */
import { inject } from 'vitest';

export interface RealApi {
  url: string;
}

/** The project's real API; the test file's page is on its origin from now on. */
export function useRealApi(): RealApi {
  const url = inject('realApiUrl');
  // happy-dom resolves relative URLs, and refuses cross-origin reads, against the page's URL.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${url}/`);
  return { url };
}
