import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { oidcProviderKeys } from '../src/db/schema/index.ts';
import { LEGACY_KEYS_FILE, loadOrCreateProviderKeys, type ProviderKeys } from '../src/oidc/keys.ts';
import { openTestDatabase } from './support/test-database.ts';
import { startTestServer } from './support/test-server.ts';

/** Keys as an earlier release wrote them to DATA_DIR/embedded-idp-keys.json. */
async function legacyKeys(): Promise<ProviderKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    signingKeys: [
      { ...(await exportJWK(privateKey)), kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' },
    ],
    cookieKeys: [crypto.randomBytes(32).toString('base64url')],
  };
}

const writeLegacyFile = (keys: ProviderKeys) => (dataDir: string) =>
  fs.writeFileSync(path.join(dataDir, LEGACY_KEYS_FILE), JSON.stringify(keys), { mode: 0o600 });

describe('the embedded provider keys in the database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('are created once when several starts race on an empty table', async () => {
    const loaded = await Promise.all(
      Array.from({ length: 6 }, () => loadOrCreateProviderKeys(database.db)),
    );
    const rows = await database.db.select().from(oidcProviderKeys);
    expect(rows).toHaveLength(1);
    for (const { keys } of loaded) {
      expect(keys).toEqual({ signingKeys: rows[0]?.signingKeys, cookieKeys: rows[0]?.cookieKeys });
    }
    expect(loaded.map(({ origin }) => origin).sort()).toEqual([
      'generated',
      ...Array.from({ length: 5 }, () => 'stored'),
    ]);
    // A later start, with an earlier release's file lying around, keeps the stored keys.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-keys-'));
    try {
      writeLegacyFile(await legacyKeys())(folder);
      const again = await loadOrCreateProviderKeys(database.db, folder);
      expect(again).toEqual({ keys: loaded[0]?.keys, origin: 'stored' });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('an earlier release key file in DATA_DIR', () => {
  it('is imported on the first start, so the tokens it signed stay valid', async () => {
    const legacy = await legacyKeys();
    const server = await startTestServer({ prepareDataDir: writeLegacyFile(legacy) });
    try {
      // What the server signs and verifies with is the file's keys, now stored in the database.
      expect(server.keys).toEqual(legacy);
      const rows = await server.database.db.select().from(oidcProviderKeys);
      expect(rows.map(({ signingKeys, cookieKeys }) => ({ signingKeys, cookieKeys }))).toEqual([
        legacy,
      ]);
      expect(server.logs.join('')).toContain(`imported into the database from ${LEGACY_KEYS_FILE}`);
      const jwks = (await (await fetch(`${server.baseUrl}/oidc/jwks`)).json()) as { keys: JWK[] };
      expect(jwks.keys.map((key) => key.kid)).toEqual([legacy.signingKeys[0]?.kid]);

      // An access token the earlier release issued with that key (a sign-in before the upgrade).
      const jwk = legacy.signingKeys[0] as JWK;
      const issuedBefore = await new SignJWT({ preferred_username: 'vendedor' })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
        .setIssuer(server.config.oidc.issuer)
        .setAudience(server.config.oidc.audience)
        .setSubject('vendedor')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(await importJWK(jwk, 'RS256'));
      const me = await fetch(`${server.baseUrl}/v1/me`, {
        headers: { authorization: `Bearer ${issuedBefore}` },
      });
      expect(me.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
