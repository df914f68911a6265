import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export type ProviderKeys = {
  /** Private signing keys (JWK, RS256) of the embedded provider. */
  signingKeys: JWK[];
  /** Secrets that sign the provider's cookies. */
  cookieKeys: string[];
};

async function generateKeys(): Promise<ProviderKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    signingKeys: [{ ...jwk, kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' }],
    cookieKeys: [crypto.randomBytes(32).toString('base64url')],
  };
}

/**
 * Keys of the embedded provider, kept in DATA_DIR so sessions and tokens survive a restart.
 * Without a folder (tests) they live only in memory.
 */
export async function loadOrCreateProviderKeys(folder: string | undefined): Promise<ProviderKeys> {
  if (!folder) return generateKeys();
  const file = path.join(folder, 'embedded-idp-keys.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as ProviderKeys;
  const keys = await generateKeys();
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** The public half of a private JWK, for verifying. */
export function toPublicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}
