import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { DemoNotice } from '../components/layout/demo-notice';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { collapseSlashes } from '../lib/paths';
import classes from './layout.module.css';

/**
 * Marks the app's first render done on `<html data-hydrated>` (effects run after it; the name is the light
 * pages' too, which do hydrate): every browser test waits
 * for it after loading a document (e2e/tests/helpers/fixtures.ts). The layout and its error boundary
 * (shown instead of it when the layout fails) both set it.
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

export function AppLayout() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  useHydratedMark();

  useEffect(() => {
    // Double slashes in paths are collapsed on every navigation…
    const collapsed = collapseSlashes(pathname);
    if (collapsed !== pathname) {
      void navigate(collapsed + search + hash, { replace: true });
      return;
    }
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    // …and the error and success messages of the previous screen are cleared.
    notifications.clean();
    // Screen readers start from the new page's heading (the main landmark when it has none). Focus
    // must not scroll: ScrollRestoration has put the new page at its top (or, going back, where it
    // was), and scrolling to the focused element would hide the title under the sticky header.
    const heading = main.current?.querySelector<HTMLElement>('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    (heading ?? main.current)?.focus({ preventScroll: true });
  }, [pathname, search, hash, navigate]);

  return (
    <div className={classes.shell}>
      <a href="#contenido" className={classes.skipLink}>
        Saltar al contenido principal
      </a>
      <SiteHeader />
      <DemoNotice />
      <main id="contenido" ref={main} tabIndex={-1} className={classes.content}>
        <Outlet />
      </main>
      <SiteFooter />
      {/* A new page opens at its top; back and forward restore the position the page had. */}
      <ScrollRestoration />
    </div>
  );
}
