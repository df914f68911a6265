import { Alert, Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout.tsx';

function RouteErrorContent() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Erro não tratado na rota.', error);
  }, [error]);
  return (
    <Stack gap="md">
      <Alert color="red" title="Algo deu errado.">
        Ocorreu um erro inesperado ao exibir esta página.
      </Alert>
      <Button onClick={() => window.location.reload()}>Recarregar a página</Button>
    </Stack>
  );
}

/** Error boundary of the pages inside a layout (the layout stays). */
export function RouteError() {
  return <RouteErrorContent />;
}

/** Error boundary of the layouts themselves (falls back to the plain public layout). */
export function RootRouteError() {
  return (
    <PublicLayout>
      <RouteErrorContent />
    </PublicLayout>
  );
}
