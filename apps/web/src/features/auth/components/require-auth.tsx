import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthSession } from '../hooks/use-auth-session.ts';
import { LOGIN_PATH } from '../utils/auth-urls.ts';
import { saveReturnPath } from '../utils/login-session.ts';

function RedirectToLogin({ returnPath }: { returnPath: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    saveReturnPath(returnPath);
    void navigate(LOGIN_PATH, { replace: true });
  }, [returnPath, navigate]);
  return null;
}

/** Private routes: without an unexpired token, remember the path and go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuthSession();
  const { pathname, search, hash } = useLocation();
  if (!isAuthenticated) return <RedirectToLogin returnPath={`${pathname}${search}${hash}`} />;
  return children;
}
