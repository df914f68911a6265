import { Progress, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showErrorNotification } from '../../../lib/notifications.ts';
import { completeLogin } from '../utils/auth-flow.ts';
import { LOGIN_ERROR_MESSAGE, LoginError } from './login-error.tsx';

/** /auth/callback: trades the provider's code for tokens, then opens the app. */
export function AuthCallback() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [hasFailed, setHasFailed] = useState(false);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return; // a code can be used once; StrictMode runs effects twice
    hasStarted.current = true;
    completeLogin(new URLSearchParams(search)).then(
      (path) => navigate(path, { replace: true }),
      (error: unknown) => {
        showErrorNotification(LOGIN_ERROR_MESSAGE, error);
        setHasFailed(true);
      },
    );
  }, [search, navigate]);

  if (hasFailed) return <LoginError />;
  return (
    <Stack gap="md" role="status">
      <Title order={1} size="h3" ta="center">
        Processando Login...
      </Title>
      <Progress value={100} animated striped aria-label="Processando login" />
    </Stack>
  );
}
