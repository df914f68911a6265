import { exchangeToken } from '../api/exchange-token.ts';
import { readExpiresAt, readTokens, storeTokens } from './auth-storage.ts';

/** Renew this long before the access token expires. */
export const RENEWAL_LEAD_MS = 60_000;

let renewal: Promise<boolean> | null = null;

/**
 * Milliseconds until the silent renewal is due (0 = now); null when there is nothing to renew
 * (no refresh token, or the session has already expired: the next sign-in takes over).
 */
export function computeRenewalDelay(now: number): number | null {
  const tokens = readTokens();
  if (!tokens?.refreshToken) return null;
  const expiresAt = readExpiresAt(tokens);
  if (expiresAt <= now) return null;
  return Math.max(0, expiresAt - RENEWAL_LEAD_MS - now);
}

/**
 * The refresh-token grant; stores the new tokens. Failure is ignored on purpose (the next 401
 * ends the session). Concurrent calls share one request. Resolves whether it renewed.
 */
export function renewTokens(): Promise<boolean> {
  if (renewal) return renewal;
  const refreshToken = readTokens()?.refreshToken;
  if (!refreshToken) return Promise.resolve(false);
  renewal = exchangeToken({ grant_type: 'refresh_token', refresh_token: refreshToken })
    .then((response) => {
      storeTokens(response);
      return true;
    })
    .catch((error: unknown) => {
      console.warn('Renovação silenciosa do token falhou.', error);
      return false;
    })
    .finally(() => {
      renewal = null;
    });
  return renewal;
}
