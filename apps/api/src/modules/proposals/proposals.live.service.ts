import type {
  CommercialTaxInputs,
  Project,
  ProposalTotals,
  TaxDates,
} from '@camara-fria/contracts';
import {
  applyCommercialTaxes,
  buildProposalSelection,
  computeProposalTaxes,
  mergePrices,
  resolveTaxBuyer,
  resolveTaxDates,
  type CommercialTaxResult,
  type ProposalSelection,
  type ProposalSelectionSource,
} from '@camara-fria/proposal';
import type { Database } from '../../db/client.ts';
import { findProject } from '../projects/projects.service.ts';
import { commercialContent, type StoredCommercial } from './proposal-section-document.ts';
import {
  findDraft,
  findDrafts,
  findSection,
  setProposalTotal,
  type ProposalRow,
} from './proposals.repository.ts';
import { taxCustomerOf, type ProposalTaxSources } from './proposals.tax-sources.ts';

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

/** What pricing a draft reads: its tax sources and the clock that dates it (a draft's date is today). */
export type DraftPricing = { taxes: ProposalTaxSources; clock: () => Date };

/** The draft's date, AAAA-MM-DD, in Brasília: the date it would be issued with today. */
export function draftDate(clock: () => Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(clock());
}

/** A draft's commercial conditions priced with their taxes, and what the screen computes them with. */
export type PricedCommercial = CommercialTaxResult & {
  taxDates: TaxDates;
  taxInputs: CommercialTaxInputs;
};

/**
 * The price lines, taxes and totals of a draft's stored commercial conditions over a selection
 * (docs/decisions/072): the engine of @camara-fria/proposal over the customer's fiscal profile,
 * the maker's, the rate rows and the dates (each typed, or the draft's date + 30 days).
 */
export async function priceSelection(
  db: Database,
  pricing: DraftPricing,
  project: Project,
  selection: ProposalSelection,
  stored: StoredCommercial | undefined,
): Promise<PricedCommercial> {
  const prices = mergePrices(selection.equipments, stored?.prices ?? []);
  const [rates, seller] = await Promise.all([pricing.taxes.rates(db), pricing.taxes.seller(db)]);
  const { buyer, missing } = resolveTaxBuyer(taxCustomerOf(project));
  const taxDates = resolveTaxDates(draftDate(pricing.clock), {
    invoiceDate: stored?.invoiceDate ?? null,
    validUntil: stored?.validUntil ?? null,
  });
  const priced = applyCommercialTaxes(
    prices,
    { seller, buyer, missing, rates, dates: taxDates },
    computeProposalTaxes,
  );
  return { ...priced, taxDates, taxInputs: { seller, buyer, rates } };
}

/**
 * Sets the project's draft `total_brl` (the project list's Valor: the invoice total, what the
 * buyer pays, docs/decisions/072) to the live total: its stored prices over the equipment the
 * saved systems have now, with their taxes. Call it in the transaction of any write that can
 * change it (commercial conditions saved, a system saved or deleted, a room deleted: the listener
 * of ProjectEquipmentChanged, src/app.ts). Nothing to do for a project without a proposal.
 */
export async function refreshDraftTotal(
  db: Database,
  services: { sources: ProposalSources } & DraftPricing,
  projectId: number,
): Promise<void> {
  const draft = await findDraft(db, projectId);
  if (!draft) return;
  const project = await findProject(db, projectId);
  if (!project) return;
  const section = await findSection(db, draft.id, 'commercialConditions');
  const selection = await loadLiveSelection(db, services.sources, project);
  const { totals } = await priceSelection(
    db,
    services,
    project,
    selection,
    commercialContent(section),
  );
  await keepDraftTotal(db, draft, totals);
}

/**
 * Brings every draft's `total_brl` to the invoice total (docs/decisions/072), once at start-up:
 * a migration cannot run the tax engine, and the drafts stored before the taxes held the total
 * before IPI; the rates in force and a draft's default invoice date move with time too. Each draft
 * in its own transaction; returns how many totals changed.
 */
export async function refreshAllDraftTotals(
  db: Database,
  services: { sources: ProposalSources } & DraftPricing,
): Promise<number> {
  let changed = 0;
  for (const { projectId, totalBrl } of await findDrafts(db)) {
    await db.transaction(async (tx) => {
      await refreshDraftTotal(tx, services, projectId);
      const after = await findDraft(tx, projectId);
      if (after && after.totalBrl !== totalBrl) changed += 1;
    });
  }
  return changed;
}

/**
 * Writes the draft's `total_brl` (the invoice total) when `totals` changed it (a write that read
 * the selection itself).
 */
export async function keepDraftTotal(
  db: Database,
  draft: Pick<ProposalRow, 'id' | 'totalBrl'>,
  totals: ProposalTotals,
): Promise<void> {
  if (totals.invoiceTotal !== draft.totalBrl) {
    await setProposalTotal(db, draft.id, totals.invoiceTotal);
  }
}
