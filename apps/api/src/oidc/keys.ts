import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client.ts';
import { findProviderKeys, insertProviderKeysOnce } from './provider-keys.repository.ts';

export type ProviderKeys = {
  /** Private signing keys (JWK, RS256) of the embedded provider. */
  signingKeys: JWK[];
  /** Secrets that sign the provider's cookies. */
  cookieKeys: string[];
};

/** Where the keys came from on this start: already stored, imported from DATA_DIR, or new. */
export type ProviderKeysOrigin = 'stored' | 'imported' | 'generated';

/** The file earlier releases kept the keys in, inside DATA_DIR; imported once when present. */
export const LEGACY_KEYS_FILE = 'embedded-idp-keys.json';

const ROW_ID = 'embedded';

async function generateKeys(): Promise<ProviderKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    signingKeys: [{ ...jwk, kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' }],
    cookieKeys: [crypto.randomBytes(32).toString('base64url')],
  };
}

function readLegacyKeys(folder: string | undefined): ProviderKeys | undefined {
  if (!folder) return undefined;
  const file = path.join(folder, LEGACY_KEYS_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<ProviderKeys>;
  if (!Array.isArray(parsed.signingKeys) || !Array.isArray(parsed.cookieKeys))
    throw new Error(`${file} does not hold the embedded provider's keys`);
  return { signingKeys: parsed.signingKeys, cookieKeys: parsed.cookieKeys };
}

async function readStoredKeys(db: Database): Promise<ProviderKeys | undefined> {
  const row = await findProviderKeys(db, ROW_ID);
  return row
    ? { signingKeys: row.signingKeys as JWK[], cookieKeys: row.cookieKeys as string[] }
    : undefined;
}

/**
 * The embedded provider's keys, kept in the database (table oidc_provider_keys) so that every
 * API process on it signs and verifies alike and sessions and tokens survive a restart. The
 * first start stores them: the keys of `legacyFolder`'s {@link LEGACY_KEYS_FILE} when an
 * earlier release left one there (its sessions and tokens stay valid), new ones otherwise.
 * Processes starting at once race safely: each inserts with ON CONFLICT DO NOTHING and all
 * read back the one row that won.
 */
export async function loadOrCreateProviderKeys(
  db: Database,
  legacyFolder?: string,
): Promise<{ keys: ProviderKeys; origin: ProviderKeysOrigin }> {
  const stored = await readStoredKeys(db);
  if (stored) return { keys: stored, origin: 'stored' };
  const legacy = readLegacyKeys(legacyFolder);
  const candidate = legacy ?? (await generateKeys());
  const inserted = await insertProviderKeysOnce(db, ROW_ID, candidate);
  const keys = await readStoredKeys(db);
  if (!keys) throw new Error('the embedded provider keys were not stored');
  if (!inserted) return { keys, origin: 'stored' };
  return { keys, origin: legacy ? 'imported' : 'generated' };
}

/** The public half of a private JWK, for verifying. */
export function toPublicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}
