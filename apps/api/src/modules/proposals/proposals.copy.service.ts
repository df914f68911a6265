import { remapEquipmentKey, type CopiedIds } from '@camara-fria/proposal';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SectionRow } from './proposal-section-document.ts';
import type { ProposalServices } from './proposals.access.service.ts';
import { refreshDraftTotal } from './proposals.live.service.ts';
import {
  findDraft,
  findSections,
  insertDraft,
  insertSections,
  lockAndFindIssuedOrSent,
  takeProposalNumber,
  type NewSection,
} from './proposals.repository.ts';

/** A project's proposal in a copy of the project, and before its deletion (docs/decisions/065). */

/** A section's content with its equipment keys those of the copy (a key without a line goes). */
function remapSection(section: SectionRow, ids: CopiedIds): NewSection {
  if (section.key === 'commercialConditions') {
    const prices = section.content.prices.flatMap((price) => {
      const equipmentKey = remapEquipmentKey(price.equipmentKey, ids);
      return equipmentKey === undefined ? [] : [{ ...price, equipmentKey }];
    });
    return { key: section.key, content: { ...section.content, prices } };
  }
  if (section.key === 'equipmentCharacteristics') {
    const descriptions = Object.fromEntries(
      Object.entries(section.content.descriptions).flatMap(([key, text]) => {
        const remapped = remapEquipmentKey(key, ids);
        return remapped === undefined ? [] : [[remapped, text]];
      }),
    );
    return { key: section.key, content: { ...section.content, descriptions } };
  }
  return { key: section.key, content: section.content };
}

/**
 * The proposal of a project copy, in the copy's transaction (wired in src/app.ts): when the
 * source has a proposal, the copy gets a new one (a new number of the current year, R0, a draft
 * created by the copier) whose sections are the source's latest revision's, its draft's: texts,
 * prices and descriptions, the special equipment's keys renumbered to the copied systems and
 * rooms. Not copied: the issued revisions, their sends and the source's number (ADR 065).
 */
export async function copyProjectProposal(
  services: ProposalServices,
  db: Database,
  fromProjectId: number,
  toProjectId: number,
  ids: CopiedIds,
  copiedBy: string,
): Promise<void> {
  const source = await findDraft(db, fromProjectId);
  if (!source) return;
  const sections = await findSections(db, source.id);
  const year = new Date().getFullYear();
  const number = await takeProposalNumber(db, year);
  const id = await insertDraft(db, {
    projectId: toProjectId,
    year,
    number,
    revision: 0,
    createdBy: copiedBy,
  });
  await insertSections(
    db,
    id,
    sections.map((section) => remapSection(section, ids)),
    copiedBy,
  );
  await refreshDraftTotal(db, services, toProjectId);
}

export const PROJECT_HAS_ISSUED_PROPOSAL_MESSAGE =
  'Este projeto tem proposta emitida ou enviada e não pode ser excluído: arquive-o para tirá-lo da lista.';

/**
 * Whether a project may be deleted, in the deletion's transaction (the ProjectDeletionCheck
 * wired in src/app.ts): not when a revision of its proposal was issued or sent, the maker's
 * record of what a customer received (ADR 065).
 * @throws 409 PROJECT_HAS_ISSUED_PROPOSAL
 */
export async function checkProposalsDeletable(db: Database, projectId: number): Promise<void> {
  if (await lockAndFindIssuedOrSent(db, projectId)) {
    throw new AppError(409, 'PROJECT_HAS_ISSUED_PROPOSAL', PROJECT_HAS_ISSUED_PROPOSAL_MESSAGE);
  }
}
