import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { DemoNotice } from '../components/layout/demo-notice';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { collapseSlashes } from '../lib/paths';
import classes from './layout.module.css';

export function AppLayout() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  useEffect(() => {
    // Spec §2: double slashes in paths are collapsed on every navigation…
    const collapsed = collapseSlashes(pathname);
    if (collapsed !== pathname) {
      void navigate(collapsed + search + hash, { replace: true });
      return;
    }
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    // …and the error and success messages of the previous screen are cleared.
    notifications.clean();
    // Move focus to the new page so screen readers start from its top.
    main.current?.focus();
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
    </div>
  );
}
