import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { PublicOriginProvider } from '../config/public-origin';
import { RuntimeConfigProvider } from '../config/runtime-config';
import { cssVariablesResolver, theme } from './theme';

// Toasts are drawn by a component that is not needed for the first paint: it loads right after it.
// `notifications.show()` only fills a store, so a toast asked for earlier still shows once it is here.
const Notifications = lazy(() => import('./notifications'));

/** Everything around the classic app's router. */
export function Providers({
  config,
  origin,
  queryClient,
  children,
}: {
  config: RuntimeConfig;
  origin: string;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <RuntimeConfigProvider config={config}>
      <PublicOriginProvider origin={origin}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
            <Suspense fallback={null}>
              <Notifications />
            </Suspense>
            {children}
          </MantineProvider>
        </QueryClientProvider>
      </PublicOriginProvider>
    </RuntimeConfigProvider>
  );
}
