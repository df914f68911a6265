import fs from 'node:fs';
import { Writable } from 'node:stream';
import { TokenResponseSchema } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { signIn } from './support/sign-in.ts';
import { startTestServer } from './support/test-server.ts';

const discard = new Writable({ write: (_chunk, _encoding, callback) => callback() });

describe('the embedded provider keeps its state in the database', () => {
  it('renews a session after the API restarts, and still refuses a revoked refresh token', async () => {
    const server = await startTestServer();
    const { config, database } = server;
    const tokens = await signIn(server.baseUrl, 'vendedor');
    await server.app.close();

    const restarted = await buildApp({
      config,
      database,
      keysDir: config.dataDir,
      logStream: discard,
    });
    await restarted.listen({ port: config.port, host: '127.0.0.1' });
    try {
      const refresh = (refreshToken: string) =>
        fetch(`${server.baseUrl}/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: refreshToken,
          }).toString(),
        });
      const renewed = await refresh(tokens.refresh_token ?? '');
      expect(renewed.status).toBe(200);
      const answer = TokenResponseSchema.parse(await renewed.json());
      const me = await fetch(`${server.baseUrl}/v1/me`, {
        headers: { authorization: `Bearer ${answer.access_token}` },
      });
      expect(me.status).toBe(200);
      // Refresh tokens rotate: the first one is spent.
      expect((await refresh(tokens.refresh_token ?? '')).status).toBe(400);
    } finally {
      await restarted.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
