import { Box, Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { env } from '../../config/env.ts';
import { AppFooter } from './app-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Sign-in pages and the not-found page: plain coloured background, one centred card. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box bg="blue.9" mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        p="md"
        style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Card withBorder shadow="md" radius="md" p="xl" w="100%" maw={440}>
          <Text fw={700} size="lg" c="blue.9" ta="center" mb="md">
            {env.productName}
          </Text>
          {children}
        </Card>
      </Box>
      <Box component="footer">
        <AppFooter tone="inverse" />
      </Box>
    </Box>
  );
}
