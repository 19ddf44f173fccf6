import { configJson } from '@rnt/contract/endpoints/config';
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import type { ReactNode } from 'react';
import { pageAssets } from './page-assets';
import { pageRequest, prefetchApi, readApi } from './page-data';
import { PaginaUtil } from './islands/pagina-util';
import { ErrorView } from './views/error-view';
import { Shell } from './views/shell';

/** The shell's settings (`Layout`) are read beside the page's own data, not once the page has read it. */
export function loader() {
  prefetchApi(configJson.path);
  return null;
}

export async function Layout({ children }: { children: ReactNode }) {
  const config = await readApi<RuntimeConfig>(configJson.path);
  return (
    <Shell config={config}>
      {/* The pages' stylesheet, once per page (vite.pages.config.ts: the views' and islands' CSS in one file). */}
      {pageAssets().stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      {children}
    </Shell>
  );
}

export default function Root({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
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
