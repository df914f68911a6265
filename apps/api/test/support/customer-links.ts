import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { appUsers, proposalFiles, proposalLinks } from '../../src/db/schema/index.ts';
import { hashLinkToken, newLinkToken } from '../../src/modules/proposal-links/link-token.ts';

/*
 * Customer links for the decision tests (issue 31) before the links' API (part A, i31-links)
 * exists on the branch: a link row as that API stores it (the token's SHA-256 only), and the
 * revision's PDF stored as the link's page stores it on its first view (proposal_files).
 */

export type LinkRowOptions = {
  /** Days from now (negative: already ended). 30 by default. */
  expiresInDays?: number;
  isRevoked?: boolean;
  isSuperseded?: boolean;
};

/** Inserts a link to the issued revision `proposalId`, created by `username`; its token and id. */
export async function insertCustomerLink(
  db: Database,
  proposalId: number,
  username: string,
  options: LinkRowOptions = {},
): Promise<{ token: string; linkId: number }> {
  const [user] = await db
    .select({ id: appUsers.id })
    .from(appUsers)
    .where(eq(appUsers.username, username));
  if (!user) throw new Error(`no user ${username}: sign them in first`);
  const token = newLinkToken();
  const days = options.expiresInDays ?? 30;
  const [row] = await db
    .insert(proposalLinks)
    .values({
      proposalId,
      tokenHash: hashLinkToken(token),
      channel: 'COPY',
      createdBy: user.id,
      expiresAt: sql`now() + make_interval(days => ${days})`,
      revokedAt: options.isRevoked ? sql`now()` : null,
      revokedBy: options.isRevoked ? user.id : null,
      supersededAt: options.isSuperseded ? sql`now()` : null,
    })
    .returning({ id: proposalLinks.id });
  if (!row) throw new Error('link not inserted');
  return { token, linkId: row.id };
}

/**
 * Stores `bytes` as the revision's PDF (what the link's page does on its first view), unless one
 * is stored; answers the stored PDF's SHA-256.
 */
export async function storeRevisionPdf(
  db: Database,
  proposalId: number,
  bytes: Uint8Array,
): Promise<string> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db
    .insert(proposalFiles)
    .values({ proposalId, format: 'pdf', bytes, sha256, fileName: 'proposta.pdf' })
    .onConflictDoNothing();
  const [stored] = await db
    .select({ sha256: proposalFiles.sha256 })
    .from(proposalFiles)
    .where(sql`${proposalFiles.proposalId} = ${proposalId} and ${proposalFiles.format} = 'pdf'`);
  if (!stored) throw new Error('pdf not stored');
  return stored.sha256;
}
