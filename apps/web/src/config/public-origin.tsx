import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * The portal's public origin (`PUBLIC_URL` from the runtime configuration, never the request's Host), so
 * canonical links and structured data never read `window` while rendering.
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
