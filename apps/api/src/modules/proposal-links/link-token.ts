import { createHash, randomBytes } from 'node:crypto';

/**
 * A customer link's token (issue 31; docs/decisions/074): 128 bits from the operating system's
 * random source, base64url without padding (22 characters, LINK_TOKEN_PATTERN). It is given once,
 * to the link's creator; the database keeps only its SHA-256, so a copy of the database opens no
 * proposal.
 */
export function newLinkToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The stored form of a token: its SHA-256, hex. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
