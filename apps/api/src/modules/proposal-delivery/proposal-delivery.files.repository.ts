import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { proposalDecisions, proposalFiles } from '../../db/schema/index.ts';

/**
 * An issued revision's stored documents (proposal_files; docs/decisions/075) and the acceptance
 * their record page prints. Queries only: the files service decides what is rendered and when.
 */

/** 'pdf', 'docx', or 'accepted-pdf' (the PDF with the acceptance record as its last page). */
export type StoredFormat = 'pdf' | 'docx' | 'accepted-pdf';

export type StoredFile = { bytes: Uint8Array; sha256: string; fileName: string };

export async function findRevisionFile(
  db: Database,
  proposalId: number,
  format: StoredFormat,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({
      bytes: proposalFiles.bytes,
      sha256: proposalFiles.sha256,
      fileName: proposalFiles.fileName,
    })
    .from(proposalFiles)
    .where(and(eq(proposalFiles.proposalId, proposalId), eq(proposalFiles.format, format)));
  // node-postgres answers a Buffer, PGlite a Uint8Array: both are served as plain bytes.
  return row && { ...row, bytes: new Uint8Array(row.bytes) };
}

/** A stored file's SHA-256 and name, without its bytes (a page that names it, not serves it). */
export async function findRevisionFileDigest(
  db: Database,
  proposalId: number,
  format: StoredFormat,
): Promise<{ sha256: string; fileName: string } | undefined> {
  const [row] = await db
    .select({ sha256: proposalFiles.sha256, fileName: proposalFiles.fileName })
    .from(proposalFiles)
    .where(and(eq(proposalFiles.proposalId, proposalId), eq(proposalFiles.format, format)));
  return row;
}

/**
 * Stores the file unless one is stored already for the revision and format (a concurrent first
 * render got there first): the caller reads back the one kept.
 */
export async function insertRevisionFile(
  db: Database,
  proposalId: number,
  format: StoredFormat,
  file: StoredFile,
): Promise<void> {
  await db
    .insert(proposalFiles)
    .values({ proposalId, format, ...file })
    .onConflictDoNothing({ target: [proposalFiles.proposalId, proposalFiles.format] });
}

/** The revision's acceptance (its evidence), or undefined when it is not accepted. */
export async function findAcceptance(db: Database, proposalId: number) {
  const [row] = await db
    .select({
      code: proposalDecisions.code,
      decidedAt: proposalDecisions.decidedAt,
      name: proposalDecisions.name,
      cpf: proposalDecisions.cpf,
      role: proposalDecisions.role,
      email: proposalDecisions.email,
      ip: proposalDecisions.ip,
      userAgent: proposalDecisions.userAgent,
      pdfSha256: proposalDecisions.pdfSha256,
    })
    .from(proposalDecisions)
    .where(
      and(eq(proposalDecisions.proposalId, proposalId), eq(proposalDecisions.kind, 'ACCEPTED')),
    );
  return row;
}
