import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { appUsers, proposalFiles, proposals } from '../../db/schema/index.ts';

/*
 * MERGE (issue 31): a minimal stand-in written by part B (i31-decisions) so that the customer's
 * decision can read the stored PDF; part C (i31-documents) owns this file and its version
 * replaces this one whole.
 */

export type StoredFileFormat = 'pdf' | 'docx' | 'accepted-pdf';
export type StoredFile = { bytes: Uint8Array; sha256: string; fileName: string };

/** The revision's stored document of `format`, when rendered already. */
export async function findStoredFile(
  db: Database,
  proposalId: number,
  format: StoredFileFormat,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({
      bytes: proposalFiles.bytes,
      sha256: proposalFiles.sha256,
      fileName: proposalFiles.fileName,
    })
    .from(proposalFiles)
    .where(and(eq(proposalFiles.proposalId, proposalId), eq(proposalFiles.format, format)));
  return row;
}

/** Stores the document unless one is stored already (a concurrent first render): the first stays. */
export async function insertStoredFile(
  db: Database,
  row: { proposalId: number; format: StoredFileFormat } & StoredFile,
): Promise<void> {
  await db.insert(proposalFiles).values(row).onConflictDoNothing();
}

const issuer = alias(appUsers, 'issuer');

/** An issued revision's row by id (with who issued it), or undefined (none, or a draft). */
export async function findIssuedRevisionById(db: Database, proposalId: number) {
  const [row] = await db
    .select({ proposal: proposals, issuedByUsername: issuer.username, issuedByName: issuer.name })
    .from(proposals)
    .leftJoin(issuer, eq(proposals.issuedBy, issuer.id))
    .where(and(eq(proposals.id, proposalId), eq(proposals.status, 'ISSUED')));
  return row
    ? { ...row.proposal, issuedByUsername: row.issuedByUsername, issuedByName: row.issuedByName }
    : undefined;
}
