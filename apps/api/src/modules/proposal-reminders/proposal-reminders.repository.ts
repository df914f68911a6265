import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projects, proposalDecisions, proposalLinks, proposals } from '../../db/schema/index.ts';

/** A revision a reminder may be about: its project, code parts, customer and link facts. */
export type ReminderCandidate = {
  proposalId: number;
  projectId: number;
  year: number;
  number: number;
  revision: number;
  projectName: string;
  customerName: string | null;
  /** The end of its latest open link. */
  expiresAt: Date;
  /** When its first link was made (the revision sent). */
  firstSentAt: Date;
  /** The customer's address of the newest open link that asked to remind the customer, if any. */
  customerEmail: string | null;
};

const isOpen = sql`${proposalLinks.revokedAt} is null and ${proposalLinks.supersededAt} is null`;

const undecided = (db: Database) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(proposalDecisions)
      .where(eq(proposalDecisions.proposalId, proposals.id)),
  );

function selectCandidates(db: Database, where: SQL | undefined, having: SQL) {
  return db
    .select({
      proposalId: proposals.id,
      projectId: proposals.projectId,
      year: proposals.year,
      number: proposals.number,
      revision: proposals.revision,
      projectName: projects.name,
      customerName: projects.customerName,
      expiresAt: sql<Date>`max(${proposalLinks.expiresAt}) filter (where ${isOpen})`.mapWith(
        proposalLinks.expiresAt,
      ),
      firstSentAt: sql<Date>`min(${proposalLinks.createdAt})`.mapWith(proposalLinks.createdAt),
      customerEmail: sql<
        string | null
      >`(array_agg(${proposalLinks.customerEmail} order by ${proposalLinks.createdAt} desc) filter (where ${isOpen} and ${proposalLinks.remindCustomer} and ${proposalLinks.customerEmail} is not null))[1]`,
    })
    .from(proposalLinks)
    .innerJoin(proposals, eq(proposals.id, proposalLinks.proposalId))
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .where(and(undecided(db), where))
    .groupBy(proposals.id, projects.id)
    .having(having)
    .orderBy(proposals.id);
}

/**
 * Undecided revisions whose latest open link (not revoked, not superseded) ends within `days`
 * days from the database's now (and has not ended).
 */
export async function findExpiringRevisions(
  db: Database,
  days: number,
): Promise<ReminderCandidate[]> {
  return selectCandidates(
    db,
    isOpen,
    sql`max(${proposalLinks.expiresAt}) > now() and max(${proposalLinks.expiresAt}) <= now() + make_interval(days => ${days})`,
  );
}

/**
 * Undecided revisions whose first link was made at least `days` days ago, none of whose links was
 * ever opened, and that still have an open link that has not ended.
 */
export async function findUnopenedRevisions(
  db: Database,
  days: number,
): Promise<ReminderCandidate[]> {
  return selectCandidates(
    db,
    undefined,
    sql`max(${proposalLinks.viewCount}) = 0
      and min(${proposalLinks.createdAt}) <= now() - make_interval(days => ${days})
      and bool_or(${isOpen} and ${proposalLinks.expiresAt} > now())`,
  );
}
