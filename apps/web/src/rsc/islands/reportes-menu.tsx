'use client';
import { COOKIE_REPORTES_MENU, STORAGE_KEY_SIDEBAR } from '@rnt/contract/constants';
import { useEffect, useId, useState, type ReactNode } from 'react';
import s from './reportes-menu.module.css';

/** Where the side menu fits beside the report; on a narrower screen it starts closed, the report first. */
const WIDE = '(min-width: 62em)';

function stored(): boolean | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY_SIDEBAR);
    return value === 'true' ? true : value === 'false' ? false : null;
  } catch {
    return null;
  }
}

function store(open: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY_SIDEBAR, JSON.stringify(open));
  } catch {
    // Storage refused (private mode): the cookie still carries the choice.
  }
  document.cookie = `${COOKIE_REPORTES_MENU}=${open ? 'abierto' : 'cerrado'}; path=/reportes; max-age=31536000; samesite=lax`;
}

/**
 * The /reportes frame: its heading, a button that opens and closes the side menu of the reports (its
 * state kept in the browser: local storage, and a cookie the server reads so the page arrives as it was
 * left), the menu (server-rendered links) and the report beside it, or under it on a phone. Without a
 * choice the stylesheet decides (open where it fits); without JavaScript the menu follows the report on a
 * phone.
 */
export function ReportesMenu({
  menu,
  inicial,
  children,
}: {
  menu: ReactNode;
  /** The state the cookie carried, or null when the reader never chose. */
  inicial: boolean | null;
  children: ReactNode;
}) {
  const menuId = useId();
  const [open, setOpen] = useState<boolean | null>(inicial);
  useEffect(() => {
    const choice = stored();
    if (choice !== null) {
      setOpen(choice);
      if (choice !== inicial) store(choice);
      return;
    }
    if (inicial !== null) return;
    const wide = matchMedia(WIDE);
    setOpen(wide.matches);
    const follow = () => setOpen((o) => (stored() === null ? wide.matches : o));
    wide.addEventListener('change', follow);
    return () => wide.removeEventListener('change', follow);
  }, [inicial]);
  return (
    <>
      <div className={s.head}>
        <h1>Reportes</h1>
        <button
          type="button"
          className={`${s.toggle} con-js`}
          aria-expanded={open ?? undefined}
          aria-controls={menuId}
          onClick={() => {
            const next = !open;
            setOpen(next);
            store(next);
          }}
        >
          <span aria-hidden="true" className={s.icon}>
            {open ? '⟨' : '☰'}
          </span>
          Menú de reportes
        </button>
      </div>
      <div className={s.body} data-open={open || undefined} data-auto={open === null || undefined}>
        <nav id={menuId} aria-label="Reportes" hidden={open === false} className={s.menu}>
          {menu}
        </nav>
        <div className={s.content}>{children}</div>
      </div>
    </>
  );
}
