import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';

/** Any address the app does not know. */
export function NotFoundRoute() {
  return (
    <Stack gap="md">
      <PageTitle>Página não encontrada</PageTitle>
      <Text>O endereço acessado não existe ou foi removido.</Text>
      <Button component={Link} to="/projects">
        Voltar para Projetos
      </Button>
    </Stack>
  );
}
