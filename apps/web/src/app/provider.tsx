import { MantineProvider } from '@mantine/core';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import 'dayjs/locale/pt-br';
import { useState, type ReactNode } from 'react';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../lib/notifications.ts';
import { createQueryClient } from './query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** `test` turns Mantine transitions and portals off (component tests). */
  env?: 'default' | 'test';
};

/**
 * Date pickers in Brazilian Portuguese, weeks starting on Sunday. Weekends are not painted red:
 * Mantine's red-6 day numbers fall below 4.5:1 on white.
 */
const DATES_SETTINGS: DatesProviderSettings = {
  locale: 'pt-br',
  firstDayOfWeek: 0,
  weekendDays: [],
};

/** Theme, dates locale, toasts and server-state cache around the whole app (and around tests). */
export function AppProvider({ children, queryClient, env = 'default' }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <Notifications
        position="top-right"
        autoClose={NOTIFICATION_AUTO_CLOSE_MS}
        transitionDuration={200}
      />
      <DatesProvider settings={DATES_SETTINGS}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
