import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appUsers, proposalDecisions, proposalLinks, proposals } from '../../db/schema/index.ts';

export type LinkInsert = typeof proposalLinks.$inferInsert;

/** A link with its revision, its creator and whether the revision was accepted. */
export type LinkRow = typeof proposalLinks.$inferSelect & {
  projectId: number;
  revision: number;
  year: number;
  number: number;
  createdByUsername: string;
  createdByName: string | null;
  /** The revision's decision, when the customer took one (ACCEPTED or DECLINED). */
  decision: string | null;
  /** The database's clock when the row was read: the state is read against it. */
  now: Date;
};

const columns = {
  link: proposalLinks,
  projectId: proposals.projectId,
  revision: proposals.revision,
  year: proposals.year,
  number: proposals.number,
  createdByUsername: appUsers.username,
  createdByName: appUsers.name,
  decision: proposalDecisions.kind,
  now: sql<Date>`now()`.mapWith((value: string | Date) => new Date(value)),
};

function selectLinks(db: Database) {
  return db
    .select(columns)
    .from(proposalLinks)
    .innerJoin(proposals, eq(proposals.id, proposalLinks.proposalId))
    .innerJoin(appUsers, eq(appUsers.id, proposalLinks.createdBy))
    .leftJoin(proposalDecisions, eq(proposalDecisions.proposalId, proposalLinks.proposalId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectLinks>['execute']>>[number];
const flatten = ({ link, ...rest }: Selected): LinkRow => ({ ...link, ...rest });

export async function insertLink(db: Database, row: LinkInsert): Promise<number> {
  const [inserted] = await db.insert(proposalLinks).values(row).returning({ id: proposalLinks.id });
  if (!inserted) throw new Error('proposal link not inserted');
  return inserted.id;
}

export async function findLink(db: Database, id: number): Promise<LinkRow | undefined> {
  const [row] = await selectLinks(db).where(eq(proposalLinks.id, id));
  return row && flatten(row);
}

export async function findLinkByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<LinkRow | undefined> {
  const [row] = await selectLinks(db).where(eq(proposalLinks.tokenHash, tokenHash));
  return row && flatten(row);
}

/** Every link of the project's revisions, newest first. */
export async function findProjectLinks(db: Database, projectId: number): Promise<LinkRow[]> {
  const rows = await selectLinks(db)
    .where(eq(proposals.projectId, projectId))
    .orderBy(desc(proposalLinks.id));
  return rows.map(flatten);
}

/**
 * Supersedes the open links (neither revoked nor superseded) of the project's revisions older
 * than `revision`, except an accepted revision's; answers their ids.
 */
export async function supersedeOlderLinks(
  db: Database,
  projectId: number,
  revision: number,
  byProposalId: number,
): Promise<number[]> {
  const older = db
    .select({ id: proposals.id })
    .from(proposals)
    .leftJoin(proposalDecisions, eq(proposalDecisions.proposalId, proposals.id))
    .where(
      and(
        eq(proposals.projectId, projectId),
        lt(proposals.revision, revision),
        sql`${proposalDecisions.kind} is distinct from 'ACCEPTED'`,
      ),
    );
  const rows = await db
    .update(proposalLinks)
    .set({ supersededAt: sql`now()`, supersededByProposalId: byProposalId })
    .where(
      and(
        inArray(proposalLinks.proposalId, older),
        isNull(proposalLinks.revokedAt),
        isNull(proposalLinks.supersededAt),
      ),
    )
    .returning({ id: proposalLinks.id });
  return rows.map((row) => row.id);
}

/** Revokes the link unless it is revoked already; whether it changed. */
export async function revokeLinkRow(db: Database, id: number, userId: string): Promise<boolean> {
  const rows = await db
    .update(proposalLinks)
    .set({ revokedAt: sql`now()`, revokedBy: userId })
    .where(and(eq(proposalLinks.id, id), isNull(proposalLinks.revokedAt)))
    .returning({ id: proposalLinks.id });
  return rows.length > 0;
}

/** Counts a view; answers the count after it (1: the link's first view). */
export async function countLinkView(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(proposalLinks)
    .set({
      viewCount: sql`${proposalLinks.viewCount} + 1`,
      firstViewedAt: sql`coalesce(${proposalLinks.firstViewedAt}, now())`,
      lastViewedAt: sql`now()`,
    })
    .where(eq(proposalLinks.id, id))
    .returning({ viewCount: proposalLinks.viewCount });
  return row?.viewCount ?? 0;
}

export async function countLinkDownload(
  db: Database,
  id: number,
  format: 'pdf' | 'docx',
): Promise<void> {
  const column = format === 'pdf' ? proposalLinks.pdfDownloads : proposalLinks.docxDownloads;
  await db
    .update(proposalLinks)
    .set(
      format === 'pdf'
        ? { pdfDownloads: sql`${column} + 1` }
        : { docxDownloads: sql`${column} + 1` },
    )
    .where(eq(proposalLinks.id, id));
}

/** Whether the revision has a link its seller did not revoke (other than `exceptId`). */
export async function hasUnrevokedLink(
  db: Database,
  proposalId: number,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: proposalLinks.id })
    .from(proposalLinks)
    .where(
      and(
        eq(proposalLinks.proposalId, proposalId),
        isNull(proposalLinks.revokedAt),
        ne(proposalLinks.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The revision's decision as the public page shows it, if any. */
export async function findDecision(db: Database, proposalId: number) {
  const [row] = await db
    .select()
    .from(proposalDecisions)
    .where(eq(proposalDecisions.proposalId, proposalId));
  return row;
}
