import { createHash } from 'node:crypto';
import type { DocumentFormat } from '@camara-fria/contracts';
import { notFound } from '../../lib/app-error.ts';
import { findIssuedRevision } from '../proposals/proposals.issued.service.ts';
import { findRevisionFile, insertRevisionFile } from './proposal-delivery.files.repository.ts';
import { render, type DeliveryContext } from './proposal-delivery.service.ts';

/*
 * MERGE (issue 31): a minimal stand-in written by part A (the customer links) until part C's
 * stored documents land; part C owns this file and replaces it, keeping the signature.
 */

const CONTENT_TYPES: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * An issued revision's document as the customer gets it, rendered once and stored
 * (proposal_files, docs/decisions/075): every later call answers the same bytes and SHA-256.
 * Racing first renders store one (insert on conflict do nothing, then read back).
 * @throws 404 NOT_FOUND when the revision does not exist or is a draft.
 */
export async function getRevisionFile(
  context: DeliveryContext,
  proposalId: number,
  format: 'pdf' | 'docx',
): Promise<{ bytes: Uint8Array; sha256: string; fileName: string; contentType: string }> {
  const stored = await findRevisionFile(context.db, proposalId, format);
  if (stored) return { ...stored, contentType: CONTENT_TYPES[format] };
  const revision = await findIssuedRevision(context.db, proposalId);
  if (!revision) throw notFound('Proposta não encontrada.');
  const file = await render(context, revision.document, format);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  await insertRevisionFile(context.db, {
    proposalId,
    format,
    bytes: file.bytes,
    sha256,
    fileName: file.fileName,
  });
  const kept = await findRevisionFile(context.db, proposalId, format);
  if (!kept) throw new Error('revision file not stored');
  return { ...kept, contentType: CONTENT_TYPES[format] };
}
