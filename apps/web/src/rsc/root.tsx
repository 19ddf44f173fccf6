import { Outlet } from 'react-router';
import { PaginaUtil } from './islands/pagina-util';
import { ErrorView } from './views/error-view';
import { Shell } from './views/shell';

export function Layout({ children }: { children: React.ReactNode }) {
  return <Shell>{children}</Shell>;
}

export default function Root() {
  return (
    <>
      <Outlet />
      <PaginaUtil />
    </>
  );
}

/** A page whose data does not exist (404) or could not be read (503), in Spanish, inside the shell. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorView error={error} />;
}
