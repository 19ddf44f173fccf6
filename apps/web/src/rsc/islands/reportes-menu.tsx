'use client';
import { COOKIE_REPORTES_MENU, STORAGE_KEY_SIDEBAR } from '@rnt/contract/constants';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import s from './reportes-menu.module.css';
import { useIslaId } from '../isla-comun';

/** Where the side menu fits beside the report; on a narrower screen it starts closed, the report first. */
const WIDE = '(min-width: 62em)';

// The reader's choice in local storage, read as an external store: null while hydrating (the server's
// HTML), then what the browser holds; told when this page changes it.
const listeners = new Set<() => void>();
function subscribeStored(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY_SIDEBAR);
  } catch {
    return null;
  }
}
const unknown = () => null;

function subscribeWide(listener: () => void) {
  const query = matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
const isWide = () => matchMedia(WIDE).matches;

const cookieOf = (open: boolean) =>
  `${COOKIE_REPORTES_MENU}=${open ? 'abierto' : 'cerrado'}; path=/reportes; max-age=31536000; samesite=lax`;

function store(open: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY_SIDEBAR, JSON.stringify(open));
  } catch {
    // Storage refused (private mode): the cookie still carries the choice.
  }
  document.cookie = cookieOf(open);
  for (const listener of listeners) listener();
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
  const menuId = useIslaId();
  const raw = useSyncExternalStore(subscribeStored, storedChoice, unknown);
  const choice = raw === 'true' ? true : raw === 'false' ? false : null;
  const wide = useSyncExternalStore(subscribeWide, isWide, unknown);
  const open = choice ?? inicial ?? wide;
  // A choice kept only in local storage (before the cookie existed) is told to the server too.
  useEffect(() => {
    if (choice !== null && choice !== inicial) document.cookie = cookieOf(choice);
  }, [choice, inicial]);
  return (
    <>
      <div className={s.head}>
        <h1>Reportes</h1>
        <button
          type="button"
          className={`${s.toggle} con-js`}
          aria-expanded={open ?? undefined}
          aria-controls={menuId}
          onClick={() => store(!open)}
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
