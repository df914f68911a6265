import { createHash } from 'node:crypto';
import type { DocumentFormat } from '@camara-fria/contracts';
import { proposalFileName, type ReportAcceptance } from '@camara-fria/reports';
import { getIssuedRevisionDocument } from '../proposals/proposals.service.ts';
import {
  findAcceptance,
  findRevisionFile,
  findRevisionFileDigest,
  insertRevisionFile,
  type StoredFile,
  type StoredFormat,
} from './proposal-delivery.files.repository.ts';
import type { DeliveryContext } from './proposal-delivery.service.ts';

/**
 * An issued revision's documents, rendered once and kept (issue 31; docs/decisions/075). The
 * customer's page names the PDF's SHA-256 and an acceptance records it, so the bytes a revision is
 * served as never change: the seller's download, the e-mail attachment and the customer's
 * download are the same stored bytes. A draft is never stored (it is still being edited: its
 * documents are rendered fresh, marked RASCUNHO). An accepted revision's PDF is the original with
 * the acceptance record as its last page ('accepted-pdf'), rendered once too; the original stays
 * stored, and its SHA-256 is the one the acceptance names.
 */

/** The documents' dates and times are Brazil's (spec: pt-BR). */
export const DOCUMENT_TIME_ZONE = 'America/Sao_Paulo';

export const CONTENT_TYPES: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export type RevisionFile = {
  bytes: Uint8Array;
  /** SHA-256 of `bytes`, lower-case hex. */
  sha256: string;
  fileName: string;
  contentType: string;
};

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The stored file of the revision, else rendered (through the bounded renderer), stored and read
 * back. Concurrent first requests may each render: the first insert is kept (on conflict do
 * nothing), and every one of them answers the bytes kept.
 * @throws 404 for an unknown revision, 409 REVISION_NOT_ISSUED for a draft.
 */
async function storedFile(
  context: DeliveryContext,
  proposalId: number,
  format: StoredFormat,
  acceptance: ReportAcceptance | null,
  signal: AbortSignal | undefined,
): Promise<StoredFile> {
  const stored = await findRevisionFile(context.db, proposalId, format);
  if (stored) return stored;
  const document = await getIssuedRevisionDocument(context.proposals, proposalId);
  const issuedAt = document.proposal.issuedAt ? new Date(document.proposal.issuedAt) : new Date();
  const bytes = await context.renderer.render(
    {
      document,
      format: format === 'docx' ? 'docx' : 'pdf',
      maker: context.maker,
      // A revision's document is dated the day it was issued, whenever it is first rendered.
      generatedAt: issuedAt,
      timeZone: DOCUMENT_TIME_ZONE,
      acceptance,
    },
    signal,
  );
  const fileName = proposalFileName(document, format === 'docx' ? 'docx' : 'pdf');
  await insertRevisionFile(context.db, proposalId, format, {
    bytes,
    sha256: sha256Hex(bytes),
    fileName,
  });
  const kept = await findRevisionFile(context.db, proposalId, format);
  if (!kept) throw new Error(`proposal ${proposalId}: the ${format} stored is missing`);
  return kept;
}

/** The record page's evidence; the hash the acceptance names, else the original PDF's. */
async function acceptanceOf(
  context: DeliveryContext,
  proposalId: number,
  signal: AbortSignal | undefined,
): Promise<ReportAcceptance | null> {
  const row = await findAcceptance(context.db, proposalId);
  if (!row) return null;
  const pdfSha256 =
    row.pdfSha256 ?? (await storedFile(context, proposalId, 'pdf', null, signal)).sha256;
  return { ...row, decidedAt: row.decidedAt.toISOString(), pdfSha256 };
}

/**
 * An issued revision's document as stored (rendered once): the DOCX, or the PDF — an accepted
 * revision's with the acceptance record as its last page. The caller has checked who may have it.
 * @throws 404 for an unknown revision, 409 REVISION_NOT_ISSUED for a draft, and the renderer's
 * 503 SERVER_BUSY / 422 DOCUMENT_TOO_LARGE / 499 REQUEST_CANCELLED when it must be rendered.
 */
export async function getRevisionFile(
  context: DeliveryContext,
  proposalId: number,
  format: 'pdf' | 'docx',
  signal?: AbortSignal,
): Promise<RevisionFile> {
  const served = await servedFormat(context, proposalId, format, signal);
  const file = await storedFile(context, proposalId, served.format, served.acceptance, signal);
  return { ...file, contentType: CONTENT_TYPES[format] };
}

/** What a request for `format` is served as: an accepted revision's PDF is the 'accepted-pdf'. */
async function servedFormat(
  context: DeliveryContext,
  proposalId: number,
  format: 'pdf' | 'docx',
  signal: AbortSignal | undefined,
): Promise<{ format: StoredFormat; acceptance: ReportAcceptance | null }> {
  const acceptance = format === 'pdf' ? await acceptanceOf(context, proposalId, signal) : null;
  return { format: acceptance ? 'accepted-pdf' : format, acceptance };
}

/**
 * The SHA-256 and file name of what {@link getRevisionFile} serves, without reading its bytes
 * once stored (the customer's page names them on every view); rendered and stored when not yet.
 */
export async function getRevisionFileDigest(
  context: DeliveryContext,
  proposalId: number,
  format: 'pdf' | 'docx',
  signal?: AbortSignal,
): Promise<{ sha256: string; fileName: string }> {
  const served = await servedFormat(context, proposalId, format, signal);
  const known = await findRevisionFileDigest(context.db, proposalId, served.format);
  if (known) return known;
  const file = await storedFile(context, proposalId, served.format, served.acceptance, signal);
  return { sha256: file.sha256, fileName: file.fileName };
}
