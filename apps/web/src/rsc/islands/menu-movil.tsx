'use client';
import { useRef, useState, type ReactNode } from 'react';
import s from './menu-movil.module.css';

/**
 * The phone's menu: a button that opens the navigation in a modal `<dialog>` (the browser traps focus,
 * closes it with Escape and the page behind is inert). Its links come rendered from the server as
 * `children`; this island adds only the button and the dialog's opening and closing. Without JavaScript
 * the footer holds every section.
 */
export function MenuMovil({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        ref={button}
        type="button"
        className={s.button}
        aria-label="Abrir menú de navegación"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
        }}
      >
        <span className={s.bars} aria-hidden="true" />
        Menú
      </button>
      <dialog
        ref={dialog}
        className={s.dialog}
        aria-labelledby="menu-movil-titulo"
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
        // A click on the backdrop closes it too (the browser's own light dismiss).
        {...{ closedby: 'any' }}
      >
        <div className={s.content}>
          <div className={s.top}>
            <h2 id="menu-movil-titulo" className={s.title}>
              Menú
            </h2>
            <button type="button" className={s.close} aria-label="Cerrar menú" onClick={close}>
              ×
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
