'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import s from './table-scroll.module.css';
import { useIslaId } from '../isla-comun';

const TABLE_SCROLL_HINT = 'Deslice la tabla hacia los lados para ver todas las columnas.';

/**
 * The frame of a data table that may be wider than the screen (issue 22): a named, keyboard-focusable
 * region (WCAG 1.4.10 lets a table scroll inside its own area, not the page) with a hint shown only while
 * the table is wider than its frame. The table comes rendered from the server as `children`.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const hintId = useIslaId();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={s.frame}>
      <p id={hintId} className={s.hint} hidden={!overflows}>
        <span aria-hidden="true">↔</span> {TABLE_SCROLL_HINT}
      </p>
      {/* Keyboard users scroll a table wider than the screen with the arrow keys once it has focus. */}
      <div
        ref={ref}
        className={s.region}
        role="region"
        aria-label={label}
        aria-describedby={overflows ? hintId : undefined}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
