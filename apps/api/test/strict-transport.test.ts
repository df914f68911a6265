import { describe, expect, it } from 'vitest';
import { startTestServer } from './support/test-server.ts';

/*
 * Behind a load balancer that ends TLS (README, "Several instances behind a load balancer"), the
 * API itself speaks plain HTTP: PUBLIC_URL says whether browsers reach it over https, and with it
 * whether answers ask them to keep to https (HSTS).
 */
describe('Strict-Transport-Security follows PUBLIC_URL', () => {
  it('is sent on every answer when PUBLIC_URL is https, refusals by a hook (401) included', async () => {
    const server = await startTestServer({
      env: { PUBLIC_URL: 'https://camara.example.com', TRUST_PROXY: 'true' },
    });
    try {
      for (const [url, status] of [
        ['/health', 200],
        ['/v1/auth/config', 200],
        ['/v1/projects', 401],
      ] as const) {
        const answer = await fetch(`http://127.0.0.1:${server.config.port}${url}`, {
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(answer.status, url).toBe(status);
        expect(answer.headers.get('strict-transport-security'), url).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await server.close();
    }
  });

  it('is not sent when PUBLIC_URL is plain http (a browser would keep to https for a year)', async () => {
    const server = await startTestServer();
    try {
      const answer = await fetch(`${server.baseUrl}/health`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await server.close();
    }
  });
});
