import type { PriceDto, ProposalTotals } from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { listProjectSystems } from '../operating-systems/system-list.service.ts';
import {
  loadProject,
  presentProject,
  type ProjectRow,
} from '../projects/project-access.service.ts';
import { listProjectRooms } from '../rooms/room-list.service.ts';
import { commercialContent, type StoredCommercial } from './proposal-section-document.ts';
import { computeTotals, mergePrices } from './proposals.prices.ts';
import { findDraft, findSection, setProposalTotal } from './proposals.repository.ts';
import { buildProposalSelection, type ProposalSelection } from './proposals.selection.ts';

/**
 * The live part of a draft proposal (docs/decisions/029): its selection read from the project's
 * saved rooms and systems, and the draft's total kept on its row. Apart from proposals.service.ts
 * because the rooms and systems services call {@link refreshDraftTotal}: this file reads them
 * through their list services only, so no import cycle arises.
 */

/** The sections of a revision and their stored contents (proposal-section-document.ts). */
export type {
  SectionKey,
  StoredCharacteristics,
  StoredCommercial,
} from './proposal-section-document.ts';

/** The selection part of a draft, read now from the project as saved. */
export async function loadLiveSelection(
  db: Database,
  project: ProjectRow,
): Promise<ProposalSelection> {
  const rooms = await listProjectRooms(db, project.id, 'summary');
  const systems = await listProjectSystems(db, project.id);
  return buildProposalSelection({ project: presentProject(project), rooms, systems });
}

/** The price lines and totals of a revision's stored commercial conditions over a selection. */
export function priceSelection(
  selection: ProposalSelection,
  stored: StoredCommercial | undefined,
): { prices: PriceDto[]; totals: ProposalTotals } {
  const prices = mergePrices(selection.equipments, stored?.prices ?? []);
  return { prices, totals: computeTotals(prices) };
}

/**
 * Sets the project's draft `total_brl` (the project list's Valor) to the live total: its stored
 * prices over the equipment the saved systems have now. Call it in the transaction of any write
 * that can change it (commercial conditions saved, a system saved or deleted, a room deleted).
 * Nothing to do for a project without a proposal.
 */
export async function refreshDraftTotal(db: Database, projectId: number): Promise<void> {
  const draft = await findDraft(db, projectId);
  if (!draft) return;
  const project = await loadProject(db, projectId);
  if (!project) return;
  const section = await findSection(db, draft.id, 'commercialConditions');
  const selection = await loadLiveSelection(db, project);
  const { totals } = priceSelection(selection, commercialContent(section));
  if (totals.total !== draft.totalBrl) await setProposalTotal(db, draft.id, totals.total);
}
