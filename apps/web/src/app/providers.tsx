import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/es';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { RuntimeConfigProvider } from '../config/runtime-config';
import { cssVariablesResolver, theme } from './theme';

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
          <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
            <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
              <Notifications position="top-right" />
              <RouterProvider router={router} />
            </ModalsProvider>
          </DatesProvider>
        </MantineProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
