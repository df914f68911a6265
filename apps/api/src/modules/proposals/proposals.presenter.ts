import {
  COMMERCIAL_TEXT_FIELDS,
  type CommercialTextField,
  type ProposalDocument,
  type ProposalDto,
  type ProposalRevisionSummary,
  type ProposalTotals,
  type TextBlock,
} from '@camara-fria/contracts';
import { readProposalSnapshot } from './proposal-snapshot-document.ts';
import type { ProposalRow, SectionRow } from './proposals.repository.ts';

/** "2026-0042": the number every revision of a project's proposal shares. */
export function proposalNumber(row: Pick<ProposalRow, 'year' | 'number'>): string {
  return `${row.year}-${String(row.number).padStart(4, '0')}`;
}

/** "2026-0042-R1". */
export function proposalCode(row: Pick<ProposalRow, 'year' | 'number' | 'revision'>): string {
  return `${proposalNumber(row)}-R${row.revision}`;
}

export function issuedStamp(row: ProposalRow): ProposalDto['issuedBy'] {
  return row.issuedByUsername === null
    ? null
    : { username: row.issuedByUsername, name: row.issuedByName };
}

/** The fields of a revision that come from its row (never from a snapshot). */
export function rowFields(row: ProposalRow) {
  return {
    id: row.id,
    projectId: row.projectId,
    number: proposalNumber(row),
    revision: row.revision,
    code: proposalCode(row),
    status: row.status as ProposalDto['status'],
    issuedAt: row.issuedAt?.toISOString() ?? null,
    issuedBy: issuedStamp(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function presentSummary(row: ProposalRow, totals: ProposalTotals): ProposalRevisionSummary {
  const fields = rowFields(row);
  return {
    id: fields.id,
    revision: fields.revision,
    code: fields.code,
    status: fields.status,
    issuedAt: fields.issuedAt,
    issuedBy: fields.issuedBy,
    totals,
  };
}

/**
 * An issued revision's snapshot (stored as the editor's view of its document when issued),
 * upgraded and parsed (proposal-snapshot-document.ts).
 */
export function readSnapshot(row: ProposalRow): ProposalDocument {
  if (row.status !== 'ISSUED' || row.snapshot === null) {
    throw new Error(`proposal ${row.id} has no snapshot`);
  }
  return readProposalSnapshot(row.snapshot, row.id);
}

/** The totals of an issued revision, as frozen. */
export function snapshotTotals(row: ProposalRow): ProposalTotals {
  return readSnapshot(row).proposal.totals;
}

/** Section metadata on the wire. */
export function sectionMeta(section: SectionRow, readOnly: boolean) {
  return {
    version: section.version,
    updatedAt: section.updatedAt.toISOString(),
    readOnly,
  };
}

/** A text block, tolerant of a missing one (an empty text written by hand). */
export function readTextBlock(block: TextBlock | null | undefined): TextBlock {
  return { templateId: block?.templateId ?? null, text: block?.text ?? '' };
}

/** The eight text blocks of the commercial conditions out of a stored or snapshot object. */
export function pickCommercialTexts(
  source: Partial<Record<CommercialTextField, TextBlock>> | undefined,
): Record<CommercialTextField, TextBlock> {
  return Object.fromEntries(
    COMMERCIAL_TEXT_FIELDS.map((field) => [field, readTextBlock(source?.[field])]),
  ) as Record<CommercialTextField, TextBlock>;
}

/** The document a non-editor may see: editor-only sections null (spec §6). */
export function viewFor(document: ProposalDocument, isEditor: boolean): ProposalDocument {
  if (isEditor) return document;
  return {
    ...document,
    presentation: null,
    commercialConditions: null,
    generalConditions: null,
    responsible: null,
  };
}
