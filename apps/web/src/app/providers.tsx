import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { RuntimeConfigProvider } from '../config/runtime-config';
import { cssVariablesResolver, theme } from './theme';

// Toasts are drawn by a component that is not needed for the first paint: it loads right after it.
// `notifications.show()` only fills a store, so a toast asked for earlier still shows once it is here.
const Notifications = lazy(() => import('./notifications'));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

export function Providers({
  config,
  router,
}: {
  config: RuntimeConfig;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <Suspense fallback={null}>
            <Notifications />
          </Suspense>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
