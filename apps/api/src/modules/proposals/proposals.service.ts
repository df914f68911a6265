import type {
  Project,
  ProposalDocument,
  ProposalDto,
  ProposalTotals,
} from '@camara-fria/contracts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { getProject } from '../projects/projects.service.ts';
import {
  loadDefaultTexts,
  type DefaultTexts,
} from '../proposal-templates/proposal-templates.service.ts';
import { resolveUserId } from '../users/users.service.ts';
import {
  openRevision,
  proposalNotFound,
  revisionNotIssued,
  type ProposalServices,
} from './proposals.access.service.ts';
import {
  buildProposalDocument,
  issuedDocument,
  loadDraftParts,
  proposalPart,
} from './proposals.document.service.ts';
import {
  refreshDraftTotal,
  type StoredCharacteristics,
  type StoredCommercial,
} from './proposals.live.service.ts';
import { presentSummary, proposalCode, snapshotTotals, viewFor } from './proposals.presenter.ts';
import {
  findDraft,
  findProposalById,
  findRevisions,
  insertDraft,
  insertSections,
  takeProposalNumber,
  type NewSection,
  type ProposalRow,
} from './proposals.repository.ts';

/**
 * The commercial proposal of a project and its revisions (spec part 2 §2.4, §3, §6, §7;
 * docs/decisions/029): the proposal and its documents here, its sections in
 * proposals.sections.service.ts, issuing and comparing revisions in
 * proposals.revisions.service.ts. Proposals follow their project's access rule
 * (docs/decisions/007, proposals.access.service.ts); an issued revision is served from its
 * snapshot and refuses every write.
 */

/** A revision as the proposal screen shows it, with the list of every revision and its total. */
export async function presentProposal(
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
 * The document of an ISSUED revision as the customer receives it (the whole document, from its
 * snapshot), by the revision's id alone: for the customer's side (a link, docs/decisions/074 and
 * 075), which has no principal, and for the revision's stored files. The caller has checked who
 * may have it (the link's token, or the project's access).
 * @throws 404 when there is no such revision; 409 REVISION_NOT_ISSUED for a draft.
 */
export async function getIssuedRevisionDocument(
  services: ProposalServices,
  proposalId: number,
): Promise<ProposalDocument> {
  const row = await findProposalById(services.db, proposalId);
  if (!row) throw proposalNotFound();
  if (row.status !== 'ISSUED') throw revisionNotIssued(proposalCode(row));
  return issuedDocument(row);
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
  const commercial: StoredCommercial = {
    prices: [],
    invoiceDate: null,
    validUntil: null,
    ...defaults.commercial,
  };
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
      await refreshDraftTotal(tx, services, projectId);
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

/** "2026-0042-R1": a revision's code, for the modules that show one (links, reminders). */
export { proposalCode } from './proposals.presenter.ts';
