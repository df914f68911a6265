import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { env } from '../../config/env.ts';

/** The page's one h1, also the browser tab title unless the page names the tab otherwise. */
export function PageTitle({ children, tabTitle }: { children: string; tabTitle?: string }) {
  useDocumentTitle(`${tabTitle ?? children} | ${env.productName}`);
  return (
    <Title order={1} mb="md">
      {children}
    </Title>
  );
}
