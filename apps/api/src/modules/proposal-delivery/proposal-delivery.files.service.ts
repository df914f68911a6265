import { createHash } from 'node:crypto';
import { notFound } from '../../lib/app-error.ts';
import { issuedDocument } from '../proposals/proposals.document.service.ts';
import {
  findIssuedRevisionById,
  findStoredFile,
  insertStoredFile,
  type StoredFile,
} from './proposal-delivery.files.repository.ts';
import { render, type DeliveryContext } from './proposal-delivery.service.ts';

/*
 * MERGE (issue 31): a minimal stand-in written by part B (i31-decisions); part C
 * (i31-documents, docs/decisions/075) owns this file and its version replaces this one whole
 * (the customer's projection, the accepted PDF with its record page).
 */

/**
 * An issued revision's document as the customer gets it, rendered once and stored
 * (proposal_files) with its SHA-256: the bytes served never change. Concurrent first renders
 * store one (the first); every caller answers the stored one.
 * @throws 404 NOT_FOUND when `proposalId` is not an issued revision.
 */
export async function getRevisionFile(
  context: DeliveryContext,
  proposalId: number,
  format: 'pdf' | 'docx',
): Promise<StoredFile> {
  const stored = await findStoredFile(context.db, proposalId, format);
  if (stored) return stored;
  const row = await findIssuedRevisionById(context.db, proposalId);
  if (!row) throw notFound('Proposta não encontrada.');
  const file = await render(context, issuedDocument(row), format);
  await insertStoredFile(context.db, {
    proposalId,
    format,
    bytes: file.bytes,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    fileName: file.fileName,
  });
  const kept = await findStoredFile(context.db, proposalId, format);
  if (!kept) throw new Error(`proposal ${proposalId}: ${format} not stored`);
  return kept;
}
