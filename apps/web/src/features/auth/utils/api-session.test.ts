import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestApi } from '../../../lib/api-client.ts';
import { assignLocation } from '../../../lib/browser-location.ts';
import { createTokenResponse } from '../../../testing/fake-tokens.ts';
import { createJsonResponse, readFetchRequest } from '../../../testing/fetch-stub.ts';
import { readTokens, storeTokens } from './auth-storage.ts';
import { LOGIN_SESSION_KEYS } from './login-session.ts';

vi.mock('../../../lib/browser-location.ts', () => ({
  assignLocation: vi.fn(),
  readOrigin: () => 'http://localhost:3000',
}));

function stubFetchOnce(response: Response) {
  const fetchMock = vi.fn(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The API client as the app connects it (main.tsx; testing/setup.ts does the same).
describe('the API client on the stored session', () => {
  beforeEach(() => {
    vi.mocked(assignLocation).mockClear();
  });

  it('sends the stored access token and the name the token claims', async () => {
    const tokens = createTokenResponse();
    storeTokens(tokens);
    const fetchMock = stubFetchOnce(createJsonResponse({}));
    await requestApi('/v1/me');
    const request = readFetchRequest(fetchMock);
    expect(request.headers.get('authorization')).toBe(`Bearer ${tokens.access_token}`);
    expect(request.headers.get('username')).toBe('maria');
  });

  it('falls back to the subject when the token names nobody', async () => {
    storeTokens(createTokenResponse({ claims: { sub: 's9' } }));
    const fetchMock = stubFetchOnce(createJsonResponse({}));
    await requestApi('/v1/me');
    expect(readFetchRequest(fetchMock).headers.get('username')).toBe('s9');
  });

  it('on a 401 forgets the tokens, keeps the id token as logout hint and goes to /logout', async () => {
    const tokens = createTokenResponse();
    storeTokens(tokens);
    stubFetchOnce(
      createJsonResponse({ code: 'UNAUTHENTICATED', message: 'Sessão expirada.' }, 401),
    );
    await expect(requestApi('/v1/projects')).rejects.toMatchObject({ status: 401 });
    expect(readTokens()).toBeNull();
    expect(sessionStorage.getItem(LOGIN_SESSION_KEYS.logoutIdTokenHint)).toBe(tokens.id_token);
    expect(assignLocation).toHaveBeenCalledWith('/logout');
  });

  it('keeps the tokens on a 401 from a public call', async () => {
    storeTokens(createTokenResponse());
    stubFetchOnce(createJsonResponse({ code: 'AUTH_INVALID_GRANT', message: 'Inválido.' }, 401));
    await expect(
      requestApi('/oauth2/token', { form: { a: 'b' }, isPublic: true }),
    ).rejects.toMatchObject({ code: 'AUTH_INVALID_GRANT' });
    expect(readTokens()).not.toBeNull();
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
