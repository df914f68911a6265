import type {
  CommercialTextField,
  PriceDto,
  ProposalTotals,
  TextBlock,
  z,
  PriceInputSchema,
} from '@camara-fria/contracts';
import {
  buildProposalSelection,
  computeTotals,
  mergePrices,
  type ProposalSelection,
} from '@camara-fria/proposal';
import type { Database } from '../../db/client.ts';
import { listProjectSystems } from '../operating-systems/system-list.service.ts';
import {
  loadProject,
  presentProject,
  type ProjectRow,
} from '../projects/project-access.service.ts';
import { listProjectRooms } from '../rooms/room-list.service.ts';
import { findDraft, findSection, setProposalTotal } from './proposals.repository.ts';

/**
 * The live part of a draft proposal (docs/decisions/029): its selection read from the project's
 * saved rooms and systems, and the draft's total kept on its row. Apart from proposals.service.ts
 * because the rooms and systems services call {@link refreshDraftTotal}: this file reads them
 * through their list services only, so no import cycle arises.
 */

/** The stored content of each section of a revision (proposal_sections.content). */
export const SECTION_KEYS = [
  'presentation',
  'equipmentCharacteristics',
  'commercialConditions',
  'generalConditions',
  'responsible',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export type StoredPrice = z.output<typeof PriceInputSchema>;
export type StoredCharacteristics = {
  /** Complementary description per equipment key. */
  descriptions: Record<string, string>;
  additionalInformation: string;
};
export type StoredCommercial = { prices: StoredPrice[] } & Record<CommercialTextField, TextBlock>;

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
  const { totals } = priceSelection(selection, section?.content as StoredCommercial | undefined);
  if (totals.total !== draft.totalBrl) await setProposalTotal(db, draft.id, totals.total);
}
