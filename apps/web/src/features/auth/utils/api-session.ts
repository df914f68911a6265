import type { ApiSession } from '../../../lib/api-client.ts';
import { clearAuthState, readTokens, readUserClaims } from './auth-storage.ts';
import { saveLogoutIdTokenHint } from './login-session.ts';

/**
 * The signed-in session as the API client sees it: the stored access token and the user's name
 * from its claims; a 401 forgets the tokens and keeps the id token as the hint of /logout.
 */
export const authApiSession: ApiSession = {
  readCredentials: () => {
    const tokens = readTokens();
    return { accessToken: tokens?.accessToken ?? null, username: readUserClaims(tokens).username };
  },
  endSession: () => {
    const idToken = readTokens()?.idToken;
    if (idToken) saveLogoutIdTokenHint(idToken);
    clearAuthState();
  },
};
