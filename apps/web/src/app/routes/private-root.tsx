import { Outlet } from 'react-router';
import { PrivateLayout } from '../../components/layouts/private-layout.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';
import { useAuthSession } from '../../features/auth/hooks/use-auth-session.ts';
import { useTokenRenewal } from '../../features/auth/hooks/use-token-renewal.ts';

function SignedInShell() {
  useTokenRenewal();
  const session = useAuthSession();
  const me = useMe(); // also warms the cache that useIsEditor reads
  const userDetail = me.data ? `${me.data.name ?? me.data.username}${me.data.isEditor ? ' · Editor' : ''}` : null;
  return (
    <PrivateLayout userLabel={session.displayName ?? 'Usuário'} userDetail={userDetail}>
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
