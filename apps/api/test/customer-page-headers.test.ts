import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

/*
 * The customer's page of a proposal link, /proposta/{token} (issue 31; docs/decisions/079): the
 * web app's index.html, answered as a page no search engine keeps and whose address (the link's
 * token) no other site is told.
 */

const INDEX =
  '<!doctype html><html lang="pt-BR"><head><title>Câmara Fria</title></head><body></body></html>';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-customer-page-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  server = await startTestServer({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function openPage(urlPath: string, method = 'GET'): Promise<Response> {
  return fetch(`${server.baseUrl}${urlPath}`, {
    method,
    headers: { accept: 'text/html,application/xhtml+xml' },
  });
}

describe('/proposta/* HTML answers', () => {
  it.each([
    `/proposta/${TOKEN}`,
    `/proposta/${TOKEN}?utm=x`,
    `/PROPOSTA/${TOKEN}`,
    '/proposta/nao-e-um-token',
  ])(
    '%s: the app, with X-Robots-Tag noindex, nofollow and Referrer-Policy no-referrer',
    async (url) => {
      const answer = await openPage(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await answer.text()).toBe(INDEX);
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('says so to a HEAD too', async () => {
    const answer = await openPage(`/proposta/${TOKEN}`, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('leaves the other pages of the app indexable as before', async () => {
    for (const url of ['/projects/42/rooms', '/propostas', '/login']) {
      const answer = await openPage(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('x-robots-tag'), url).toBeNull();
    }
  });
});
