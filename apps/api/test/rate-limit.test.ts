import { ApiErrorSchema } from '@camara-fria/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { postRawForm } from './support/raw-request.ts';
import { signIn } from './support/sign-in.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const servers: TestServer[] = [];
async function start(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer({ env: { TRUST_PROXY: 'true', ...env } });
  servers.push(server);
  return server;
}
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

function postToken(server: TestServer, address: string, path = '/oauth2/token') {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'inventado' }),
  });
}

/** A form POST whose path goes on the wire exactly as given (fetch would normalise dot segments). */
const postRaw = (
  server: TestServer,
  address: string,
  rawPath: string,
  form: Record<string, string>,
) => postRawForm(server.baseUrl, rawPath, address, form);

const TOKEN_FORM = { grant_type: 'refresh_token', refresh_token: 'inventado' };
const LOGIN_FORM = { username: 'vendedor', password: 'errada' };

function getMe(server: TestServer, token: string, address = '198.51.100.20') {
  return fetch(`${server.baseUrl}/v1/me`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
  });
}

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = ApiErrorSchema.parse(await response.json());
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toMatch(
    /^Muitas requisições\. Tente novamente em \d+ (segundos?|minuto)\.$/,
  );
}

describe('request rate limits', () => {
  it('limits token calls per address (the forwarded one behind TRUST_PROXY), and not 100 GETs of a busy user', async () => {
    const server = await start({ RATE_LIMIT_AUTH_PER_MINUTE: '5' });
    for (let call = 1; call <= 5; call += 1) {
      expect((await postToken(server, '203.0.113.1')).status).toBe(400);
    }
    await expectRateLimited(await postToken(server, '203.0.113.1'));
    // The provider's own token endpoint shares the sign-in limit.
    await expectRateLimited(await postToken(server, '203.0.113.1', '/oidc/token'));
    expect((await postToken(server, '203.0.113.2')).status).toBe(400);

    // The general limit keeps its default (600 a minute per user): a burst of 100 passes.
    const { access_token: token } = await signIn(server.baseUrl, 'vendedor');
    const statuses = await Promise.all(
      Array.from({ length: 100 }, async () => (await getMe(server, token)).status),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('counts the token and sign-in routes under any spelling of their path', async () => {
    const server = await start({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    // Each spelling below reaches the very route (the router decodes and normalises the path).
    const tokenPaths = ['/%6fauth2/token', '/oauth2/%74oken', '/%6F%61uth2/token', '/oauth2/token'];
    for (const [index, path] of tokenPaths.entries()) {
      const address = `203.0.113.${10 + index}`;
      // Three calls under this spelling spend the address's sign-in allowance...
      for (let call = 1; call <= 3; call += 1) {
        expect((await postRaw(server, address, path, TOKEN_FORM)).status).toBe(400);
      }
      // ...so the next call is refused, under this spelling and under the plain path.
      const refused = await postRaw(server, address, path, TOKEN_FORM);
      expect(refused.status, path).toBe(429);
      expect(ApiErrorSchema.parse(JSON.parse(refused.body)).code).toBe('RATE_LIMITED');
      expect((await postToken(server, address)).status).toBe(429);
    }

    // The sign-in form's post: any interaction id, the plain path and an encoded one.
    const loginPaths = [
      '/%6fidc/interaction/abc/login',
      '/oidc/interaction/abc/%6cogin',
      '/%6Fidc/%69nteraction/abc/login',
    ];
    for (const [index, path] of loginPaths.entries()) {
      const address = `203.0.113.${30 + index}`;
      for (let call = 1; call <= 3; call += 1) {
        expect((await postRaw(server, address, path, LOGIN_FORM)).status, path).toBe(400);
      }
      expect((await postRaw(server, address, path, LOGIN_FORM)).status, path).toBe(429);
      const plain = await postRaw(server, address, '/oidc/interaction/abc/login', LOGIN_FORM);
      expect(plain.status).toBe(429);
    }

    // The provider's own token endpoint, mounted before the router: its normalised path counts.
    const address = '203.0.113.50';
    for (let call = 1; call <= 3; call += 1) await postToken(server, address, '/oidc/token');
    for (const path of ['/oidc/token', '/oidc/./token', '/oidc//token', '/%6fidc/token']) {
      expect((await postRaw(server, address, path, TOKEN_FORM)).status, path).toBe(429);
    }
  });

  it('counts per signed-in user, and puts made-up tokens in their address bucket', async () => {
    const server = await start({ RATE_LIMIT_PER_MINUTE: '20' });
    const vendedor = (await signIn(server.baseUrl, 'vendedor')).access_token;
    const editor = (await signIn(server.baseUrl, 'editor')).access_token;
    for (let call = 1; call <= 20; call += 1) {
      expect((await getMe(server, vendedor)).status).toBe(200);
    }
    await expectRateLimited(await getMe(server, vendedor));
    // Same address, another user: their own bucket.
    expect((await getMe(server, editor)).status).toBe(200);

    // A new junk token per request does not open a new bucket each time.
    for (let call = 1; call <= 20; call += 1) {
      expect((await getMe(server, `lixo-${call}`, '192.0.2.50')).status).toBe(401);
    }
    await expectRateLimited(await getMe(server, 'lixo-21', '192.0.2.50'));
  });

  it('RATE_LIMIT=off turns the request limits off', async () => {
    const server = await start({ RATE_LIMIT: 'off', RATE_LIMIT_AUTH_PER_MINUTE: '1' });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => (await postToken(server, '203.0.113.1')).status),
    );
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 400));
  });
});
