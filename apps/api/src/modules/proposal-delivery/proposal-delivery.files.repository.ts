import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { proposalFiles } from '../../db/schema/index.ts';

export type StoredFile = { bytes: Uint8Array; sha256: string; fileName: string };

/** The stored document of a revision in a format ('pdf', 'docx', 'accepted-pdf'), if any. */
export async function findRevisionFile(
  db: Database,
  proposalId: number,
  format: string,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({
      bytes: proposalFiles.bytes,
      sha256: proposalFiles.sha256,
      fileName: proposalFiles.fileName,
    })
    .from(proposalFiles)
    .where(and(eq(proposalFiles.proposalId, proposalId), eq(proposalFiles.format, format)));
  return row && { ...row, bytes: new Uint8Array(row.bytes) };
}

/** Stores a revision's document unless one is stored already (the first render wins). */
export async function insertRevisionFile(
  db: Database,
  values: { proposalId: number; format: string } & StoredFile,
): Promise<void> {
  await db.insert(proposalFiles).values(values).onConflictDoNothing();
}
