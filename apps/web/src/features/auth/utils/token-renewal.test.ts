import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenResponse } from '../../../testing/fake-tokens.ts';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../../testing/fetch-stub.ts';
import { useTokenRenewal } from '../hooks/use-token-renewal.ts';
import { readTokens, storeTokens } from './auth-storage.ts';
import { computeRenewalDelay, renewTokens } from './token-renewal.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function stubTokenEndpoint(respond: () => Response) {
  return stubFetch([{ method: 'POST', path: '/oauth2/token', respond }]);
}

describe('silent renewal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is due a minute before expiry, at once when closer, never without a refresh token', () => {
    storeTokens(createTokenResponse({ expiresInS: 600, now: NOW }), NOW);
    expect(computeRenewalDelay(NOW)).toBe(540_000);
    expect(computeRenewalDelay(NOW + 570_000)).toBe(0);
    expect(computeRenewalDelay(NOW + 600_000)).toBeNull();

    localStorage.clear();
    storeTokens(createTokenResponse({ expiresInS: 600, now: NOW, withRefreshToken: false }), NOW);
    expect(computeRenewalDelay(NOW)).toBeNull();
  });

  it('stores the renewed tokens and keeps the id token', async () => {
    const first = createTokenResponse();
    storeTokens(first);
    const renewed = {
      ...createTokenResponse(),
      id_token: undefined,
      refresh_token: 'refresh-token-2',
    };
    const fetchMock = stubTokenEndpoint(() => createJsonResponse(renewed));

    await expect(renewTokens()).resolves.toBe(true);

    expect(readTokens()).toMatchObject({
      accessToken: renewed.access_token,
      idToken: first.id_token,
      refreshToken: 'refresh-token-2',
    });
    const body = await readFetchRequest(fetchMock).text();
    expect(body).toBe('grant_type=refresh_token&refresh_token=refresh-token-1');
  });

  it('leaves the session alone when the renewal fails', async () => {
    const first = createTokenResponse();
    storeTokens(first);
    stubTokenEndpoint(() => createJsonResponse({ code: 'AUTH_INVALID_GRANT', message: 'x' }, 400));
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    await expect(renewTokens()).resolves.toBe(false);
    expect(readTokens()?.accessToken).toBe(first.access_token);
  });

  it('schedules the renewal about 60 s before the access token expires', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeTokens(createTokenResponse({ expiresInS: 300, now: NOW }), NOW);
    const fetchMock = stubTokenEndpoint(() =>
      createJsonResponse(createTokenResponse({ now: Date.now() })),
    );

    renderHook(() => useTokenRenewal());

    await vi.advanceTimersByTimeAsync(239_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('renews at once on load when the token is already close to expiry', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeTokens(createTokenResponse({ expiresInS: 30, now: NOW }), NOW);
    const fetchMock = stubTokenEndpoint(() =>
      createJsonResponse(createTokenResponse({ now: Date.now() })),
    );

    renderHook(() => useTokenRenewal());
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
