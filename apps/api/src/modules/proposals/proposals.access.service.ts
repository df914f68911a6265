import {
  REVISION_ISSUED_MESSAGE,
  type Project,
  type ProposalDocument,
} from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { getProject } from '../projects/projects.service.ts';
import type { ProposalSources, SectionKey } from './proposals.live.service.ts';
import type { ProposalTaxSources } from './proposals.tax-sources.ts';
import { proposalCode } from './proposals.presenter.ts';
import { findProposal, type ProposalRow } from './proposals.repository.ts';

/**
 * What the proposal services work with: the database, the port to the project's rooms and
 * systems (connected in src/app.ts, docs/decisions/050), the port to the rate tables and the
 * maker's fiscal profile, and the clock that dates a draft (docs/decisions/072).
 */
export type ProposalServices = {
  db: Database;
  sources: ProposalSources;
  taxes: ProposalTaxSources;
  clock: () => Date;
};

/**
 * Who may open a revision of a proposal, and the errors the proposal services answer.
 * Proposals follow their project's access rule (docs/decisions/007); the editor-only sections
 * answer 403 to anyone else; an issued revision refuses every write.
 */

export const proposalNotFound = () => notFound('Proposta não encontrada.');
export const revisionIssued = () => new AppError(409, 'REVISION_ISSUED', REVISION_ISSUED_MESSAGE);
export const revisionNotIssued = (code: string) =>
  new AppError(
    409,
    'REVISION_NOT_ISSUED',
    `A revisão ${code} está em edição: somente uma revisão emitida pode ser enviada. Emita a revisão e envie-a.`,
  );

/**
 * A draft is issued, sent and printed only when every system it lists is current: a stale one
 * (its rooms changed after it was computed, docs/decisions/055) would print no result, or old
 * figures beside new ones. An issued revision is never stale (it was current when issued).
 * @throws 409 SYSTEM_STALE naming the first stale system.
 */
export function assertSystemsCurrent(document: ProposalDocument): void {
  const stale = document.proposal.systems.find((system) => system.isStale);
  if (!stale) return;
  throw new AppError(
    409,
    'SYSTEM_STALE',
    `O sistema ${stale.name} foi calculado com dados de câmara que mudaram: abra-o e clique em Recalcular antes de emitir ou enviar a proposta.`,
  );
}
export const sectionConflict = () =>
  new AppError(
    409,
    'CONFLICT',
    'Esta seção foi alterada por outra pessoa. Recarregue e tente novamente.',
  );
export const proposalConflict = () =>
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

/** A write to a revision: who, which, and the version it was loaded at (body or If-Match). */
export type SaveRequest = {
  principal: Principal;
  projectId: number;
  proposalId: number;
  bodyVersion: number | undefined;
  ifMatch: string | string[] | undefined;
};

export type Opened = { project: Project; row: ProposalRow };

/** The project (ADR 007: 404 to others), the section's role (403) and the revision (404). */
export async function openRevision(
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

/**
 * A revision that may be sent (docs/decisions/063): the access of {@link openRevision}, and it is
 * issued. Called again inside the transaction that stores the send.
 * @throws 409 REVISION_NOT_ISSUED for a draft (the revision still being edited).
 */
export async function openIssuedRevision(
  db: Database,
  principal: Principal,
  projectId: number,
  proposalId: number,
): Promise<Opened> {
  const opened = await openRevision(db, principal, projectId, proposalId);
  if (opened.row.status !== 'ISSUED') throw revisionNotIssued(proposalCode(opened.row));
  return opened;
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
