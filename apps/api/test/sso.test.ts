import { ApiErrorSchema, TokenResponseSchema } from '@camara-fria/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

const SECRET = 'segredo-compartilhado-do-portal-com-32-caracteres-ou-mais';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { SSO_ISSUER: 'portal-do-fabricante', SSO_SECRET: SECRET },
  });
});
afterAll(async () => {
  await server.close();
});

async function makeSsoToken(options: {
  lifetimeS: number;
  secret?: string;
  issuer?: string;
  username?: string;
}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    preferred_username: options.username ?? 'carla',
    email: 'carla@fabricante.com.br',
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(options.issuer ?? 'portal-do-fabricante')
    .setAudience(server.config.oidc.audience)
    .setSubject('carla')
    .setIssuedAt(now)
    .setExpirationTime(now + options.lifetimeS)
    .sign(new TextEncoder().encode(options.secret ?? SECRET));
}

async function exchange(token: string) {
  return fetch(`${server.baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'sso_token', token }).toString(),
  });
}

describe('single-sign-on token branch (/login?token=...)', () => {
  it('accepts a token signed by the trusted issuer that lives 4 hours, and the API trusts it', async () => {
    const token = await makeSsoToken({ lifetimeS: 4 * 3600 });
    const response = await exchange(token);
    expect(response.status).toBe(200);
    const answer = TokenResponseSchema.parse(await response.json());
    expect(answer.access_token).toBe(token);
    expect(answer.expires_in).toBeGreaterThan(4 * 3600 - 60);
    const me = await fetch(`${server.baseUrl}/v1/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe('carla');
  });

  it('refuses a token living longer than 4 hours', async () => {
    const response = await exchange(await makeSsoToken({ lifetimeS: 5 * 3600 }));
    expect(response.status).toBe(401);
    const me = await fetch(`${server.baseUrl}/v1/me`, {
      headers: { authorization: `Bearer ${await makeSsoToken({ lifetimeS: 5 * 3600 })}` },
    });
    expect(me.status).toBe(401);
  });

  it('refuses a token signed with another secret, from another issuer, or expired', async () => {
    expect(
      (await exchange(await makeSsoToken({ lifetimeS: 3600, secret: 'x'.repeat(40) }))).status,
    ).toBe(401);
    expect((await exchange(await makeSsoToken({ lifetimeS: 3600, issuer: 'outro' }))).status).toBe(
      401,
    );
    expect((await exchange(await makeSsoToken({ lifetimeS: -60 }))).status).toBe(401);
    expect((await exchange('nem-um-jwt')).status).toBe(401);
  });
});

describe('single-sign-on disabled', () => {
  it('refuses the branch with AUTH_SSO_DISABLED', async () => {
    const plain = await startTestServer();
    try {
      const response = await fetch(`${plain.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'sso_token', token: 'qualquer' }).toString(),
      });
      expect(response.status).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).code).toBe('AUTH_SSO_DISABLED');
    } finally {
      await plain.close();
    }
  });
});
