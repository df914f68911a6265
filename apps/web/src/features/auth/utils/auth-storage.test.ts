import { describe, expect, it, vi } from 'vitest';
import { createFakeJwt, createTokenResponse } from '../../../testing/fake-tokens.ts';
import {
  AUTH_STORAGE_KEYS,
  checkIsAuthenticated,
  clearAuthState,
  readTokens,
  readUserClaims,
  storeTokens,
  subscribeToAuthState,
} from './auth-storage.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('auth state', () => {
  it('is not authenticated without an access token', () => {
    expect(readTokens()).toBeNull();
    expect(checkIsAuthenticated(NOW)).toBe(false);
  });

  it('stores the tokens with the expiry computed from expires_in', () => {
    storeTokens(createTokenResponse({ expiresInS: 300, now: NOW }), NOW);
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.expiresAt)).toBe(String(NOW + 300_000));
    expect(readTokens()).toMatchObject({
      expiresAt: NOW + 300_000,
      refreshToken: 'refresh-token-1',
    });
    expect(readTokens()?.idToken).toEqual(expect.any(String));
    expect(checkIsAuthenticated(NOW)).toBe(true);
    expect(checkIsAuthenticated(NOW + 299_000)).toBe(true);
  });

  it('is not authenticated once the stored expiry has passed', () => {
    storeTokens(createTokenResponse({ expiresInS: 300, now: NOW }), NOW);
    expect(checkIsAuthenticated(NOW + 300_000)).toBe(false);
    expect(checkIsAuthenticated(NOW + 3_600_000)).toBe(false);
  });

  it('is not authenticated when the JWT exp claim has passed, whatever expires_in said', () => {
    const expiredJwt = createFakeJwt({ sub: 'u', exp: Math.floor(NOW / 1000) - 10 });
    storeTokens({ access_token: expiredJwt, expires_in: 3600, token_type: 'Bearer' }, NOW);
    expect(checkIsAuthenticated(NOW)).toBe(false);
  });

  it('accepts an opaque access token on its stored expiry alone', () => {
    storeTokens({ access_token: 'opaque', expires_in: 60, token_type: 'Bearer' }, NOW);
    expect(checkIsAuthenticated(NOW)).toBe(true);
    expect(checkIsAuthenticated(NOW + 60_000)).toBe(false);
  });

  it('keeps the id and refresh tokens when a renewal answer leaves them out', () => {
    const first = createTokenResponse({ now: NOW });
    storeTokens(first, NOW);
    storeTokens({ access_token: 'new-access', expires_in: 60, token_type: 'Bearer' }, NOW);
    expect(readTokens()).toEqual({
      accessToken: 'new-access',
      expiresAt: NOW + 60_000,
      idToken: first.id_token,
      refreshToken: 'refresh-token-1',
    });
  });

  it('clears every key and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToAuthState(listener);
    storeTokens(createTokenResponse({ now: NOW }), NOW);
    clearAuthState();
    unsubscribe();
    storeTokens(createTokenResponse({ now: NOW }), NOW);
    expect(listener).toHaveBeenCalledTimes(2);
    clearAuthState();
    for (const key of Object.values(AUTH_STORAGE_KEYS))
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads the username from preferred_username, else email, else sub', () => {
    storeTokens(
      createTokenResponse({ claims: { sub: 's1', preferred_username: 'ana', email: 'a@x.com' } }),
    );
    expect(readUserClaims()).toEqual({ username: 'ana', email: 'a@x.com' });
    storeTokens(createTokenResponse({ claims: { sub: 's1', email: 'a@x.com' } }));
    expect(readUserClaims()).toEqual({ username: 'a@x.com', email: 'a@x.com' });
    storeTokens(createTokenResponse({ claims: { sub: 's1' } }));
    expect(readUserClaims()).toEqual({ username: 's1', email: null });
  });

  it('prefers the id token claims and falls back to the access token claims', () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    storeTokens({
      access_token: createFakeJwt({ sub: 's1', preferred_username: 'from-access', exp }),
      id_token: createFakeJwt({ sub: 's1', email: 'id@x.com', exp }),
      expires_in: 600,
      token_type: 'Bearer',
    });
    expect(readUserClaims()).toEqual({ username: 'from-access', email: 'id@x.com' });
  });
});
