import { ApiErrorSchema, MeSchema } from '@camara-fria/contracts';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The API keeps verified access tokens by their text (plugins/token-verifier.ts) so that a token
// presented again is not verified again. What it keeps must never outlive the token, nor vouch
// for a different text.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  vi.useRealTimers();
});

async function providerSigned(claims: Record<string, unknown>, lifetimeS: number) {
  const jwk = server.keys.signingKeys[0] as JWK;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(server.config.oidc.issuer)
    .setAudience(server.config.oidc.audience)
    .setSubject('vendedor')
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeS)
    .sign(await importJWK(jwk, 'RS256'));
}

const me = (token: string) =>
  fetch(`${server.baseUrl}/v1/me`, { headers: { authorization: `Bearer ${token}` } });

describe('verified access tokens kept in memory', () => {
  it('refuses a token it accepted once the token has expired', async () => {
    const token = await providerSigned({ preferred_username: 'vendedor' }, 30);
    const first = await me(token);
    expect(first.status).toBe(200);
    expect(MeSchema.parse(await first.json()).username).toBe('vendedor');
    expect((await me(token)).status).toBe(200);

    // Only the clock moves: past exp and the 5 s tolerance, the very same text is refused.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 36_000 });
    const late = await me(token);
    expect(late.status).toBe(401);
    expect(ApiErrorSchema.parse(await late.json()).code).toBe('UNAUTHENTICATED');
  });

  it('refuses a tampered copy of a token it accepted, and still accepts the genuine one', async () => {
    const token = await providerSigned({ preferred_username: 'vendedor' }, 300);
    expect((await me(token)).status).toBe(200);
    const [head, payload, signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const otherPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        roles: ['editor'],
      }),
    ).toString('base64url');
    for (const tampered of [
      `${head}.${payload}.${flipped}`,
      `${head}.${otherPayload}.${signature}`,
    ]) {
      expect((await me(tampered)).status).toBe(401);
    }
    expect((await me(token)).status).toBe(200);
  });

  it('answers each token with its own claims', async () => {
    const plain = await providerSigned({ preferred_username: 'vendedor' }, 300);
    const editor = await providerSigned({ preferred_username: 'vendedor', roles: ['editor'] }, 300);
    expect(MeSchema.parse(await (await me(plain)).json()).isEditor).toBe(false);
    expect(MeSchema.parse(await (await me(editor)).json()).isEditor).toBe(true);
    expect(MeSchema.parse(await (await me(plain)).json()).isEditor).toBe(false);
  });
});
