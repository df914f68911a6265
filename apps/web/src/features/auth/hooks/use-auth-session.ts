import { useSyncExternalStore } from 'react';
import {
  checkIsAuthenticated,
  readAccessToken,
  readUserClaims,
  subscribeToAuthState,
  type UserClaims,
} from '../utils/auth-storage.ts';

export type AuthSession = UserClaims & {
  isAuthenticated: boolean;
  /** What the user menu shows: e-mail, else username. */
  displayName: string | null;
};

/** The current session, re-rendering whenever tokens are stored or cleared (in any tab). */
export function useAuthSession(): AuthSession {
  useSyncExternalStore(subscribeToAuthState, readAccessToken, () => null);
  const claims = readUserClaims();
  return {
    ...claims,
    isAuthenticated: checkIsAuthenticated(),
    displayName: claims.email ?? claims.username,
  };
}
