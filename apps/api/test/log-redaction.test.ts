import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type UserClient } from './support/api-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Values a customer typed: none of them may reach a log line.
const EMAIL = 'cliente.sigiloso.7731@frigorifico-exemplo.com.br';
const NAME = 'Frigorífico Sigiloso Sete Sete';

let server: TestServer;
let user: UserClient;

beforeAll(async () => {
  server = await startTestServer({
    routes: (app, database) => {
      // Test-only: stores the posted e-mail twice, so PostgreSQL refuses the second row with
      // a unique violation whose detail, SQL parameters and message quote the e-mail.
      app.post<{ Body: { email: string } }>(
        '/v1/test-only/duplicate-user',
        { config: { isPublic: true } },
        async (request) => {
          const insert = sql`INSERT INTO app_users (issuer, subject, username, email)
            VALUES ('test', ${request.body.email}, ${request.body.email}, ${request.body.email})`;
          await database.db.execute(insert);
          await database.db.execute(insert);
          return { ok: true };
        },
      );
    },
  });
  user = await signInAs(server, 'vendedor');
});
afterAll(async () => {
  await server.close();
});

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };
const readLines = () =>
  server.logs
    .join('')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LogLine);

describe('log lines carry codes and ids, never what a customer typed', () => {
  it('logs a database error with its SQLSTATE, constraint and request id, without the values', async () => {
    const response = await fetch(`${server.baseUrl}/v1/test-only/duplicate-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, name: NAME }),
    });
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain(EMAIL);

    const errorLine = readLines().find((line) => line.msg === 'unhandled error');
    expect(errorLine).toMatchObject({
      code: 'INTERNAL_ERROR',
      route: '/v1/test-only/duplicate-user',
      err: { database: { code: '23505', constraint: 'app_users_issuer_subject_key' } },
    });
    expect(errorLine?.reqId).toEqual(expect.any(String));
    expect(server.logs.join('')).not.toContain('cliente.sigiloso');
    expect(server.logs.join('')).not.toContain('INSERT INTO');
  });

  it('logs a validation failure with the failing fields, without their values', async () => {
    const response = await user.call('POST', '/v1/projects', {
      name: NAME,
      customer: { name: NAME, email: EMAIL, cnpj: '11.111.111/1111-11' },
    });
    expect(response.status).toBe(400);
    const refused = readLines().filter((line) => line.msg === 'request refused');
    expect(refused.at(-1)).toMatchObject({
      code: 'VALIDATION_FAILED',
      route: '/v1/projects',
      fields: expect.arrayContaining(['customer.cnpj']) as unknown,
    });
    expect(server.logs.join('')).not.toContain('Sigiloso');
  });

  it('hides the values of search parameters in the request log', async () => {
    const search = new URLSearchParams({ customerName: NAME, page: '1' });
    const response = await user.call('GET', `/v1/projects?${search.toString()}`);
    expect(response.status).toBe(200);
    const logs = server.logs.join('');
    expect(logs).toContain('customerName=REDACTED&page=1');
    expect(logs).not.toContain('Sigiloso');
  });

  it('writes one access line per request: method, redacted URL, status and time', async () => {
    const search = new URLSearchParams({ projectName: NAME, size: '5' });
    const response = await user.call('GET', `/v1/projects?${search.toString()}`);
    expect(response.status).toBe(200);
    const lines = readLines().filter((line) => JSON.stringify(line).includes('projectName='));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/v1/projects?projectName=REDACTED&size=5' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number) as unknown,
      reqId: expect.any(String) as unknown,
    });
  });
});
