import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './support/query-rows.ts';
import { startSignIn } from './support/sign-in.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The throttle reads this clock: the test moves it instead of waiting out delays and locks.
let nowMs = Date.parse('2026-11-23T14:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    // Behind a proxy: X-Forwarded-For is the client's address. The per-address lock comes
    // after 12 failures here (default 30) so the test stays under the per-minute request limit.
    env: { TRUST_PROXY: 'true', SIGNIN_ADDRESS_LOCK_AFTER: '12' },
    clock: () => new Date(nowMs),
  });
});
afterAll(async () => {
  await server.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));

describe('failed sign-ins at the embedded provider', () => {
  it('slows down after 5 wrong passwords, locks for 15 minutes after 10, then lets the right user in', async () => {
    const attempt = await startSignIn(server.baseUrl);
    for (let failure = 1; failure <= 4; failure += 1) {
      const response = await attempt.submit('vendedor', 'errada', from('198.51.100.1'));
      expect(response.status).toBe(401);
      expect(response.headers.get('retry-after')).toBeNull();
      expect(await response.text()).toContain('Usuário ou senha inválidos.');
    }
    // The 5th failure brings the first delay: 1 s, and nothing is checked meanwhile.
    let response = await attempt.submit('vendedor', 'errada', from('198.51.100.1'));
    expect(response.status).toBe(429);
    expect(retryAfter(response)).toBe(1);
    response = await attempt.submit('vendedor', 'demo', from('198.51.100.1'));
    expect(response.status).toBe(429);
    expect(await response.text()).toContain('Muitas tentativas. Tente novamente em 1 segundo.');

    // The delay grows (2 s, 4 s, ...) until the 10th failure locks the user for 15 minutes.
    const delays: number[] = [];
    for (let failure = 6; failure <= 10; failure += 1) {
      nowMs += retryAfter(response) * 1000;
      response = await attempt.submit('vendedor', 'errada', from('198.51.100.1'));
      expect(response.status).toBe(429);
      delays.push(retryAfter(response));
    }
    expect(delays).toEqual([2, 4, 8, 16, 900]);
    expect(await response.text()).toContain('Muitas tentativas. Tente novamente em 15 minutos.');
    const [row] = await queryRows<{ failures: number }>(
      server.database.db,
      sql`SELECT failures FROM sign_in_failures WHERE subject = 'user:vendedor'`,
    );
    expect(row?.failures).toBe(10);

    // Locked: the right password is refused, from this address and from any other.
    nowMs += 14 * 60_000;
    response = await attempt.submit('vendedor', 'demo', from('198.51.100.1'));
    expect(response.status).toBe(429);
    expect(retryAfter(response)).toBe(60);
    expect(await response.text()).toContain('Tente novamente em 1 minuto.');
    response = await attempt.submit('vendedor', 'demo', from('203.0.113.77'));
    expect(response.status).toBe(429);

    // The lock ends by itself: the right password works, and the counter starts again.
    nowMs += 61_000;
    response = await attempt.submit('vendedor', 'demo', from('203.0.113.77'));
    expect(response.status).toBe(303);
    const tokens = await attempt.finish(response);
    expect(tokens.access_token).toBeTruthy();
    const again = await startSignIn(server.baseUrl);
    response = await again.submit('vendedor', 'errada', from('203.0.113.77'));
    expect(response.status).toBe(401);
  });

  it('locks an address that guesses many usernames, without locking the users elsewhere', async () => {
    nowMs += 3600_000;
    const attempt = await startSignIn(server.baseUrl);
    let response: Response | undefined;
    const statuses: number[] = [];
    for (let failure = 1; failure <= 12; failure += 1) {
      if (response?.headers.get('retry-after')) nowMs += retryAfter(response) * 1000;
      response = await attempt.submit(`usuario${failure}`, 'errada', from('192.0.2.9'));
      statuses.push(response.status);
    }
    // Half the address's lock threshold starts its delays; the 12th failure locks it.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    expect(retryAfter(response as Response)).toBe(900);

    response = await attempt.submit('projetista', 'demo', from('192.0.2.9'));
    expect(response.status).toBe(429);
    expect(await response.text()).toContain('Muitas tentativas. Tente novamente em 15 minutos.');
    const elsewhere = await startSignIn(server.baseUrl);
    response = await elsewhere.submit('projetista', 'demo', from('192.0.2.10'));
    expect(response.status).toBe(303);
  });
});
