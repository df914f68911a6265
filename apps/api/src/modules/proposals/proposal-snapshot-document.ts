import {
  COMMERCIAL_TEXT_FIELDS,
  ProposalDocumentSchema,
  z,
  type CommercialTextField,
  type ProposalDocument,
} from '@camara-fria/contracts';
import {
  defineStoredDocument,
  readStoredDocument,
  toStoredDocument,
} from '../../lib/versioned-document.ts';

/**
 * How an issued revision's document is stored (`proposals.snapshot`: the whole ProposalDocument,
 * editor sections included, as it was issued) and read back
 * (docs/decisions/049-versioned-stored-documents.md). Version 1 is the document as issued before
 * versions existed (no `schemaVersion`). The current version is the contracts' ProposalDocument,
 * except that its texts are read without today's input limits (a text issued before a limit
 * still reads): so a change to ProposalDocumentSchema that an issued snapshot does not already
 * satisfy needs an upgrade here (and fails proposal-snapshot-document.test.ts until it has one).
 */

/** A text block as issued: the template it came from and its Markdown, without input limits. */
const IssuedTextBlockSchema = z.object({
  templateId: z.number().int().nullable(),
  text: z.string(),
});

const issuedCommercialTexts = Object.fromEntries(
  COMMERCIAL_TEXT_FIELDS.map((field) => [field, IssuedTextBlockSchema]),
) as Record<CommercialTextField, typeof IssuedTextBlockSchema>;

/** The current version's shape (without `schemaVersion`). */
export const ProposalSnapshotSchema = ProposalDocumentSchema.extend({
  presentation: IssuedTextBlockSchema.nullable(),
  commercialConditions: ProposalDocumentSchema.shape.commercialConditions
    .unwrap()
    .extend(issuedCommercialTexts)
    .nullable(),
  generalConditions: IssuedTextBlockSchema.nullable(),
  responsible: IssuedTextBlockSchema.nullable(),
});

/** The snapshot's document: version 1 is today's shape; later shapes add named upgrades. */
export const PROPOSAL_SNAPSHOT_DOCUMENT = defineStoredDocument(
  'da proposta emitida',
  ProposalSnapshotSchema,
);

/**
 * An issued revision's snapshot, upgraded and parsed.
 * @param proposalId - the revision's id, for the message.
 * @throws AppError STORED_DOCUMENT_UNREADABLE when it is of a newer or unknown version or does
 *   not parse.
 */
export function readProposalSnapshot(stored: unknown, proposalId: number): ProposalDocument {
  return readStoredDocument(PROPOSAL_SNAPSHOT_DOCUMENT, stored, `proposta ${proposalId}`);
}

/** The snapshot as it is written: the current version stamped on it. */
export function toStoredSnapshot(document: ProposalDocument): object {
  return toStoredDocument(PROPOSAL_SNAPSHOT_DOCUMENT, document);
}
