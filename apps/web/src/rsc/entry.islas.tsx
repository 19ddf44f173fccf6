/**
 * The light pages' only script (decisions 034 and 035): each `<rnt-isla>` the server rendered (`isla.tsx`)
 * is hydrated as a root of its own — by Preact, which this build puts where `react` is imported
 * (`vite.pages.config.ts`) — from its module's export, its props and its id prefix (`useIslaId`); what
 * only displays stays the server's HTML, with no code. Each island's module is a chunk of its own, loaded
 * when the page has that island, but for the frame's islands, which share one (decision 036).
 * `<html data-hydrated>` says every island has hydrated (the browser tests wait for it).
 */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { guardarClicsHasta } from './clics-tempranos';
import { MarcaHidratada, RANURA } from './isla-comun';
// The views' stylesheets: with the islands' own, the one stylesheet every page links (vite.pages.config.ts).
import './views/base.css';
import.meta.glob('./views/*.module.css', { eager: true });

// From here on the parts meant for browsers without JavaScript are hidden (`html[data-js]` in the CSS).
document.documentElement.dataset.js = '';

// A tap on a control before its code is alive is made again once the page has hydrated (clics-tempranos.ts).
let vivo = () => {};
guardarClicsHasta(window, new Promise<void>((r) => (vivo = r)));

const modulos = import.meta.glob<Record<string, ComponentType<object>>>('./islands/*.tsx');
const porNombre = new Map(
  Object.entries(modulos).map(([ruta, cargar]) => [
    ruta.slice(ruta.lastIndexOf('/') + 1, -'.tsx'.length),
    cargar,
  ]),
);

/** The props' JSON back to props: each slot is the server's HTML of that element, kept as it is. */
function revivir(valor: unknown, ranuras: Map<string, string>): unknown {
  if (Array.isArray(valor)) return valor.map((v) => revivir(v, ranuras));
  if (valor && typeof valor === 'object') {
    if (RANURA in valor) {
      const n = String((valor as Record<string, unknown>)[RANURA]);
      return createElement('rnt-ranura', {
        key: n,
        'data-n': n,
        style: { display: 'contents' },
        dangerouslySetInnerHTML: { __html: ranuras.get(n) ?? '' },
        suppressHydrationWarning: true,
      });
    }
    return Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, revivir(v, ranuras)]));
  }
  return valor;
}

const hidratadas = new WeakSet<HTMLElement>();

/**
 * Each island hydrates in a task of its own, one after the other: Preact hydrates a root in one go, so the
 * browser paints and answers input between two islands, never after all of them.
 */
let cola = Promise.resolve();
const suTurno = () => (cola = cola.then(() => new Promise<void>((r) => setTimeout(r, 0))));

function hidratar(el: HTMLElement): Promise<void> {
  hidratadas.add(el);
  const [modulo = '', exportado = ''] = (el.dataset.isla ?? '').split('#');
  const cargar = porNombre.get(modulo);
  if (!cargar) return Promise.reject(new Error(`isla desconocida: ${modulo}`));
  // This island's own slots (not those of an island inside it), read before anything hydrates; those it
  // does not show yet came beside it in a template (isla.tsx).
  const plantilla = el.nextElementSibling;
  const ocultas =
    plantilla instanceof HTMLTemplateElement && plantilla.dataset.ranurasDe === el.dataset.id
      ? [...plantilla.content.children].filter((r): r is HTMLElement => r.localName === 'rnt-ranura')
      : [];
  const ranuras = new Map(
    [...el.querySelectorAll<HTMLElement>('rnt-ranura')]
      .filter((r) => r.closest('rnt-isla') === el)
      .concat(ocultas)
      .map((r) => [r.dataset.n ?? '', r.innerHTML]),
  );
  const props = revivir(JSON.parse(el.dataset.props ?? '{}'), ranuras) as object;
  return cargar().then((m) =>
    suTurno().then(
      () =>
        new Promise<void>((listo) => {
          // Each island says it is alive (`data-vivo`); the page, once every island is.
          const alHidratar = () => {
            el.dataset.vivo = '';
            listo();
          };
          const C = m[exportado];
          if (!C) throw new Error(`isla desconocida: ${modulo}#${exportado}`);
          try {
            hydrateRoot(
              el,
              createElement(MarcaHidratada, {
                prefijo: el.dataset.id ?? '',
                alHidratar,
                children: createElement(C, props),
              }),
            );
          } catch (error) {
            // An island that fails is said on the console; the others, and the page's mark, go on.
            console.error(modulo, error);
            alHidratar();
          }
        }),
    ),
  );
}

const islasEn = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('rnt-isla')];

void Promise.allSettled(islasEn(document).map(hidratar)).then((hechas) => {
  for (const h of hechas) if (h.status === 'rejected') console.error(h.reason);
  document.documentElement.dataset.hydrated = '';
  vivo();
});

// A slot an island shows later (a report's other view) is the server's HTML put in place: the islands in it
// come alive then.
new MutationObserver((cambios) => {
  for (const cambio of cambios)
    for (const nodo of cambio.addedNodes)
      if (nodo instanceof HTMLElement)
        for (const el of nodo.localName === 'rnt-isla' ? [nodo] : islasEn(nodo))
          if (!hidratadas.has(el)) void hidratar(el).catch((error: unknown) => console.error(error));
}).observe(document.body, { childList: true, subtree: true });
