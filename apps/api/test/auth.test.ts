import { ApiErrorSchema, MeSchema, TokenResponseSchema } from '@camara-fria/contracts';
import { decodeJwt, importJWK, SignJWT, generateKeyPair, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/sign-in.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { EDITOR_USERNAMES: 'Projetista' } });
});
afterAll(async () => {
  await server.close();
});

async function getMe(token: string | undefined) {
  return fetch(
    `${server.baseUrl}/v1/me`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
}

/** A token signed with the embedded provider's own key, with claims of the test's choosing. */
async function signWithProviderKey(
  claims: Record<string, unknown>,
  options: { lifetimeS: number; ageS?: number },
) {
  const jwk = server.keys.signingKeys[0] as JWK;
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000) - (options.ageS ?? 0);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(server.config.oidc.issuer)
    .setAudience(server.config.oidc.audience)
    .setSubject('vendedor')
    .setIssuedAt(now)
    .setExpirationTime(now + options.lifetimeS)
    .sign(key);
}

describe('sign-in through the embedded OpenID Connect provider', () => {
  it('signs in vendedor with code + PKCE and answers a verifiable JWT access token for the API', async () => {
    const tokens = await signIn(server.baseUrl, 'vendedor');
    expect(TokenResponseSchema.parse(tokens).token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.id_token).toBeTruthy();
    const claims = decodeJwt(tokens.access_token);
    expect(claims.aud).toBe('urn:camara-fria:api');
    expect(claims.iss).toBe(`${server.baseUrl}/oidc`);

    const me = await getMe(tokens.access_token);
    expect(me.status).toBe(200);
    expect(MeSchema.parse(await me.json())).toEqual({
      subject: 'vendedor',
      username: 'vendedor',
      email: 'vendedor@demo.camarafria.com.br',
      name: 'Vendedor Demonstração',
      isEditor: false,
    });
  });

  it('decides the editor role on the server: from the roles claim, or from EDITOR_USERNAMES', async () => {
    const editor = await signIn(server.baseUrl, 'editor');
    expect(
      ((await (await getMe(editor.access_token)).json()) as { isEditor: boolean }).isEditor,
    ).toBe(true);
    const projetista = await signIn(server.baseUrl, 'projetista');
    expect(
      ((await (await getMe(projetista.access_token)).json()) as { isEditor: boolean }).isEditor,
    ).toBe(true);
  });

  it('shows the Portuguese sign-in page again on a wrong password', async () => {
    await expect(signIn(server.baseUrl, 'vendedor', 'errada')).rejects.toThrow(/answered 401/);
  });

  it('renews the session with the refresh token, without a new sign-in', async () => {
    const first = await signIn(server.baseUrl, 'vendedor');
    const response = await fetch(`${server.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token ?? '',
      }).toString(),
    });
    expect(response.status).toBe(200);
    const renewed = TokenResponseSchema.parse(await response.json());
    expect(renewed.access_token).not.toBe(first.access_token);
    expect((await getMe(renewed.access_token)).status).toBe(200);
  });

  it('refuses a made-up authorization code with AUTH_INVALID_GRANT', async () => {
    const response = await fetch(`${server.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'inventado',
        redirect_uri: `${server.baseUrl}/auth/callback`,
        code_verifier: 'a'.repeat(43),
      }).toString(),
    });
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).code).toBe('AUTH_INVALID_GRANT');
  });

  it('answers 400 with field messages in Portuguese for a malformed token request', async () => {
    const response = await fetch(`${server.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: '',
        redirect_uri: 'x',
        code_verifier: 'curto',
      }).toString(),
    });
    expect(response.status).toBe(400);
    const body = ApiErrorSchema.parse(await response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details?.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['Informe o código de autorização.', 'Verificador PKCE inválido.']),
    );
  });
});

describe('401 for every token the API must not trust', () => {
  it('refuses a missing token', async () => {
    const response = await getMe(undefined);
    expect(response.status).toBe(401);
    expect(ApiErrorSchema.parse(await response.json()).code).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired token', async () => {
    const expired = await signWithProviderKey(
      { preferred_username: 'vendedor' },
      { lifetimeS: 3600, ageS: 7200 },
    );
    expect((await getMe(expired)).status).toBe(401);
  });

  it('accepts the same token shape while it is unexpired (the forgery helper is sound)', async () => {
    const valid = await signWithProviderKey(
      { preferred_username: 'vendedor' },
      { lifetimeS: 3600 },
    );
    expect((await getMe(valid)).status).toBe(200);
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ preferred_username: 'vendedor' })
      .setProtectedHeader({ alg: 'RS256', kid: server.keys.signingKeys[0]?.kid, typ: 'at+jwt' })
      .setIssuer(server.config.oidc.issuer)
      .setAudience(server.config.oidc.audience)
      .setSubject('vendedor')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await getMe(forged)).status).toBe(401);
  });

  it('refuses a token for another audience', async () => {
    const jwk = server.keys.signingKeys[0] as JWK;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
      .setIssuer(server.config.oidc.issuer)
      .setAudience('urn:outra:api')
      .setSubject('vendedor')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(jwk, 'RS256'));
    expect((await getMe(token)).status).toBe(401);
  });

  it('refuses garbage and the id token in place of an access token', async () => {
    expect((await getMe('nao-e-um-jwt')).status).toBe(401);
    const tokens = await signIn(server.baseUrl, 'vendedor');
    expect((await getMe(tokens.id_token)).status).toBe(401);
  });
});

describe('logs', () => {
  it('never contain tokens, codes or passwords', async () => {
    const tokens = await signIn(server.baseUrl, 'vendedor');
    await getMe(tokens.access_token);
    const text = server.logs.join('');
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [
      tokens.access_token,
      tokens.refresh_token,
      tokens.id_token,
      tokens.authorizationCode,
    ]) {
      expect(secret).toBeTruthy();
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('password');
  });
});
