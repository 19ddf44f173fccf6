import { configJson } from '@rnt/contract/endpoints/config';
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import { Outlet } from 'react-router';
import { pageRequest, readApi } from './page-data';
import { PaginaUtil } from './islands/pagina-util';
import { ErrorView } from './views/error-view';
import { Shell } from './views/shell';

export async function Layout({ children }: { children: React.ReactNode }) {
  const config = await readApi<RuntimeConfig>(configJson.path);
  return (
    <Shell config={config}>
      {/* The server components' stylesheet, once per page (vite.rsc.config.ts: one file, no per-component links). */}
      {import.meta.viteRsc.loadCss()}
      {children}
    </Shell>
  );
}

export default function Root() {
  return (
    <>
      <Outlet />
      {/* Only the page's address travels: the island needs no router to know where it is. */}
      <PaginaUtil ruta={new URL(pageRequest().url).pathname} />
    </>
  );
}

/** A page whose data does not exist (404) or could not be read (503), in Spanish, inside the shell. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const { pathname, search } = new URL(pageRequest().url);
  return <ErrorView error={error} retry={pathname + search} />;
}
