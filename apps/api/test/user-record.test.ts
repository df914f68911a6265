import { MeSchema } from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { importJWK, SignJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { queryRows } from './support/query-rows.ts';
import { useTestServer } from './support/use-test-server.ts';

// /v1/me records the signed-in user as their token describes them. It writes the row again only
// when the token says something new (modules/users/users.service.ts): a change of name or e-mail
// must reach the database on the very next call.

const { server } = useTestServer();

async function tokenFor(claims: Record<string, unknown>) {
  const jwk = server.keys.signingKeys[0] as JWK;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(server.config.oidc.issuer)
    .setAudience(server.config.oidc.audience)
    .setSubject('pessoa-renomeada')
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(await importJWK(jwk, 'RS256'));
}

async function me(token: string) {
  const answer = await fetch(`${server.baseUrl}/v1/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return MeSchema.parse(await answer.json());
}

const storedRow = async () =>
  (
    await queryRows<{ name: string | null; email: string | null; last_seen_at: unknown }>(
      server.database.db,
      sql`select name, email, last_seen_at::text from app_users where subject = 'pessoa-renomeada'`,
    )
  )[0];

describe('/v1/me records the user as the token has them', () => {
  it('writes a new name and e-mail at once, and leaves an unchanged user alone', async () => {
    const first = await tokenFor({ preferred_username: 'pessoa', name: 'Ana', email: 'a@x.com' });
    expect((await me(first)).name).toBe('Ana');
    const recorded = await storedRow();
    expect(recorded).toMatchObject({ name: 'Ana', email: 'a@x.com' });

    // The same claims again (even in a new token): nothing new to write.
    await me(first);
    await me(await tokenFor({ preferred_username: 'pessoa', name: 'Ana', email: 'a@x.com' }));
    expect(await storedRow()).toEqual(recorded);

    const renamed = await tokenFor({ preferred_username: 'pessoa', name: 'Bia', email: 'b@x.com' });
    expect((await me(renamed)).name).toBe('Bia');
    expect(await storedRow()).toMatchObject({ name: 'Bia', email: 'b@x.com' });

    // And back: the old name is news again.
    await me(first);
    expect(await storedRow()).toMatchObject({ name: 'Ana', email: 'a@x.com' });
  });
});

describe('the recorded user keeps the editor role of their last request (issue 31)', () => {
  const isEditor = async () =>
    (
      await queryRows<{ is_editor: boolean }>(
        server.database.db,
        sql`select is_editor from app_users where subject = 'pessoa-renomeada'`,
      )
    )[0]?.is_editor;

  it('records is_editor from the token on /v1/me and on a write, and follows a change of role', async () => {
    const editor = await tokenFor({ preferred_username: 'pessoa', roles: ['editor'] });
    await me(editor);
    expect(await isEditor()).toBe(true);
    const seller = await tokenFor({ preferred_username: 'pessoa', roles: [] });
    await me(seller);
    expect(await isEditor()).toBe(false);
    // A write resolves the user's id (cached per database): the role change still reaches the row.
    const write = async (token: string) => {
      const answer = await fetch(`${server.baseUrl}/v1/projects`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Papel do usuário', customer: { address: {} } }),
      });
      expect(answer.status).toBe(201);
    };
    await write(seller);
    expect(await isEditor()).toBe(false);
    await write(editor);
    expect(await isEditor()).toBe(true);
    await write(seller);
    expect(await isEditor()).toBe(false);
  });
});
