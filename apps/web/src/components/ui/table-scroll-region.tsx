/**
 * The frame of a data table that may be wider than the screen (issue 22): a named, keyboard-focusable
 * region (WCAG 1.4.10 lets tables scroll inside their own area, not the page) that scrolls sideways, with a
 * shadow on the side that hides columns and a visible hint shown only while the table is wider than its
 * frame. Its content can keep a caption in view with `classes.stickyCaption` (this file's CSS module).
 */
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import classes from './table-scroll-region.module.css';

export const TABLE_SCROLL_HINT = 'Deslice la tabla hacia los lados para ver todas las columnas.';

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
function useOverflowsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
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
  return [ref, overflows] as const;
}

export function TableScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const [ref, overflows] = useOverflowsSideways<HTMLDivElement>();
  const hintId = useId();
  return (
    <div className={classes.frame}>
      <p id={hintId} className={classes.hint} hidden={!overflows}>
        <IconArrowsHorizontal size={16} aria-hidden />
        {TABLE_SCROLL_HINT}
      </p>
      <div
        ref={ref}
        className={classes.region}
        role="region"
        aria-label={label}
        aria-describedby={overflows ? hintId : undefined}
        data-overflows={overflows || undefined}
        // Keyboard users scroll a table wider than the screen with the arrow keys once it has focus.
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}

export { classes as tableScrollClasses };
