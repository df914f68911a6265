import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { env } from '../../config/env.ts';

/** The page's one h1, also used as the browser tab title. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(`${children} | ${env.productName}`);
  return (
    <Title order={1} mb="md">
      {children}
    </Title>
  );
}
