import { Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showErrorNotification } from '../../../lib/notifications.ts';
import { loginWithSsoToken, startLogin } from '../utils/auth-flow.ts';
import { checkIsAuthenticated } from '../utils/auth-storage.ts';
import { consumeReturnPath } from '../utils/login-session.ts';
import { LOGIN_ERROR_MESSAGE, LoginError } from './login-error.tsx';

/**
 * /login. With `?token=` it takes the single-sign-on grant; signed in already, it opens the
 * app; otherwise it sends the browser to the identity provider.
 */
export function LoginRedirect() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [hasFailed, setHasFailed] = useState(false);
  const handledSearch = useRef<string | null>(null);

  useEffect(() => {
    if (handledSearch.current === search) return; // StrictMode runs effects twice
    handledSearch.current = search;
    setHasFailed(false);
    const fail = (error: unknown) => {
      showErrorNotification(LOGIN_ERROR_MESSAGE, error);
      setHasFailed(true);
    };
    const token = new URLSearchParams(search).get('token');
    if (token) {
      loginWithSsoToken(token).then((path) => navigate(path, { replace: true }), fail);
    } else if (checkIsAuthenticated()) {
      void navigate(consumeReturnPath(), { replace: true });
    } else {
      startLogin().catch(fail);
    }
  }, [search, navigate]);

  if (hasFailed) return <LoginError />;
  return (
    <Stack align="center" gap="md" role="status">
      <Title order={1} size="h3">
        Redirecionando...
      </Title>
      <Loader aria-hidden="true" />
    </Stack>
  );
}
