/**
 * What the server's island wrapper (`isla.tsx`) and the browser's entry (`entry.islas.tsx`) share: the
 * slot marker of the props' JSON and the component both render around an island, so that its tree is the
 * same on both sides.
 */
import { createContext, useContext, useEffect, useId, useState, type ReactNode } from 'react';

/** In an island's props JSON, `{ [RANURA]: n }` stands for the element rendered in `<rnt-ranura data-n>`. */
export const RANURA = '$ranura';

/**
 * The island's next id (`useIslaId`): its prefix (`data-id`) and how many ids its render has given. One
 * context for the server's render and one for the browser's: a component test renders both halves in one
 * process, and React warns when two renderers render the same context's provider.
 */
const IdsEnServidor = createContext<(() => string) | null>(null);
const IdsEnNavegador = createContext<(() => string) | null>(null);

/**
 * Around every island: gives its ids (`useIslaId`) and, in the browser, tells the entry that this island's
 * first render is committed (the page is "hydrated" when every island is, `<html data-hydrated>`).
 */
export function MarcaHidratada({
  children,
  prefijo,
  alHidratar,
}: {
  children: ReactNode;
  prefijo: string;
  alHidratar?: () => void;
}) {
  const [siguiente] = useState(() => {
    let n = 0;
    return () => `${prefijo}i${n++}`;
  });
  useEffect(() => alHidratar?.(), [alHidratar]);
  // Only the browser's render has `alHidratar`.
  const Ids = alHidratar ? IdsEnNavegador : IdsEnServidor;
  return <Ids.Provider value={siguiente}>{children}</Ids.Provider>;
}

/**
 * An id for an island's element (a label's `for`, an `aria-controls`), the same in the server's HTML and
 * in the browser's render: the island's prefix and the order of its render, which hydration repeats. The
 * server renders with React and the browser with Preact (decision 035), whose `useId`s differ; outside an
 * island (a component test) it is React's `useId`.
 */
export function useIslaId(): string {
  const enServidor = useContext(IdsEnServidor);
  const enNavegador = useContext(IdsEnNavegador);
  const propio = useId();
  const [id] = useState(() => (enServidor ?? enNavegador)?.() ?? propio);
  return id;
}
