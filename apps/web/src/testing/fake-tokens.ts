import type { TokenResponse } from '@camara-fria/contracts';

function encodeSegment(value: object): string {
  const utf8 = Array.from(new TextEncoder().encode(JSON.stringify(value)), (byte) =>
    String.fromCharCode(byte),
  ).join('');
  return btoa(utf8).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (the web app only reads claims, it never verifies). */
export function createFakeJwt(claims: Record<string, unknown>): string {
  return `${encodeSegment({ alg: 'none', typ: 'JWT' })}.${encodeSegment(claims)}.signature`;
}

type FakeTokenOptions = {
  expiresInS?: number;
  now?: number;
  claims?: Record<string, unknown>;
  withRefreshToken?: boolean;
};

/** A token answer as POST /oauth2/token gives it, with consistent `exp` claims. */
export function createTokenResponse({
  expiresInS = 3600,
  now = Date.now(),
  claims = { sub: 'user-1', preferred_username: 'maria', email: 'maria@example.com' },
  withRefreshToken = true,
}: FakeTokenOptions = {}): TokenResponse {
  const exp = Math.floor(now / 1000) + expiresInS;
  return {
    access_token: createFakeJwt({ ...claims, exp, aud: 'api' }),
    expires_in: expiresInS,
    id_token: createFakeJwt({ ...claims, exp, aud: 'web' }),
    refresh_token: withRefreshToken ? 'refresh-token-1' : undefined,
    token_type: 'Bearer',
  };
}
