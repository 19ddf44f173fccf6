import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { fetchRuntimeConfig } from './config/runtime-config';
import { configureApiClient } from './lib/api-client';
import { collapseSlashes } from './lib/paths';

// Spec §2: double slashes in paths are collapsed, also on the very first load.
const initialPath = collapseSlashes(window.location.pathname);
if (initialPath !== window.location.pathname) {
  window.history.replaceState(null, '', initialPath + window.location.search + window.location.hash);
}

const root = createRoot(document.getElementById('root')!);
// The router starts loading the page's code (its lazy route) at once, while the configuration is fetched.
const router = createAppRouter();
try {
  const config = await fetchRuntimeConfig();
  configureApiClient(config);
  root.render(
    <StrictMode>
      <Providers config={config} router={router} />
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
