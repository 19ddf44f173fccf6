/**
 * Renders a component as the app does: Mantine with the app's theme and its toasts (`env="test"`: no
 * transitions), a query client, the runtime configuration and a memory router at `path` (its location
 * is readable through `location()`).
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction, type Location } from 'react-router';
import { cssVariablesResolver, theme } from '../src/app/theme';
import { RuntimeConfigProvider } from '../src/config/runtime-config';
import { configureApiClient } from '../src/lib/api-client';

/** The API bases are relative: requests go to the page's origin (the test's real server, when one runs). */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  apiBases: { registro: '', regulacion: '', admin: '', general: '' },
  branding: { nombre: 'Registro Nacional de Trámites', nombreCorto: 'RNT', institucion: 'OMR' },
  contacto: { direccion: 'San Salvador', telefono: '+503 2592-0000', correo: 'info@omr.gob.sv' },
  redesSociales: [],
  enlaces: { videoAyuda: 'https://www.youtube.com/watch?v=rnt-ayuda', loginAdministracion: '/admin/login' },
  avisoDatosDemostracion: null,
};

/**
 * `loader`: the route's own loader (the home's reads the search from the URL); the component appears
 * once it has answered (`findBy…`).
 */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', loader }: { path?: string; loader?: LoaderFunction } = {},
) {
  configureApiClient(TEST_RUNTIME_CONFIG);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let current: Location | undefined;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: ui,
        ...(loader ? { loader } : {}),
      },
    ],
    { initialEntries: [path] },
  );
  router.subscribe((state) => (current = state.location));
  current = router.state.location;
  const result = render(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <QueryClientProvider client={client}>
        <MantineProvider env="test" theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <Notifications />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>,
  );
  return { ...result, router, location: () => current! };
}
