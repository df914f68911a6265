import type { PriceDto, ProposalTotals } from '@camara-fria/contracts';
import {
  buildProposalSelection,
  computeTotals,
  mergePrices,
  type ProposalSelection,
  type ProposalSelectionSource,
} from '@camara-fria/proposal';
import type { Database } from '../../db/client.ts';
import { findProject } from '../projects/projects.service.ts';
import { commercialContent, type StoredCommercial } from './proposal-section-document.ts';
import {
  findDraft,
  findSection,
  setProposalTotal,
  type ProposalRow,
} from './proposals.repository.ts';

/**
 * The live part of a draft proposal (docs/decisions/029): its selection read from the project's
 * saved rooms and systems, and the draft's total kept on its row.
 */

/** The sections of a revision and their stored contents (proposal-section-document.ts). */
export type {
  SectionKey,
  StoredCharacteristics,
  StoredCommercial,
} from './proposal-section-document.ts';

/**
 * What a draft reads of its project's rooms and systems: the port the proposals declare and
 * src/app.ts connects to the rooms' and systems' list services (docs/decisions/050). The
 * proposals import neither module: those call the proposals back (ProjectEquipmentChanged).
 * `db` may be a transaction, whose writes the reads then see.
 */
export type ProposalSources = {
  /** The project's rooms, in their list order (invalid stored rooms included, flagged). */
  readRooms: (db: Database, projectId: number) => Promise<ProposalSelectionSource['rooms']>;
  /** The project's saved systems, in their list order. */
  readSystems: (db: Database, projectId: number) => Promise<ProposalSelectionSource['systems']>;
};

/** The selection part of a draft, read now from the project as saved. */
export async function loadLiveSelection(
  db: Database,
  sources: ProposalSources,
  project: ProposalSelectionSource['project'],
): Promise<ProposalSelection> {
  const rooms = await sources.readRooms(db, project.id);
  const systems = await sources.readSystems(db, project.id);
  return buildProposalSelection({ project, rooms, systems });
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
 * that can change it (commercial conditions saved, a system saved or deleted, a room deleted: the
 * listener of ProjectEquipmentChanged, src/app.ts). Nothing to do for a project without a proposal.
 */
export async function refreshDraftTotal(
  db: Database,
  sources: ProposalSources,
  projectId: number,
): Promise<void> {
  const draft = await findDraft(db, projectId);
  if (!draft) return;
  const project = await findProject(db, projectId);
  if (!project) return;
  const section = await findSection(db, draft.id, 'commercialConditions');
  const selection = await loadLiveSelection(db, sources, project);
  const { totals } = priceSelection(selection, commercialContent(section));
  await keepDraftTotal(db, draft, totals);
}

/** Writes the draft's `total_brl` when `totals` changed it (a write that read the selection itself). */
export async function keepDraftTotal(
  db: Database,
  draft: Pick<ProposalRow, 'id' | 'totalBrl'>,
  totals: ProposalTotals,
): Promise<void> {
  if (totals.total !== draft.totalBrl) await setProposalTotal(db, draft.id, totals.total);
}
