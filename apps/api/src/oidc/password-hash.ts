import crypto from 'node:crypto';

/**
 * Slow password hashes with node:crypto's scrypt (no native build): a random 16-byte salt per
 * password and the cost parameters stored with the hash as a PHC string
 * (`$scrypt$ln=15,r=8,p=1$<salt>$<hash>`, base64 without padding), so raising the cost later
 * leaves existing hashes verifiable. N = 2^15, r = 8 is OWASP's scrypt minimum: 32 MiB and
 * about 100 ms per hash (ADR 040).
 */
export const SCRYPT_PARAMETERS = { logN: 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

type ScryptParameters = { logN: number; r: number; p: number };

function scrypt(password: string, salt: Buffer, parameters: ScryptParameters, keyLength: number) {
  const N = 2 ** parameters.logN;
  return new Promise<Buffer>((resolve, reject) => {
    crypto.scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      // Node's default maxmem (32 MiB) is exactly 128·N·r; leave room for the rest.
      { N, r: parameters.r, p: parameters.p, maxmem: 256 * N * parameters.r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** Hashes a password with a new random salt; off the event loop (libuv's thread pool). */
export async function hashPassword(
  password: string,
  parameters: ScryptParameters = SCRYPT_PARAMETERS,
): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, parameters, KEY_LENGTH);
  return `$scrypt$ln=${parameters.logN},r=${parameters.r},p=${parameters.p}$${b64(salt)}$${b64(key)}`;
}

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Whether `password` matches `stored` (compared in constant time); false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, logN, r, p, salt, hash] = match;
  const parameters = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (parameters.logN < 10 || parameters.logN > 20 || parameters.r < 1 || parameters.p < 1)
    return false;
  const expected = Buffer.from(hash ?? '', 'base64');
  if (expected.length < 16) return false;
  const actual = await scrypt(
    password,
    Buffer.from(salt ?? '', 'base64'),
    parameters,
    expected.length,
  );
  return crypto.timingSafeEqual(actual, expected);
}

/**
 * A hash no password matches, checked when the e-mail is unknown so that an unknown account
 * takes as long to refuse as a wrong password (no account discovery by timing).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomBytes(24).toString('base64'));
  return decoy;
}
