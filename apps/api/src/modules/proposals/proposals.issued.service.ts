import type { ProposalDocument } from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { issuedDocument } from './proposals.document.service.ts';
import { proposalCode } from './proposals.presenter.ts';
import { findProposalById, findRevisions } from './proposals.repository.ts';

/**
 * Issued revisions for the work that has no signed-in user (issue 31: the customer's link, its
 * stored documents): the caller has checked what gives access (a link's token). An issued
 * revision is its snapshot, so what is read here never changes.
 */

export type IssuedRevision = {
  proposalId: number;
  projectId: number;
  revision: number;
  code: string;
  /** The whole document (editor sections included): what the customer receives. */
  document: ProposalDocument;
};

/** The issued revision `proposalId`; undefined when it does not exist or is a draft. */
export async function findIssuedRevision(
  db: Database,
  proposalId: number,
): Promise<IssuedRevision | undefined> {
  const row = await findProposalById(db, proposalId);
  if (!row || row.status !== 'ISSUED') return undefined;
  return {
    proposalId: row.id,
    projectId: row.projectId,
    revision: row.revision,
    code: proposalCode(row),
    document: issuedDocument(row),
  };
}

/** The project's newest issued revision (its id, number and code), if any. */
export async function findLatestIssuedRevision(
  db: Database,
  projectId: number,
): Promise<{ proposalId: number; revision: number; code: string } | undefined> {
  const issued = (await findRevisions(db, projectId)).filter((row) => row.status === 'ISSUED');
  const latest = issued.at(-1);
  return latest && { proposalId: latest.id, revision: latest.revision, code: proposalCode(latest) };
}
