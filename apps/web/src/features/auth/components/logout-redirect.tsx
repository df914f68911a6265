import { Loader, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { startLogout } from '../utils/auth-flow.ts';
import { LOGIN_PATH } from '../utils/auth-urls.ts';

/** /logout: forgets the session and the cached server data, then signs out at the provider. */
export function LogoutRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    queryClient.clear();
    void startLogout().then((outcome) => {
      if (outcome === 'local') return navigate(LOGIN_PATH, { replace: true });
    });
  }, [queryClient, navigate]);

  return (
    <Stack align="center" gap="md" role="status">
      <Title order={1} size="h3">
        Redirecionando...
      </Title>
      <Loader aria-hidden="true" />
    </Stack>
  );
}
