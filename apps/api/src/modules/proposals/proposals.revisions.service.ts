import type { ProposalComparison, ProposalDocument, ProposalDto } from '@camara-fria/contracts';
import { compareProposalDocuments } from '@camara-fria/proposal';
import { readExpectedVersion } from '../../lib/expected-version.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { recordProjectEvent } from '../project-events/project-events.service.ts';
import { loadDefaultTexts } from '../proposal-templates/proposal-templates.service.ts';
import { resolveUserId } from '../users/users.service.ts';
import {
  assertSystemsCurrent,
  openRevision,
  proposalConflict,
  proposalNotFound,
  revisionIssued,
  type ProposalServices,
  type SaveRequest,
} from './proposals.access.service.ts';
import {
  buildProposalDocument,
  draftDocument,
  loadDraftParts,
} from './proposals.document.service.ts';
import { refreshDraftTotal } from './proposals.live.service.ts';
import { presentSummary, viewFor } from './proposals.presenter.ts';
import {
  findDraft,
  findProposal,
  insertDraft,
  insertSections,
  issueProposal,
  lockProposal,
} from './proposals.repository.ts';
import { presentProposal } from './proposals.service.ts';

/** The revisions of a proposal (docs/decisions/029): issuing the draft, and comparing two. */

/**
 * 'Emitir revisão' (POST …/{pid}/revisions): in one transaction the draft `pid` is frozen
 * (ISSUED, its whole document as snapshot, who and when) and the next revision opens as the
 * draft with a copy of its sections (versions back to 1), and the project's trail records it
 * (REVISION_ISSUED, docs/decisions/077). Any user of the project may issue.
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
    assertSystemsCurrent(document);
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
    await recordProjectEvent(tx, {
      projectId,
      kind: 'REVISION_ISSUED',
      actor: { kind: 'USER', userId },
      proposalId: current.id,
      code: snapshot.proposal.code,
    });
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
    await refreshDraftTotal(tx, services, projectId);
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
