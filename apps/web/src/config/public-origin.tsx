import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * The portal's public origin (`PUBLIC_URL`, never the request's Host): the server renderer passes it
 * in the first HTML, so canonical links and structured data are the same on the server and in the
 * browser, and never read `window` while rendering.
 */
const PublicOriginContext = createContext<string>('');

export function PublicOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <PublicOriginContext.Provider value={origin}>{children}</PublicOriginContext.Provider>;
}

/** The absolute address of the page on screen, without its query: its canonical link. */
export function useCanonicalUrl(): string {
  const origin = useContext(PublicOriginContext);
  const { pathname } = useLocation();
  return origin + pathname;
}
