import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createQueryClient } from './app/route-data';
import { createAppRouter } from './app/router';
import { fetchRuntimeConfig } from './config/runtime-config';
import { configureApiClient } from './lib/api-client';
import { collapseSlashes } from './lib/paths';

/*
 * The classic app: the staff back office (`STAFF_PAGES`). The server sends the built index.html and the app
 * renders here, in the browser (issue 30): staff pages need a session, no search engine reads them and
 * nobody reads them without JavaScript, so there is nothing to render on the server.
 */

// Parts meant only for browsers without JavaScript (components/ui/without-javascript.tsx) hide now.
document.documentElement.dataset.js = '';

// Double slashes in paths are collapsed, also on the very first load.
const initialPath = collapseSlashes(window.location.pathname);
if (initialPath !== window.location.pathname) {
  window.history.replaceState(null, '', initialPath + window.location.search + window.location.hash);
}

const queryClient = createQueryClient();
const root = createRoot(document.getElementById('root')!);
try {
  const config = await fetchRuntimeConfig();
  configureApiClient(config);
  const router = createAppRouter();
  root.render(
    <StrictMode>
      <Providers
        config={config}
        // PUBLIC_URL (the canonical links' origin) as the server was configured, else this one.
        origin={(config.publicUrl ?? window.location.origin).replace(/\/+$/, '')}
        queryClient={queryClient}
      >
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
} catch {
  root.render(
    <main style={{ fontFamily: 'sans-serif', padding: 24 }}>
      <h1>El portal no está disponible</h1>
      <p>No se pudo cargar la configuración. Intente de nuevo en unos minutos.</p>
    </main>,
  );
}
