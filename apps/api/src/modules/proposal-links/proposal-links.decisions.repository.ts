import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  appUsers,
  proposalDecisions,
  proposalFiles,
  proposalLinks,
  projects,
  proposals,
} from '../../db/schema/index.ts';

/*
 * The customer's decision on a revision (issue 31; docs/decisions/076): its own lookup of a link
 * by its token's hash, the stored PDF's hash and the one decision per revision.
 */

export type DecisionRow = typeof proposalDecisions.$inferSelect;
export type NewDecision = typeof proposalDecisions.$inferInsert;

const issuer = alias(appUsers, 'issuer');

/**
 * The link whose token hashes to `tokenHash`, its revision (with who issued it), its project's
 * name and the database's clock (the link's state is read at the database's `now()`, so every
 * instance agrees). In a transaction, `lock` takes the link's row FOR SHARE: a revoke or a
 * supersede (an UPDATE of the row) waits for the decision, and a decision waits for them and
 * then reads the row they wrote.
 */
export async function findLinkByTokenHash(
  db: Database,
  tokenHash: string,
  options: { lock: boolean },
) {
  const query = db
    .select({
      link: proposalLinks,
      proposal: proposals,
      issuedByUsername: issuer.username,
      issuedByName: issuer.name,
      projectName: projects.name,
      now: sql`now()`.mapWith(proposalLinks.createdAt),
    })
    .from(proposalLinks)
    .innerJoin(proposals, eq(proposals.id, proposalLinks.proposalId))
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .leftJoin(issuer, eq(issuer.id, proposals.issuedBy))
    .where(eq(proposalLinks.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for('share', { of: proposalLinks }) : await query;
  if (!row) return undefined;
  return {
    link: row.link,
    revision: {
      ...row.proposal,
      issuedByUsername: row.issuedByUsername,
      issuedByName: row.issuedByName,
    },
    projectName: row.projectName,
    now: row.now,
  };
}

/** The SHA-256 of the revision's stored PDF (proposal_files, 'pdf'), or null when not stored. */
export async function findStoredPdfSha256(
  db: Database,
  proposalId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ sha256: proposalFiles.sha256 })
    .from(proposalFiles)
    .where(and(eq(proposalFiles.proposalId, proposalId), eq(proposalFiles.format, 'pdf')));
  return row?.sha256 ?? null;
}

/**
 * Stores the revision's decision unless it has one (the primary key): true when this call stored
 * it. A concurrent insert waits for the other transaction and then stores nothing.
 */
export async function insertDecision(db: Database, row: NewDecision): Promise<boolean> {
  const inserted = await db
    .insert(proposalDecisions)
    .values(row)
    .onConflictDoNothing({ target: proposalDecisions.proposalId })
    .returning({ proposalId: proposalDecisions.proposalId });
  return inserted.length > 0;
}

export async function findDecision(
  db: Database,
  proposalId: number,
): Promise<DecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(proposalDecisions)
    .where(eq(proposalDecisions.proposalId, proposalId));
  return row;
}

/** The decision on the project's newest decided revision, or undefined. */
export async function findNewestProjectDecision(
  db: Database,
  projectId: number,
): Promise<DecisionRow | undefined> {
  const [row] = await db
    .select({ decision: proposalDecisions })
    .from(proposalDecisions)
    .innerJoin(proposals, eq(proposals.id, proposalDecisions.proposalId))
    .where(eq(proposals.projectId, projectId))
    .orderBy(desc(proposals.revision))
    .limit(1);
  return row?.decision;
}

/** Whether the revision was accepted by its customer. */
export async function hasAcceptedDecision(db: Database, proposalId: number): Promise<boolean> {
  const [row] = await db
    .select({ proposalId: proposalDecisions.proposalId })
    .from(proposalDecisions)
    .where(
      and(eq(proposalDecisions.proposalId, proposalId), eq(proposalDecisions.kind, 'ACCEPTED')),
    );
  return row !== undefined;
}
