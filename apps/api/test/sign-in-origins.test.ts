import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AuthConfigSchema } from '@camara-fria/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { rawRequest } from './support/raw-request.ts';
import { signIn } from './support/sign-in.ts';
import { findFreePort, startTestServer, type TestServer } from './support/test-server.ts';

// Issue 29, item 4 (docs/decisions/064): PUBLIC_URL is the default http://localhost:PORT and the
// server is opened at http://127.0.0.1:PORT, another loopback name, or an address of
// EMBEDDED_IDP_EXTRA_ORIGINS; any other Host is sent to PUBLIC_URL.

let server: TestServer;
let port: number;
const EXTRA_ORIGIN = 'http://camara.lan:8080';
const FOREIGN_HOST = () => `192.0.2.7:${port}`;

beforeAll(async () => {
  port = await findFreePort();
  server = await startTestServer({
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      EMBEDDED_IDP_EXTRA_ORIGINS: EXTRA_ORIGIN,
    },
  });
});
afterAll(async () => {
  await server.close();
});

/** The web app's authorization request, as the browser sends it, to the Host given. */
function authorizationPath(redirectOrigin: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'camara-fria-web',
    redirect_uri: `${redirectOrigin}/auth/callback`,
    scope: 'openid email profile offline_access',
    state: 'estado-de-teste',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    resource: 'urn:camara-fria:api',
  });
  return `/oidc/auth?${query.toString()}`;
}

async function readAuthConfig(host: string) {
  const answer = await rawRequest(`http://127.0.0.1:${port}`, 'GET', '/v1/auth/config', { host });
  expect(answer.status).toBe(200);
  return AuthConfigSchema.parse(JSON.parse(answer.body));
}

describe('sign-in from every address PUBLIC_URL and EMBEDDED_IDP_EXTRA_ORIGINS allow', () => {
  it('signs in at http://127.0.0.1:PORT while PUBLIC_URL is http://localhost:PORT', async () => {
    const tokens = await signIn(`http://127.0.0.1:${port}`, 'vendedor');
    // One issuer whatever the address: PUBLIC_URL's.
    expect(decodeJwt(tokens.access_token).iss).toBe(`http://localhost:${port}/oidc`);
    const me = await fetch(`http://127.0.0.1:${port}/v1/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);
  });

  it('sends the browser to the provider at the address it opened the app at', async () => {
    for (const origin of [`http://127.0.0.1:${port}`, `http://[::1]:${port}`, EXTRA_ORIGIN]) {
      const config = await readAuthConfig(new URL(origin).host);
      expect(config.authorizationEndpoint).toBe(`${origin}/oidc/auth`);
      expect(config.endSessionEndpoint).toBe(`${origin}/oidc/session/end`);
      expect(config.issuer).toBe(`http://localhost:${port}/oidc`);
    }
  });

  it('accepts the callback of each loopback name on the port and of the extra origin', async () => {
    for (const origin of [
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      `http://[::1]:${port}`,
      EXTRA_ORIGIN,
    ]) {
      const answer = await rawRequest(
        `http://127.0.0.1:${port}`,
        'GET',
        authorizationPath(origin),
        { host: new URL(origin).host },
      );
      expect(answer.body, origin).not.toContain('invalid_redirect_uri');
      expect(answer.status, origin).toBeGreaterThanOrEqual(300);
      expect(answer.status, origin).toBeLessThan(400);
      expect(answer.headers.location, origin).toContain('/oidc/interaction/');
    }
  });

  it('still refuses a callback on another port or another address', async () => {
    for (const origin of [`http://127.0.0.1:${port + 1}`, `http://192.0.2.7:${port}`]) {
      const answer = await rawRequest(
        `http://127.0.0.1:${port}`,
        'GET',
        authorizationPath(origin),
        { host: `127.0.0.1:${port}` },
      );
      expect(answer.status, origin).toBe(400);
      expect(answer.body, origin).toContain('invalid_redirect_uri');
    }
  });
});

describe('any other address', () => {
  it('redirects a page to the same page at PUBLIC_URL instead of failing', async () => {
    for (const path of ['/login', '/projects/7/rooms?aba=portas', '/']) {
      const answer = await rawRequest(`http://127.0.0.1:${port}`, 'GET', path, {
        host: FOREIGN_HOST(),
        accept: 'text/html,application/xhtml+xml',
      });
      expect(answer.status, path).toBe(302);
      expect(answer.headers.location, path).toBe(`http://localhost:${port}${path}`);
    }
  });

  it('leaves pages at the allowed addresses, the API and the health checks alone', async () => {
    const page = await rawRequest(`http://127.0.0.1:${port}`, 'GET', '/projects', {
      host: `127.0.0.1:${port}`,
      accept: 'text/html',
    });
    expect(page.status).not.toBe(302);
    const health = await rawRequest(`http://127.0.0.1:${port}`, 'GET', '/health', {
      host: FOREIGN_HOST(),
    });
    expect(health.status).toBe(200);
    const config = await readAuthConfig(FOREIGN_HOST());
    expect(config.authorizationEndpoint).toBe(`http://localhost:${port}/oidc/auth`);
  });

  it("links the provider's error page to sign-in at PUBLIC_URL, not back to the failing address", async () => {
    const foreign = `http://${FOREIGN_HOST()}`;
    const answer = await rawRequest(`http://127.0.0.1:${port}`, 'GET', authorizationPath(foreign), {
      host: FOREIGN_HOST(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(`href="http://localhost:${port}/login"`);
    expect(answer.body).not.toContain('href="/login"');
  });

  it("links the provider's error page at an allowed address to sign-in there", async () => {
    const origin = `http://127.0.0.1:${port}`;
    const answer = await rawRequest(origin, 'GET', authorizationPath('http://192.0.2.7'), {
      host: `127.0.0.1:${port}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(`href="${origin}/login"`);
  });
});

/** Whether something accepts TCP connections at address:port. */
function canConnect(address: string, to: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(to, address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('where the server listens', () => {
  const started: ApiProcess[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(started.map((api) => api.stop()));
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  async function startWithoutHost(env: Record<string, string>) {
    const processPort = await findFreePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-listen-'));
    folders.push(dataDir);
    const api = await startApiProcess(
      {
        HOST: '', // unset: the default is what is tested
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        LOG_LEVEL: 'warn',
        ...env,
      },
      { port: processPort },
    );
    started.push(api);
    await api.healthy();
    return api;
  }

  it('answers on loopback only while the demo users are on, and says so at start-up', async () => {
    const api = await startWithoutHost({});
    expect(await canConnect('127.0.0.1', api.port)).toBe(true);
    // 127.0.0.2 is this machine too, but not the address 127.0.0.1: a server on every
    // interface (0.0.0.0) answers there, one on loopback's 127.0.0.1 does not.
    expect(await canConnect('127.0.0.2', api.port)).toBe(false);
    expect(api.output()).toContain(`Ouvindo em 127.0.0.1:${api.port}`);
    expect(api.output()).toContain('HOST=0.0.0.0');
  });

  it('answers on every interface with the demo users off', async () => {
    const api = await startWithoutHost({ DEMO_USERS: 'false' });
    expect(await canConnect('127.0.0.2', api.port)).toBe(true);
    expect(api.output()).toContain(`Ouvindo em 0.0.0.0:${api.port}`);
  });
});
