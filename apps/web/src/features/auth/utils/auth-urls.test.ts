import type { AuthConfig } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { buildAuthorizationUrl, buildEndSessionUrl } from './auth-urls.ts';

const config: AuthConfig = {
  issuer: 'https://idp.example.com',
  authorizationEndpoint: 'https://idp.example.com/auth?prompt=login',
  endSessionEndpoint: 'https://idp.example.com/session/end',
  clientId: 'camara-fria-web',
  scope: 'openid profile email offline_access',
  resource: 'https://api.example.com',
  isSsoEnabled: false,
};

describe('auth URLs', () => {
  it('builds the authorization-code + PKCE request', () => {
    const url = new URL(
      buildAuthorizationUrl(config, {
        origin: 'https://app.example.com',
        state: 'st',
        codeChallenge: 'ch',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://idp.example.com/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prompt: 'login',
      response_type: 'code',
      client_id: 'camara-fria-web',
      redirect_uri: 'https://app.example.com/auth/callback',
      scope: 'openid profile email offline_access',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      resource: 'https://api.example.com',
    });
  });

  it('leaves resource out when the config has none', () => {
    const url = new URL(
      buildAuthorizationUrl(
        { ...config, resource: null },
        { origin: 'https://a', state: 's', codeChallenge: 'c' },
      ),
    );
    expect(url.searchParams.has('resource')).toBe(false);
  });

  it('builds the end-session request, with the id token hint when there is one', () => {
    const withHint = new URL(
      buildEndSessionUrl(config, { origin: 'https://app.example.com', idToken: 'id.jwt' }) ?? '',
    );
    expect(Object.fromEntries(withHint.searchParams)).toEqual({
      id_token_hint: 'id.jwt',
      client_id: 'camara-fria-web',
      post_logout_redirect_uri: 'https://app.example.com/login',
    });
    const withoutHint = new URL(
      buildEndSessionUrl(config, { origin: 'https://a', idToken: null }) ?? '',
    );
    expect(withoutHint.searchParams.has('id_token_hint')).toBe(false);
  });

  it('has no end-session URL when the provider offers none', () => {
    expect(
      buildEndSessionUrl(
        { ...config, endSessionEndpoint: null },
        { origin: 'https://a', idToken: 'x' },
      ),
    ).toBeNull();
  });
});
