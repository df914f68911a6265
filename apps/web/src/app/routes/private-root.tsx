import { Outlet } from 'react-router';
import { PrivateLayout } from '../../components/layouts/private-layout.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';
import { useAuthSession } from '../../features/auth/hooks/use-auth-session.ts';
import { useIsEditor } from '../../features/auth/hooks/use-is-editor.ts';
import { useTokenRenewal } from '../../features/auth/hooks/use-token-renewal.ts';

function SignedInShell() {
  useTokenRenewal();
  // Loads GET /v1/me once per session: it fills the cache useIsEditor reads, and a token the
  // server no longer accepts ends the session at once (401 → /logout) instead of on first use.
  useMe();
  const { isEditor } = useIsEditor();
  const session = useAuthSession();
  return (
    <PrivateLayout userLabel={session.displayName ?? 'Usuário'} isEditor={isEditor}>
      <Outlet />
    </PrivateLayout>
  );
}

/** Every private route: the sign-in guard, silent renewal and the top-bar layout. */
export function PrivateRoot() {
  return (
    <RequireAuth>
      <SignedInShell />
    </RequireAuth>
  );
}
