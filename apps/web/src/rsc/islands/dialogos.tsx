'use client';
import { useEffect } from 'react';

/**
 * The dialogs of a light page (issue 30): native `<dialog>` elements the server rendered, opened by any
 * element with `data-dialogo="<id>"` (a button, or a link whose `href` leads to the same content for
 * browsers without JavaScript). One listener for the whole page, no code per dialog:
 * - opens with `showModal()` (the rest of the page inert, Escape closes), keeps Tab inside the dialog and
 *   gives focus back to the opener when it closes;
 * - a dialog opened from inside another one replaces it (one dialog at a time, as a view that moves):
 *   `data-volver` inside it goes back to the first one, on the control that opened it;
 * - `data-cerrar` closes the dialog it is in.
 */

interface Abierto {
  dialogo: HTMLDialogElement;
  /** The control that opened it, focused again when it closes. */
  opener: HTMLElement | null;
  /** The dialog it replaced, to go back to with `data-volver`. */
  anterior: Abierto | null;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function abrirDialogo(id: string, opener: HTMLElement | null, pila: { actual: Abierto | null }) {
  const dialogo = document.getElementById(id);
  if (!(dialogo instanceof HTMLDialogElement)) return false;
  const desde = opener?.closest('dialog');
  let anterior: Abierto | null = null;
  if (desde && pila.actual && pila.actual.dialogo === desde) {
    anterior = pila.actual;
    pila.actual = null; // closing the first one must not move focus back to the page
    desde.close();
  }
  pila.actual = { dialogo, opener, anterior };
  // "Volver…" only where there is somewhere to go back to.
  for (const b of dialogo.querySelectorAll('[data-volver]')) b.parentElement!.hidden = !anterior;
  dialogo.showModal();
  const primero =
    (anterior ? dialogo.querySelector<HTMLElement>('[data-volver]') : null) ??
    dialogo.querySelector<HTMLElement>(FOCUSABLE);
  primero?.focus();
  return true;
}

export function Dialogos() {
  useEffect(() => {
    const pila: { actual: Abierto | null } = { actual: null };

    const volver = () => {
      const actual = pila.actual;
      if (!actual?.anterior) return;
      const { anterior } = actual;
      pila.actual = null;
      actual.dialogo.close();
      pila.actual = anterior;
      anterior.dialogo.showModal();
      (actual.opener ?? anterior.dialogo.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    };

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const abre = target?.closest<HTMLElement>('[data-dialogo]');
      if (abre && !event.defaultPrevented) {
        if (abrirDialogo(abre.dataset.dialogo!, abre, pila)) event.preventDefault();
        return;
      }
      if (target?.closest('[data-volver]')) return volver();
      const cierra = target?.closest('[data-cerrar]');
      if (cierra) cierra.closest('dialog')?.close();
    };

    // A link standing for a button (role="button") opens with the space bar too.
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (event.key === ' ' && target?.matches('a[role="button"][data-dialogo]')) {
        event.preventDefault();
        target.click();
        return;
      }
      const actual = pila.actual;
      if (event.key !== 'Tab' || !actual?.dialogo.open) return;
      const items = [...actual.dialogo.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.getClientRects().length > 0,
      );
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = actual.dialogo.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };

    // Escape, the close button or `close()`: focus goes back to what opened the dialog (or what opened
    // the first dialog of a chain).
    const onClose = (event: Event) => {
      const actual = pila.actual;
      if (!actual || event.target !== actual.dialogo) return;
      pila.actual = null;
      let raiz: Abierto = actual;
      while (raiz.anterior) raiz = raiz.anterior;
      raiz.opener?.focus();
    };

    // A click on the backdrop (outside the dialog's box) closes it, as the classic modals did.
    const onPointer = (event: MouseEvent) => {
      const dialogo = pila.actual?.dialogo;
      if (!dialogo || event.target !== dialogo) return;
      const r = dialogo.getBoundingClientRect();
      const fuera =
        event.clientX < r.left ||
        event.clientX > r.right ||
        event.clientY < r.top ||
        event.clientY > r.bottom;
      if (fuera) dialogo.close();
    };

    document.addEventListener('click', onClick);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('close', onClose, true);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('close', onClose, true);
    };
  }, []);
  return null;
}
