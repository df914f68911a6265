import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';

export const LOGIN_ERROR_MESSAGE = 'Erro ao processar login.';

/** What a failed sign-in leaves on screen (the toast goes away after 5 s; this stays). */
export function LoginError() {
  return (
    <Stack gap="md">
      <Alert color="red" title={LOGIN_ERROR_MESSAGE}>
        Não foi possível concluir o login. Tente entrar novamente.
      </Alert>
      <Button component={Link} to="/login" replace>
        Entrar novamente
      </Button>
    </Stack>
  );
}
