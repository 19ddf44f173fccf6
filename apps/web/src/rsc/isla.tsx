/**
 * An island on the server (decision 034): a `'use client'` component rendered by a React render of its own,
 * inside `<rnt-isla>`, with what the browser needs to hydrate it as a root of its own (`entry.islas.tsx`):
 * the module and export (`data-isla`), its props as JSON (`data-props`) and its `useId` prefix (`data-id`).
 * Props that are elements (a panel's content, the phone menu's links) travel as slots: the server renders
 * them inside `<rnt-ranura data-n>`, the JSON says `{"$ranura": n}`, and the browser keeps that HTML as it is
 * (an island inside a slot is an island of its own). The build wraps every exported component of a
 * `'use client'` module with `isla()` (`vite-islas.ts`); inside an island, another island renders as itself.
 */
import { createContext, isValidElement, useContext, useId, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server.node';
import { htmlEntero } from './html-entero';
import { MarcaHidratada, RANURA } from './isla-comun';

/** True inside an island's own render: an island there is part of its parent's code, not a root. */
const DentroDeIsla = createContext(false);

/** A slot: the element as the server renders it, inside its marker (`n`: its number in its island). */
const ranura = (n: number, element: ReactNode) => (
  <rnt-ranura key={n} data-n={n} style={{ display: 'contents' }}>
    <DentroDeIsla.Provider value={false}>{element}</DentroDeIsla.Provider>
  </rnt-ranura>
);

/**
 * Element props replaced by slots: the server's element tree, and the JSON the browser receives. `elementos`
 * collects each slot's element, by number.
 */
function conRanuras(value: unknown, elementos: ReactNode[]): [unknown, unknown] {
  if (isValidElement(value)) {
    const n = elementos.push(value) - 1;
    return [ranura(n, value), { [RANURA]: n }];
  }
  if (Array.isArray(value)) {
    const pares = value.map((v) => conRanuras(v, elementos));
    return [pares.map((p) => p[0]), pares.map((p) => p[1])];
  }
  if (value && typeof value === 'object') {
    const servidor: Record<string, unknown> = {};
    const json: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) [servidor[k], json[k]] = conRanuras(v, elementos);
    return [servidor, json];
  }
  return [value, value];
}

/** The numbers of the slots an island's HTML holds itself (not those of the islands inside it). */
function ranurasPropias(html: string): Set<number> {
  const propias = new Set<number>();
  let profundidad = 0;
  for (const m of html.matchAll(/<rnt-isla\b|<\/rnt-isla>|<rnt-ranura data-n="(\d+)"/g)) {
    if (m[0] === '<rnt-isla') profundidad++;
    else if (m[0] === '</rnt-isla>') profundidad--;
    else if (profundidad === 0) propias.add(Number(m[1]));
  }
  return propias;
}

/** The island's own render, awaited whole (the page is sent once it is all rendered). */
const htmlDe = async (node: ReactNode, identifierPrefix: string) =>
  (await htmlEntero(node, { identifierPrefix })).toString();

async function Raiz({
  id,
  prefijo,
  C,
  props,
}: {
  id: string;
  prefijo: string;
  C: ComponentType<object>;
  props: object;
}) {
  const elementos: ReactNode[] = [];
  const [servidor, json] = conRanuras(props, elementos);
  const isla = (
    <DentroDeIsla.Provider value={true}>
      <MarcaHidratada prefijo={prefijo}>
        <C {...(servidor as object)} />
      </MarcaHidratada>
    </DentroDeIsla.Provider>
  );
  // An island is the browser's code, synchronous; only a slot may hold a server component that reads (the
  // report inside the reports' menu), which needs the streaming render. Without slots, the string render:
  // no stream, no bytes encoded to be decoded again.
  const html = elementos.length
    ? await htmlDe(isla, prefijo)
    : renderToString(isla, { identifierPrefix: prefijo });
  // The slots the island did not render now (a report's other views) travel beside it, inert, for the
  // browser to show when the island does. A slot's marker opens `<rnt-ranura data-n="n"`; one of an island
  // inside a slot is inside that island's `<rnt-isla>`, which this search skips.
  const propias = ranurasPropias(html);
  const ocultas = elementos.flatMap((e, n) => (propias.has(n) ? [] : [ranura(n, e)]));
  const texto = JSON.stringify(json);
  return (
    <>
      <rnt-isla
        data-isla={id}
        data-id={prefijo}
        data-props={texto === '{}' ? undefined : texto}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {ocultas.length > 0 && (
        <template
          data-ranuras-de={prefijo}
          dangerouslySetInnerHTML={{ __html: await htmlDe(<>{ocultas}</>, `${prefijo}o`) }}
        />
      )}
    </>
  );
}

function RaizConId(p: { id: string; C: ComponentType<object>; props: object }) {
  return <Raiz {...p} prefijo={useId()} />;
}

/**
 * `C` as an island named `id` ("módulo#Export"). Its `useId` prefix is this wrapper's `useId()`: the
 * island's place in the page's tree, the same on every render of the same page whatever order its reads
 * finish in (the page's ETag hashes its bytes).
 */
export function isla<P extends object>(id: string, C: ComponentType<P>): ComponentType<P> {
  // No hook but the context here: a component that calls `useId` changes its children's ids, and inside an
  // island the browser renders `C` itself, without this wrapper.
  function Isla(props: P): ReactNode {
    if (useContext(DentroDeIsla)) return <C {...props} />;
    return <RaizConId id={id} C={C as ComponentType<object>} props={props} />;
  }
  Isla.displayName = `Isla(${id})`;
  return Isla;
}
