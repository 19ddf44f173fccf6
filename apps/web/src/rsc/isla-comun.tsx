/**
 * What the server's island wrapper (`isla.tsx`) and the browser's entry (`entry.islas.tsx`) share: the
 * slot marker of the props' JSON and the component both render around an island, so that its tree is the
 * same on both sides.
 */
import { useEffect, type ReactNode } from 'react';

/** In an island's props JSON, `{ [RANURA]: n }` stands for the element rendered in `<rnt-ranura data-n>`. */
export const RANURA = '$ranura';

/**
 * Around every island: in the browser, tells the entry that this island's first render is committed
 * (the page is "hydrated" when every island is, `<html data-hydrated>`). It renders its child alone, and
 * calls no `useId`: the island's ids are the same with or without it.
 */
export function MarcaHidratada({ children, alHidratar }: { children: ReactNode; alHidratar?: () => void }) {
  useEffect(() => alHidratar?.(), [alHidratar]);
  return children;
}
