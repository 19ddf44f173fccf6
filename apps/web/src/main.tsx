import '@mantine/core/styles.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createQueryClient, setBrowserQueryClient } from './app/route-data';
import { createAppRouter, routes } from './app/router';
import { deserializeRouteErrors, SSR_PAYLOAD_ID, type SsrPayload } from './app/ssr-payload';
import { fetchRuntimeConfig } from './config/runtime-config';
import { configureApiClient } from './lib/api-client';
import { collapseSlashes } from './lib/paths';

// Parts meant only for browsers without JavaScript (components/ui/without-javascript.tsx) hide now.
document.documentElement.dataset.js = '';

// Double slashes in paths are collapsed, also on the very first load.
const initialPath = collapseSlashes(window.location.pathname);
if (initialPath !== window.location.pathname) {
  window.history.replaceState(null, '', initialPath + window.location.search + window.location.hash);
}

const queryClient = createQueryClient();
setBrowserQueryClient(queryClient);
const container = document.getElementById('root')!;
const payloadElement = document.getElementById(SSR_PAYLOAD_ID);

if (payloadElement) {
  // Server-rendered page (decision record 015): the configuration, router state and data came with it.
  const payload = JSON.parse(payloadElement.textContent ?? '{}') as SsrPayload;
  configureApiClient(payload.config);
  hydrate(queryClient, payload.queries);
  // The matched pages' code must be here before hydrating, or the first render would differ.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const loaded = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
  );
  const router = createAppRouter({
    ...payload.router,
    errors: deserializeRouteErrors(payload.router.errors as never),
  });
  // In a transition, React hydrates in slices that yield to the browser (clicks, scrolling) instead of
  // one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Providers config={payload.config} origin={payload.origin} queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
} else {
  // Served without the server renderer (`npm run dev:web`): render in the browser as a plain SPA.
  const root = createRoot(container);
  try {
    const config = await fetchRuntimeConfig();
    configureApiClient(config);
    const router = createAppRouter();
    root.render(
      <StrictMode>
        <Providers config={config} origin={window.location.origin} queryClient={queryClient}>
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
}
