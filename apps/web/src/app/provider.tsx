import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** `test` turns Mantine transitions and portals off (component tests). */
  env?: 'default' | 'test';
};

const NotificationsContainer = lazy(() => import('./notifications-container.tsx'));

/**
 * The toasts' container (Mantine's Notifications, its transitions and CSS) is not part of the
 * first screen: it loads when the first toast is shown and stays. Toasts wait in Mantine's store
 * meanwhile, so none is lost.
 */
function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [isWanted, setIsWanted] = useState(false);
  if (!isWanted && notifications.length + queue.length > 0) setIsWanted(true);
  return isWanted ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}

/** Theme, toasts and server-state cache around the whole app (and around tests). */
export function AppProvider({ children, queryClient, env = 'default' }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <DeferredNotifications />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
