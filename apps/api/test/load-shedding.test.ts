import { ApiErrorSchema } from '@camara-fria/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** A test-only route that holds each request until the test lets it go. */
let entered = 0;
let release: () => void = () => undefined;
let gate = Promise.resolve();
function closeGate(): void {
  gate = new Promise<void>((resolve) => (release = resolve));
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(condition()).toBe(true);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { MAX_CONCURRENT_REQUESTS: '2' },
    routes: (app) =>
      app.get('/v1/test/slow', { config: { isPublic: true } }, async () => {
        entered += 1;
        await gate;
        return { ok: true };
      }),
  });
});
afterAll(async () => {
  release();
  await server.close();
});

const slow = (signal?: AbortSignal) =>
  fetch(`${server.baseUrl}/v1/test/slow`, signal ? { signal } : {});

describe('more requests at once than MAX_CONCURRENT_REQUESTS', () => {
  it('answers the excess 503 SERVER_BUSY with Retry-After at once, and serves the others', async () => {
    closeGate();
    entered = 0;
    const held = [slow(), slow()];
    await until(() => entered === 2);

    const excess = await Promise.all([slow(), slow(), slow()]);
    for (const answer of excess) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('2');
      const body = ApiErrorSchema.parse(await answer.json());
      expect(body.code).toBe('SERVER_BUSY');
      expect(body.message).toMatch(/ocupado/);
    }
    expect(entered).toBe(2);
    // Outside /v1 and /oauth2 (the health check) nothing is refused.
    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);

    release();
    for (const answer of await Promise.all(held)) expect(answer.status).toBe(200);
    // Every slot came back: two at once are served again.
    closeGate();
    entered = 0;
    const again = [slow(), slow()];
    await until(() => entered === 2);
    release();
    for (const answer of await Promise.all(again)) expect(answer.status).toBe(200);
  });

  it('gives a slot back when its client hangs up before the answer', async () => {
    closeGate();
    entered = 0;
    const abort = new AbortController();
    const dropped = slow(abort.signal).catch((error: unknown) => error);
    const kept = slow();
    await until(() => entered === 2);
    expect((await slow()).status).toBe(503);
    abort.abort();
    await dropped;
    // The slot of the dropped request is free even though its handler has not finished (the
    // server may take a moment to see the hang-up: until then it still refuses).
    let next: Promise<Response> | undefined;
    for (let i = 0; i < 50 && !next; i += 1) {
      const attempt = slow();
      let refused = false;
      void attempt.then((response) => (refused = response.status === 503));
      await until(() => entered === 3 || refused);
      if (entered === 3) next = attempt;
    }
    expect(entered).toBe(3);
    release();
    expect((await kept).status).toBe(200);
    expect((await next)?.status).toBe(200);
  });
});
