'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import s from './paneles.module.css';

export interface Panel {
  id: string;
  label: string;
  /** The panel's content, rendered by the server. */
  content: ReactNode;
}

/**
 * The modality's panels ("Más información", "Requisitos de la solicitud", "Otros requisitos"): buttons
 * that show one panel at a time (pressed again, none). Until the page's code runs — and without
 * JavaScript — every panel is shown, one after the other, with its heading. A link or button elsewhere
 * with `data-panel="<id>"` opens that panel and moves focus to its heading.
 */
export function Paneles({
  panels,
  initial,
  after,
}: {
  panels: Panel[];
  initial: string;
  /** Controls placed after the panels' buttons, in the same group (the "Comentar" link). */
  after?: ReactNode;
}) {
  // false in the server's HTML and while hydrating (every panel shown), true once the code runs.
  const live = useHydrated();
  const [open, setOpen] = useState<string | null>(initial);
  const focusPending = useRef(false);
  const heading = useRef<HTMLHeadingElement | null>(null);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [open]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-panel]') : null;
      const id = link?.dataset.panel;
      if (!id || !panels.some((p) => p.id === id)) return;
      event.preventDefault();
      focusPending.current = true;
      setOpen((current) => {
        if (current === id) {
          // Already open: focus moves now, no state change will run the effect.
          focusPending.current = false;
          heading.current?.focus();
          heading.current?.scrollIntoView({ block: 'start' });
        }
        return id;
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [panels]);

  return (
    <>
      <div role="group" aria-label="Secciones de la modalidad" className={s.buttons}>
        {panels.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={open === p.id}
            aria-controls={live && open === p.id ? `panel-${p.id}` : undefined}
            data-pressed={open === p.id ? '' : undefined}
            onClick={() => setOpen(open === p.id ? null : p.id)}
          >
            {p.label}
          </button>
        ))}
        {after}
      </div>
      {panels.map((p) => {
        const shown = !live || open === p.id;
        return (
          <section
            key={p.id}
            id={`panel-${p.id}`}
            aria-labelledby={`panel-${p.id}-title`}
            hidden={!shown}
            className={s.panel}
          >
            <h2
              id={`panel-${p.id}-title`}
              tabIndex={-1}
              ref={live && open === p.id ? heading : undefined}
              className={s.title}
            >
              {p.label}
            </h2>
            {p.content}
          </section>
        );
      })}
    </>
  );
}
