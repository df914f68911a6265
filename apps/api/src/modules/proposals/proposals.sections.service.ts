import {
  COMMERCIAL_TEXT_FIELDS,
  OVERRIDE_REASON_REQUIRED,
  type CommercialConditionsDto,
  type EquipmentCharacteristicsDto,
  type PresentationDto,
  type Project,
  type TextBlock,
  type z,
  type CommercialConditionsInputSchema,
  type EquipmentCharacteristicsInputSchema,
  type PresentationInputSchema,
} from '@camara-fria/contracts';
import { findUnexplainedOverrides, type ProposalSelection } from '@camara-fria/proposal';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../db/client.ts';
import { readExpectedVersion } from '../../lib/expected-version.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { loadDefaultTexts } from '../proposal-templates/proposal-templates.service.ts';
import { resolveUserId } from '../users/users.service.ts';
import { textContent } from './proposal-section-document.ts';
import {
  openRevision,
  proposalNotFound,
  revisionIssued,
  sectionConflict,
  type Opened,
  type ProposalServices,
  type SaveRequest,
} from './proposals.access.service.ts';
import {
  characteristicsOf,
  commercialOf,
  loadDraftParts,
  type TextSectionKey,
} from './proposals.document.service.ts';
import {
  keepDraftTotal,
  loadLiveSelection,
  priceSelection,
  type SectionKey,
  type StoredCharacteristics,
  type StoredCommercial,
} from './proposals.live.service.ts';
import { readSnapshot, readTextBlock, sectionMeta } from './proposals.presenter.ts';
import {
  findProposal,
  findSection,
  lockProposal,
  touchProposal,
  updateSection,
  type ProposalRow,
  type SectionRow,
} from './proposals.repository.ts';

/**
 * The sections of a revision (spec part 2 §6): each read (an issued revision's from its
 * snapshot) and each saved over the version it was loaded at. The editor-only sections answer
 * 403 to anyone else (proposals.access.service.ts).
 */

type TextSectionInput = z.output<typeof PresentationInputSchema>;
type CharacteristicsInput = z.output<typeof EquipmentCharacteristicsInputSchema>;
type CommercialInput = z.output<typeof CommercialConditionsInputSchema>;

async function requireSection(
  db: Database,
  row: ProposalRow,
  key: SectionKey,
): Promise<SectionRow> {
  const section = await findSection(db, row.id, key);
  if (!section) throw proposalNotFound();
  return section;
}

export async function getTextSection(
  db: Database,
  principal: Principal,
  projectId: number,
  proposalId: number,
  key: TextSectionKey,
): Promise<PresentationDto> {
  const { row } = await openRevision(db, principal, projectId, proposalId, key);
  return presentTextSection(db, row, key);
}

async function presentTextSection(
  db: Database,
  row: ProposalRow,
  key: TextSectionKey,
): Promise<PresentationDto> {
  const section = await requireSection(db, row, key);
  const issued = row.status === 'ISSUED';
  const block: TextBlock = issued
    ? readTextBlock(readSnapshot(row)[key])
    : readTextBlock(textContent(section));
  return { ...block, ...sectionMeta(section, issued) };
}

export async function getCharacteristics(
  services: ProposalServices,
  principal: Principal,
  projectId: number,
  proposalId: number,
): Promise<EquipmentCharacteristicsDto> {
  const { db } = services;
  const { project, row } = await openRevision(
    db,
    principal,
    projectId,
    proposalId,
    'equipmentCharacteristics',
  );
  return presentCharacteristics(services, project, row);
}

async function presentCharacteristics(
  services: ProposalServices,
  project: Project,
  row: ProposalRow,
  /** The live selection, when the caller has read it already (a save). */
  selection?: ProposalSelection,
): Promise<EquipmentCharacteristicsDto> {
  const { db } = services;
  const section = await requireSection(db, row, 'equipmentCharacteristics');
  if (row.status === 'ISSUED') {
    return { ...readSnapshot(row).equipmentCharacteristics, ...sectionMeta(section, true) };
  }
  const parts = await loadDraftParts(services, project, row, selection);
  return {
    ...characteristicsOf(parts, await loadDefaultTexts(db)),
    ...sectionMeta(section, false),
  };
}

export async function getCommercialConditions(
  services: ProposalServices,
  principal: Principal,
  projectId: number,
  proposalId: number,
): Promise<CommercialConditionsDto> {
  const { db } = services;
  const { project, row } = await openRevision(
    db,
    principal,
    projectId,
    proposalId,
    'commercialConditions',
  );
  return presentCommercial(services, project, row);
}

async function presentCommercial(
  services: ProposalServices,
  project: Project,
  row: ProposalRow,
  /** The live selection, when the caller has read it already (a save). */
  selection?: ProposalSelection,
): Promise<CommercialConditionsDto> {
  const { db } = services;
  const section = await requireSection(db, row, 'commercialConditions');
  if (row.status === 'ISSUED') {
    const frozen = readSnapshot(row).commercialConditions;
    if (!frozen) throw new Error(`proposal ${row.id}: snapshot without commercial conditions`);
    return { ...frozen, taxInputs: null, ...sectionMeta(section, true) };
  }
  const parts = await loadDraftParts(services, project, row, selection);
  return { ...commercialOf(parts), taxInputs: parts.taxInputs, ...sectionMeta(section, false) };
}

/** What a save stores, built in its transaction. */
type Written = {
  content: unknown;
  /** The live selection the content was built over (read once: the answer reuses it). */
  selection?: ProposalSelection;
  /** Runs in the transaction once the section is stored. */
  afterWrite?: (draft: Pick<ProposalRow, 'id' | 'totalBrl'>) => Promise<void>;
};

/**
 * Writes one section of a draft over the version it was loaded at, in one transaction that
 * holds the revision's row (so an issue never freezes half of a save): 409 REVISION_ISSUED on an
 * issued revision, 428 without a version, 409 CONFLICT on a stale one. `write` builds the content
 * in that transaction (`tx.db`); the project is read once, before it (docs/decisions/050).
 */
async function saveSection(
  services: ProposalServices,
  request: SaveRequest,
  key: SectionKey,
  write: (tx: ProposalServices, project: Project) => Promise<Written>,
): Promise<Opened & { selection: ProposalSelection | undefined }> {
  const { db } = services;
  const opened = await openRevision(
    db,
    request.principal,
    request.projectId,
    request.proposalId,
    key,
  );
  if (opened.row.status === 'ISSUED') throw revisionIssued();
  const expectedVersion = readExpectedVersion(request.bodyVersion, request.ifMatch);
  const userId = await resolveUserId(db, request.principal);
  const written = await db.transaction(async (tx) => {
    const locked = await lockProposal(tx, opened.row.id);
    if (!locked) throw proposalNotFound();
    if (locked.status !== 'DRAFT') throw revisionIssued();
    const built = await write({ ...services, db: tx }, opened.project);
    const saved = await updateSection(
      tx,
      opened.row.id,
      key,
      expectedVersion,
      built.content,
      userId,
    );
    if (!saved) {
      if (!(await findSection(tx, opened.row.id, key))) throw proposalNotFound();
      throw sectionConflict();
    }
    await touchProposal(tx, opened.row.id);
    await built.afterWrite?.(locked);
    return built;
  });
  const row = await findProposal(db, request.projectId, request.proposalId);
  if (!row) throw proposalNotFound();
  return { project: opened.project, row, selection: written.selection };
}

export async function saveTextSection(
  services: ProposalServices,
  request: SaveRequest,
  key: TextSectionKey,
  input: TextSectionInput,
): Promise<PresentationDto> {
  const block: TextBlock = { templateId: input.templateId, text: input.text };
  const { row } = await saveSection(services, request, key, async () => ({ content: block }));
  return presentTextSection(services.db, row, key);
}

/** The keys of the equipment the draft lists now (texts and prices of others are dropped). */
function equipmentKeys(selection: ProposalSelection): Set<string> {
  return new Set(selection.equipments.map((equipment) => equipment.key));
}

export async function saveCharacteristics(
  services: ProposalServices,
  request: SaveRequest,
  input: CharacteristicsInput,
): Promise<EquipmentCharacteristicsDto> {
  const saved = await saveSection(
    services,
    request,
    'equipmentCharacteristics',
    async (tx, project) => {
      const selection = await loadLiveSelection(tx.db, tx.sources, project);
      const keys = equipmentKeys(selection);
      const content: StoredCharacteristics = {
        descriptions: Object.fromEntries(
          input.descriptions
            .filter((description) => keys.has(description.id))
            .map((description) => [description.id, description.complementaryDescription]),
        ),
        additionalInformation: input.additionalInformation,
      };
      return { content, selection };
    },
  );
  return presentCharacteristics(services, saved.project, saved.row, saved.selection);
}

/**
 * A rate typed over the computed one needs its reason (docs/decisions/072): 400 naming each line's
 * `overrideReason` field. The API knows the computed rate only once it has computed the taxes.
 */
function assertOverridesExplained(input: CommercialInput, unexplained: readonly string[]): void {
  if (unexplained.length === 0) return;
  const keys = new Set(unexplained);
  const issues = input.prices.flatMap((price, index) =>
    keys.has(price.equipmentKey)
      ? [{ path: `prices.${index}.overrideReason`, message: OVERRIDE_REASON_REQUIRED }]
      : [],
  );
  throw new AppError(400, 'VALIDATION_FAILED', OVERRIDE_REASON_REQUIRED, issues);
}

export async function saveCommercialConditions(
  services: ProposalServices,
  request: SaveRequest,
  input: CommercialInput,
): Promise<CommercialConditionsDto> {
  const saved = await saveSection(
    services,
    request,
    'commercialConditions',
    async (tx, project) => {
      const selection = await loadLiveSelection(tx.db, tx.sources, project);
      const keys = equipmentKeys(selection);
      const content: StoredCommercial = {
        prices: input.prices.filter((price) => keys.has(price.equipmentKey)),
        invoiceDate: input.invoiceDate,
        validUntil: input.validUntil,
        ...(Object.fromEntries(
          COMMERCIAL_TEXT_FIELDS.map((field) => [
            field,
            { templateId: input[field].templateId, text: input[field].text },
          ]),
        ) as Pick<StoredCommercial, (typeof COMMERCIAL_TEXT_FIELDS)[number]>),
      };
      const priced = await priceSelection(tx.db, tx, project, selection, content);
      assertOverridesExplained(input, findUnexplainedOverrides(priced.prices, priced.taxes));
      // The draft's total (the project list's Valor: the invoice total) follows the prices stored.
      const afterWrite = (draft: Pick<ProposalRow, 'id' | 'totalBrl'>) =>
        keepDraftTotal(tx.db, draft, priced.totals);
      return { content, selection, afterWrite };
    },
  );
  return presentCommercial(services, saved.project, saved.row, saved.selection);
}
