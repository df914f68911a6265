import {
  COMMERCIAL_TEXT_FIELDS,
  REVISION_ISSUED_MESSAGE,
  type CommercialConditionsDto,
  type EquipmentCharacteristicsDto,
  type PresentationDto,
  type Project,
  type ProposalComparison,
  type ProposalDocument,
  type ProposalDto,
  type ProposalTotals,
  type TextBlock,
  type z,
  type CommercialConditionsInputSchema,
  type EquipmentCharacteristicsInputSchema,
  type PresentationInputSchema,
} from '@camara-fria/contracts';
import {
  compareProposalDocuments,
  mergeDescriptions,
  type ProposalSelection,
} from '@camara-fria/proposal';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { readExpectedVersion } from '../../lib/expected-version.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { getProject } from '../projects/projects.service.ts';
import {
  loadDefaultTexts,
  type DefaultTexts,
} from '../proposal-templates/proposal-templates.service.ts';
import { resolveUserId } from '../users/users.service.ts';
import {
  characteristicsContent,
  commercialContent,
  textContent,
} from './proposal-section-document.ts';
import {
  keepDraftTotal,
  loadLiveSelection,
  priceSelection,
  refreshDraftTotal,
  type ProposalSources,
  type SectionKey,
  type StoredCharacteristics,
  type StoredCommercial,
} from './proposals.live.service.ts';
import {
  pickCommercialTexts,
  presentSummary,
  readSnapshot,
  readTextBlock,
  rowFields,
  sectionMeta,
  snapshotTotals,
  viewFor,
} from './proposals.presenter.ts';
import {
  findDraft,
  findProposal,
  findRevisions,
  findSection,
  findSections,
  insertDraft,
  insertSections,
  issueProposal,
  lockProposal,
  takeProposalNumber,
  touchProposal,
  updateSection,
  type NewSection,
  type ProposalRow,
  type SectionRow,
} from './proposals.repository.ts';

export { refreshDraftTotal, type ProposalSources } from './proposals.live.service.ts';

/**
 * What the proposal services work with: the database and the port to the project's rooms and
 * systems (connected in src/app.ts, docs/decisions/050).
 */
export type ProposalServices = { db: Database; sources: ProposalSources };

/**
 * The commercial proposal of a project and its revisions (spec part 2 §2.4, §3, §6, §7;
 * docs/decisions/029). Proposals follow their project's access rule (docs/decisions/007); the
 * editor-only sections answer 403 to anyone else; an issued revision is served from its snapshot
 * and refuses every write.
 */

const proposalNotFound = () => notFound('Proposta não encontrada.');
const revisionIssued = () => new AppError(409, 'REVISION_ISSUED', REVISION_ISSUED_MESSAGE);
const sectionConflict = () =>
  new AppError(
    409,
    'CONFLICT',
    'Esta seção foi alterada por outra pessoa. Recarregue e tente novamente.',
  );
const proposalConflict = () =>
  new AppError(
    409,
    'CONFLICT',
    'Esta proposta foi alterada por outra pessoa. Recarregue e tente novamente.',
  );
const editorOnly = () => forbidden('Somente editores podem acessar esta seção.');

/** The sections only an editor reads and writes (spec §6). */
const EDITOR_SECTIONS: ReadonlySet<SectionKey> = new Set([
  'presentation',
  'commercialConditions',
  'generalConditions',
  'responsible',
]);

export type TextSectionKey = 'presentation' | 'generalConditions' | 'responsible';
type TextSectionInput = z.output<typeof PresentationInputSchema>;
type CharacteristicsInput = z.output<typeof EquipmentCharacteristicsInputSchema>;
type CommercialInput = z.output<typeof CommercialConditionsInputSchema>;

// ---------------------------------------------------------------------------------------------
// Access
// ---------------------------------------------------------------------------------------------

type Opened = { project: Project; row: ProposalRow };

/** The project (ADR 007: 404 to others), the section's role (403) and the revision (404). */
async function openRevision(
  db: Database,
  principal: Principal,
  projectId: number,
  proposalId: number,
  section?: SectionKey,
): Promise<Opened> {
  const project = await getProject(db, principal, projectId);
  if (section && EDITOR_SECTIONS.has(section) && !principal.isEditor) throw editorOnly();
  const row = await findProposal(db, projectId, proposalId);
  if (!row) throw proposalNotFound();
  return { project, row };
}

// ---------------------------------------------------------------------------------------------
// The document of a revision
// ---------------------------------------------------------------------------------------------

type DraftParts = {
  selection: ProposalSelection;
  sections: Map<string, SectionRow>;
  commercial: StoredCommercial | undefined;
  prices: ReturnType<typeof priceSelection>['prices'];
  totals: ProposalTotals;
};

async function loadDraftParts(
  { db, sources }: ProposalServices,
  project: Project,
  row: ProposalRow,
  /** The selection, when the caller has read it already (a save, in its transaction). */
  known?: ProposalSelection,
): Promise<DraftParts> {
  const selection = known ?? (await loadLiveSelection(db, sources, project));
  const sections = new Map(
    (await findSections(db, row.id)).map((section) => [section.key, section]),
  );
  const commercial = commercialContent(sections.get('commercialConditions'));
  return { selection, sections, commercial, ...priceSelection(selection, commercial) };
}

function proposalPart(
  project: Project,
  row: ProposalRow,
  parts: DraftParts,
): ProposalDocument['proposal'] {
  return {
    ...rowFields(row),
    project: { id: project.id, name: project.name },
    client: parts.selection.client,
    rooms: parts.selection.rooms,
    systems: parts.selection.systems,
    equipments: parts.selection.equipments,
    totals: parts.totals,
  };
}

function characteristicsOf(
  parts: DraftParts,
  defaults: DefaultTexts,
): ProposalDocument['equipmentCharacteristics'] {
  const stored = characteristicsContent(parts.sections.get('equipmentCharacteristics'));
  return {
    descriptions: mergeDescriptions(
      parts.selection.equipments,
      stored?.descriptions ?? {},
      defaults.characteristicByType,
    ),
    additionalInformation: stored?.additionalInformation ?? '',
  };
}

function draftDocument(
  project: Project,
  row: ProposalRow,
  parts: DraftParts,
  defaults: DefaultTexts,
): ProposalDocument {
  const text = (key: TextSectionKey) => readTextBlock(textContent(parts.sections.get(key)));
  return {
    proposal: proposalPart(project, row, parts),
    presentation: text('presentation'),
    equipmentCharacteristics: characteristicsOf(parts, defaults),
    commercialConditions: {
      prices: parts.prices,
      totals: parts.totals,
      ...pickCommercialTexts(parts.commercial),
    },
    generalConditions: text('generalConditions'),
    responsible: text('responsible'),
  };
}

/** An issued revision's document: its snapshot, with the fields its row owns (status, stamp…). */
function issuedDocument(row: ProposalRow): ProposalDocument {
  const snapshot = readSnapshot(row);
  return { ...snapshot, proposal: { ...snapshot.proposal, ...rowFields(row) } };
}

/**
 * The one model of a revision (the screen's read-only view, the comparison, the issue's snapshot
 * and the documents): a draft built live, an issued revision from its snapshot. The editor's view;
 * pass it through {@link viewFor} for anyone else.
 */
export async function buildProposalDocument(
  services: ProposalServices,
  project: Project,
  row: ProposalRow,
): Promise<ProposalDocument> {
  const { db } = services;
  if (row.status === 'ISSUED') return issuedDocument(row);
  const parts = await loadDraftParts(services, project, row);
  return draftDocument(project, row, parts, await loadDefaultTexts(db));
}

// ---------------------------------------------------------------------------------------------
// The proposal
// ---------------------------------------------------------------------------------------------

async function presentProposal(
  services: ProposalServices,
  project: Project,
  row: ProposalRow,
): Promise<ProposalDto> {
  const { db } = services;
  let proposal: ProposalDocument['proposal'];
  let draftTotals: ProposalTotals | undefined;
  if (row.status === 'ISSUED') {
    proposal = issuedDocument(row).proposal;
  } else {
    proposal = proposalPart(project, row, await loadDraftParts(services, project, row));
    draftTotals = proposal.totals;
  }
  const revisions = [];
  for (const revision of await findRevisions(db, project.id)) {
    let totals: ProposalTotals;
    if (revision.id === row.id) totals = proposal.totals;
    else if (revision.status === 'ISSUED') totals = snapshotTotals(revision);
    else totals = draftTotals ?? (await loadDraftParts(services, project, revision)).totals;
    revisions.push(presentSummary(revision, totals));
  }
  return { ...proposal, revisions };
}

/** GET …/proposals/current: the draft. @throws 404 when the project has no proposal yet. */
export async function getCurrentProposal(
  services: ProposalServices,
  principal: Principal,
  projectId: number,
): Promise<ProposalDto> {
  const { db } = services;
  const project = await getProject(db, principal, projectId);
  const row = await findDraft(db, projectId);
  if (!row) throw proposalNotFound();
  return presentProposal(services, project, row);
}

export async function getProposal(
  services: ProposalServices,
  principal: Principal,
  projectId: number,
  proposalId: number,
): Promise<ProposalDto> {
  const { db } = services;
  const { project, row } = await openRevision(db, principal, projectId, proposalId);
  return presentProposal(services, project, row);
}

export async function getProposalDocument(
  services: ProposalServices,
  principal: Principal,
  projectId: number,
  proposalId: number,
): Promise<ProposalDocument> {
  const { db } = services;
  const { project, row } = await openRevision(db, principal, projectId, proposalId);
  return viewFor(await buildProposalDocument(services, project, row), principal.isEditor);
}

/**
 * The document of a revision as the customer receives it: the WHOLE document (editor sections
 * included) for any user of the project, after the project's access check (ADR 007: 404 to
 * others). Only for what goes to the customer (PDF, e-mail; docs/decisions/033): never answer it
 * as JSON to a non-editor (that is {@link getProposalDocument}).
 */
export async function getCustomerDocument(
  services: ProposalServices,
  principal: Principal,
  projectId: number,
  proposalId: number,
): Promise<ProposalDocument> {
  const { db } = services;
  const { project, row } = await openRevision(db, principal, projectId, proposalId);
  return buildProposalDocument(services, project, row);
}

/**
 * Checks that `proposalId` is a revision of a project the principal may open (ADR 007: 404 to
 * others; 404 when it is not a revision of that project). Cheap: the document is not built.
 */
export async function checkRevisionAccess(
  db: Database,
  principal: Principal,
  projectId: number,
  proposalId: number,
): Promise<void> {
  await openRevision(db, principal, projectId, proposalId);
}

/** A unique index answered (a racing creation or issue got there first). */
function isUniqueViolation(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth += 1) {
    if ((cause as { code?: string }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

function firstSections(defaults: DefaultTexts): NewSection[] {
  const commercial: StoredCommercial = { prices: [], ...defaults.commercial };
  const characteristics: StoredCharacteristics = { descriptions: {}, additionalInformation: '' };
  return [
    { key: 'presentation', content: defaults.presentation },
    { key: 'equipmentCharacteristics', content: characteristics },
    { key: 'commercialConditions', content: commercial },
    { key: 'generalConditions', content: defaults.generalConditions },
    { key: 'responsible', content: defaults.responsible },
  ];
}

/**
 * POST …/proposals: the project's draft, created when there is none (a new number of the current
 * year, R0, every section from the default templates). Racing creations make one draft: the
 * others answer it (proposals_one_draft_idx).
 */
export async function createProposal(
  services: ProposalServices,
  principal: Principal,
  projectId: number,
): Promise<{ created: boolean; proposal: ProposalDto }> {
  const { db } = services;
  const project = await getProject(db, principal, projectId);
  const existing = await findDraft(db, projectId);
  if (existing)
    return { created: false, proposal: await presentProposal(services, project, existing) };
  const userId = await resolveUserId(db, principal);
  const defaults = await loadDefaultTexts(db);
  const year = new Date().getFullYear();
  try {
    await db.transaction(async (tx) => {
      const number = await takeProposalNumber(tx, year);
      const id = await insertDraft(tx, { projectId, year, number, revision: 0, createdBy: userId });
      await insertSections(tx, id, firstSections(defaults), userId);
      await refreshDraftTotal(tx, services.sources, projectId);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await findDraft(db, projectId);
    if (!raced) throw error;
    return { created: false, proposal: await presentProposal(services, project, raced) };
  }
  const row = await findDraft(db, projectId);
  if (!row) throw proposalNotFound();
  return { created: true, proposal: await presentProposal(services, project, row) };
}

// ---------------------------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------------------------

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
    return { ...frozen, ...sectionMeta(section, true) };
  }
  const parts = await loadDraftParts(services, project, row, selection);
  return {
    prices: parts.prices,
    totals: parts.totals,
    ...pickCommercialTexts(parts.commercial),
    ...sectionMeta(section, false),
  };
}

type SaveRequest = {
  principal: Principal;
  projectId: number;
  proposalId: number;
  bodyVersion: number | undefined;
  ifMatch: string | string[] | undefined;
};

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
        ...(Object.fromEntries(
          COMMERCIAL_TEXT_FIELDS.map((field) => [
            field,
            { templateId: input[field].templateId, text: input[field].text },
          ]),
        ) as Pick<StoredCommercial, (typeof COMMERCIAL_TEXT_FIELDS)[number]>),
      };
      // The draft's total (the project list's Valor) follows the prices just stored.
      const afterWrite = (draft: Pick<ProposalRow, 'id' | 'totalBrl'>) =>
        keepDraftTotal(tx.db, draft, priceSelection(selection, content).totals);
      return { content, selection, afterWrite };
    },
  );
  return presentCommercial(services, saved.project, saved.row, saved.selection);
}

// ---------------------------------------------------------------------------------------------
// Revisions
// ---------------------------------------------------------------------------------------------

/**
 * 'Emitir revisão' (POST …/{pid}/revisions): in one transaction the draft `pid` is frozen
 * (ISSUED, its whole document as snapshot, who and when) and the next revision opens as the
 * draft with a copy of its sections (versions back to 1). Any user of the project may issue.
 * @throws 409 REVISION_ISSUED when `pid` is already issued; 409 CONFLICT when a given version is stale.
 */
export async function issueRevision(
  services: ProposalServices,
  request: Omit<SaveRequest, 'bodyVersion'> & { bodyVersion?: number | undefined },
): Promise<ProposalDto> {
  const { db } = services;
  const { principal, projectId, proposalId } = request;
  const { project, row } = await openRevision(db, principal, projectId, proposalId);
  if (row.status === 'ISSUED') throw revisionIssued();
  const header = Array.isArray(request.ifMatch) ? request.ifMatch.join(',') : request.ifMatch;
  const expectedVersion =
    request.bodyVersion !== undefined || (header !== undefined && header.trim() !== '')
      ? readExpectedVersion(request.bodyVersion, request.ifMatch)
      : undefined;
  const userId = await resolveUserId(db, principal);
  const issuedAt = new Date();
  await db.transaction(async (tx) => {
    const locked = await lockProposal(tx, row.id);
    if (!locked) throw proposalNotFound();
    if (locked.status !== 'DRAFT') throw revisionIssued();
    if (expectedVersion !== undefined && locked.version !== expectedVersion) {
      throw proposalConflict();
    }
    const current = await findProposal(tx, projectId, row.id);
    if (!current) throw proposalNotFound();
    const parts = await loadDraftParts({ ...services, db: tx }, project, current);
    const document = draftDocument(project, current, parts, await loadDefaultTexts(tx));
    const snapshot: ProposalDocument = {
      ...document,
      proposal: {
        ...document.proposal,
        status: 'ISSUED',
        issuedAt: issuedAt.toISOString(),
        issuedBy: { username: principal.username, name: principal.name },
        version: current.version + 1,
      },
    };
    if (!(await issueProposal(tx, current.id, { snapshot, issuedBy: userId, issuedAt }))) {
      throw revisionIssued();
    }
    const nextId = await insertDraft(tx, {
      projectId,
      year: current.year,
      number: current.number,
      revision: current.revision + 1,
      createdBy: userId,
    });
    await insertSections(
      tx,
      nextId,
      [...parts.sections.values()].map((section) => ({
        key: section.key,
        content: section.content,
      })),
      userId,
    );
    await refreshDraftTotal(tx, services.sources, projectId);
  });
  const draft = await findDraft(db, projectId);
  if (!draft) throw proposalNotFound();
  return presentProposal(services, project, draft);
}

/**
 * GET …/{pid}/compare?with={other}: what changed from `with` (before) to `pid` (after), both
 * revisions of this project, each as the caller may see it (editor sections stripped otherwise).
 */
export async function compareRevisions(
  services: ProposalServices,
  principal: Principal,
  projectId: number,
  proposalId: number,
  withId: number,
): Promise<ProposalComparison> {
  const { db } = services;
  const { project, row: after } = await openRevision(db, principal, projectId, proposalId);
  const before = await findProposal(db, projectId, withId);
  if (!before) throw proposalNotFound();
  const afterDocument = viewFor(
    await buildProposalDocument(services, project, after),
    principal.isEditor,
  );
  const beforeDocument = viewFor(
    await buildProposalDocument(services, project, before),
    principal.isEditor,
  );
  return {
    from: presentSummary(before, beforeDocument.proposal.totals),
    to: presentSummary(after, afterDocument.proposal.totals),
    changes: compareProposalDocuments(beforeDocument, afterDocument),
  };
}
