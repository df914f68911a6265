import type { TokenResponse } from '@camara-fria/contracts';
import { decodeJwt } from 'jose';

/** localStorage keys of the signed-in session (one browser profile = one session). */
export const AUTH_STORAGE_KEYS = {
  accessToken: 'camara-fria.auth.access-token',
  /** Epoch milliseconds, computed from `expires_in` when the token arrived. */
  expiresAt: 'camara-fria.auth.expires-at',
  idToken: 'camara-fria.auth.id-token',
  refreshToken: 'camara-fria.auth.refresh-token',
} as const;

export type AuthTokens = {
  accessToken: string;
  expiresAt: number;
  idToken: string | null;
  refreshToken: string | null;
};

export type UserClaims = {
  /** preferred_username, else email, else sub (id token first, then access token). */
  username: string | null;
  email: string | null;
};

const listeners = new Set<() => void>();

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the session changes, in this tab or (via `storage`) in another. */
export function subscribeToAuthState(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('camara-fria.auth.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Stores a token answer. An id or refresh token missing from the answer (usual for refresh
 * grants) keeps the one already stored.
 */
export function storeTokens(response: TokenResponse, now: number = Date.now()): void {
  localStorage.setItem(AUTH_STORAGE_KEYS.accessToken, response.access_token);
  localStorage.setItem(AUTH_STORAGE_KEYS.expiresAt, String(now + response.expires_in * 1000));
  if (response.id_token) localStorage.setItem(AUTH_STORAGE_KEYS.idToken, response.id_token);
  if (response.refresh_token) {
    localStorage.setItem(AUTH_STORAGE_KEYS.refreshToken, response.refresh_token);
  }
  notifyListeners();
}

/** Forgets the session (tokens only; the PKCE and return-path entries live in sessionStorage). */
export function clearAuthState(): void {
  for (const key of Object.values(AUTH_STORAGE_KEYS)) localStorage.removeItem(key);
  notifyListeners();
}

/** The stored tokens, whether or not they are still valid; null when there is no access token. */
export function readTokens(): AuthTokens | null {
  const accessToken = localStorage.getItem(AUTH_STORAGE_KEYS.accessToken);
  if (!accessToken) return null;
  const expiresAt = Number(localStorage.getItem(AUTH_STORAGE_KEYS.expiresAt));
  return {
    accessToken,
    expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0,
    idToken: localStorage.getItem(AUTH_STORAGE_KEYS.idToken),
    refreshToken: localStorage.getItem(AUTH_STORAGE_KEYS.refreshToken),
  };
}

/** The raw access token, a stable snapshot for useSyncExternalStore. */
export function readAccessToken(): string | null {
  return localStorage.getItem(AUTH_STORAGE_KEYS.accessToken);
}

function decodeClaims(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  try {
    return decodeJwt(token);
  } catch {
    return null; // opaque or malformed token: no claims to read
  }
}

/**
 * When the session ends, in epoch ms: the earlier of the stored expiry and the JWT `exp` claim.
 * Returns 0 when there is no access token.
 */
export function readExpiresAt(tokens: AuthTokens | null = readTokens()): number {
  if (!tokens) return 0;
  const exp = decodeClaims(tokens.accessToken)?.exp;
  return typeof exp === 'number' ? Math.min(tokens.expiresAt, exp * 1000) : tokens.expiresAt;
}

/** Spec §4/§6: authenticated only while an access token exists and has not expired. */
export function checkIsAuthenticated(now: number = Date.now()): boolean {
  return readExpiresAt() > now;
}

function readStringClaim(claims: Record<string, unknown> | null, name: string): string | null {
  const value = claims?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The user as the token claims describe them (for display and the `username` header only). */
export function readUserClaims(tokens: AuthTokens | null = readTokens()): UserClaims {
  const sources = [decodeClaims(tokens?.idToken), decodeClaims(tokens?.accessToken)];
  const pick = (name: string) =>
    sources.reduce<string | null>((found, claims) => found ?? readStringClaim(claims, name), null);
  const email = pick('email');
  return { username: pick('preferred_username') ?? email ?? pick('sub'), email };
}
