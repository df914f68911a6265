import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  appUsers,
  proposalMessages,
  proposalNumbers,
  proposals,
  proposalSections,
} from '../../db/schema/index.ts';
import type { ProposalDocument } from '@camara-fria/contracts';
import {
  readSectionRow,
  toStoredSectionContent,
  type SectionRow,
} from './proposal-section-document.ts';
import { toStoredSnapshot } from './proposal-snapshot-document.ts';

export type ProposalStatus = 'DRAFT' | 'ISSUED';

/** A proposal revision row with who issued it (null until issued). */
export type ProposalRow = typeof proposals.$inferSelect & {
  issuedByUsername: string | null;
  issuedByName: string | null;
};

/** A section row, its content read (proposal-section-document.ts). */
export type { SectionRow };

const issuer = alias(appUsers, 'issuer');

const selection = {
  proposal: proposals,
  issuedByUsername: issuer.username,
  issuedByName: issuer.name,
};

function flatten(row: {
  proposal: typeof proposals.$inferSelect;
  issuedByUsername: string | null;
  issuedByName: string | null;
}): ProposalRow {
  return {
    ...row.proposal,
    issuedByUsername: row.issuedByUsername,
    issuedByName: row.issuedByName,
  };
}

function selectProposals(db: Database) {
  return db.select(selection).from(proposals).leftJoin(issuer, eq(proposals.issuedBy, issuer.id));
}

/**
 * The next proposal number of `year` (maker-wide), in the caller's transaction: the year's row
 * stays locked until it ends, so concurrent creations never share a number, and a creation that
 * rolls back gives its number back.
 */
export async function takeProposalNumber(db: Database, year: number): Promise<number> {
  const [row] = await db
    .insert(proposalNumbers)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: proposalNumbers.year,
      set: { lastNumber: sql`${proposalNumbers.lastNumber} + 1` },
    })
    .returning({ lastNumber: proposalNumbers.lastNumber });
  if (!row) throw new Error('proposal number upsert returned no row');
  return row.lastNumber;
}

export type NewProposal = {
  projectId: number;
  year: number;
  number: number;
  revision: number;
  createdBy: string;
};

export async function insertDraft(db: Database, values: NewProposal): Promise<number> {
  const [row] = await db
    .insert(proposals)
    .values({ ...values, status: 'DRAFT' })
    .returning({ id: proposals.id });
  if (!row) throw new Error('proposal insert returned no row');
  return row.id;
}

/** A section to insert; its content is checked against its document and stamped on write. */
export type NewSection = { key: string; content: unknown };

export async function insertSections(
  db: Database,
  proposalId: number,
  sections: readonly NewSection[],
  updatedBy: string,
): Promise<void> {
  if (sections.length === 0) return;
  await db.insert(proposalSections).values(
    sections.map((section) => ({
      proposalId,
      key: section.key,
      content: toStoredSectionContent(section.key, section.content),
      updatedBy,
    })),
  );
}

/** The project's draft (its current proposal), if any. */
export async function findDraft(db: Database, projectId: number): Promise<ProposalRow | undefined> {
  const [row] = await selectProposals(db).where(
    and(eq(proposals.projectId, projectId), eq(proposals.status, 'DRAFT')),
  );
  return row ? flatten(row) : undefined;
}

/** Every project's draft: its project and its stored total (the start-up refresh, ADR 072). */
export async function findDrafts(db: Database): Promise<{ projectId: number; totalBrl: number }[]> {
  return db
    .select({ projectId: proposals.projectId, totalBrl: proposals.totalBrl })
    .from(proposals)
    .where(eq(proposals.status, 'DRAFT'))
    .orderBy(proposals.projectId);
}

export async function findProposal(
  db: Database,
  projectId: number,
  id: number,
): Promise<ProposalRow | undefined> {
  const [row] = await selectProposals(db).where(
    and(eq(proposals.projectId, projectId), eq(proposals.id, id)),
  );
  return row ? flatten(row) : undefined;
}

/** A revision by its id alone (the customer's side has no project in hand). */
export async function findProposalById(db: Database, id: number): Promise<ProposalRow | undefined> {
  const [row] = await selectProposals(db).where(eq(proposals.id, id));
  return row ? flatten(row) : undefined;
}

/**
 * Locks a revision's row until the caller's transaction ends (writes of its sections and its
 * issue serialise on it) and answers its status, version and draft total as they are now.
 */
export async function lockProposal(
  db: Database,
  id: number,
): Promise<{ id: number; status: string; version: number; totalBrl: number } | undefined> {
  const [row] = await db
    .select({
      id: proposals.id,
      status: proposals.status,
      version: proposals.version,
      totalBrl: proposals.totalBrl,
    })
    .from(proposals)
    .where(eq(proposals.id, id))
    .for('update');
  return row;
}

/** Every revision of the project, oldest first (they all share one number). */
export async function findRevisions(db: Database, projectId: number): Promise<ProposalRow[]> {
  const rows = await selectProposals(db)
    .where(eq(proposals.projectId, projectId))
    .orderBy(asc(proposals.revision));
  return rows.map(flatten);
}

export async function findSections(db: Database, proposalId: number): Promise<SectionRow[]> {
  const rows = await db
    .select()
    .from(proposalSections)
    .where(eq(proposalSections.proposalId, proposalId));
  return rows.map(readSectionRow);
}

export async function findSection(
  db: Database,
  proposalId: number,
  key: string,
): Promise<SectionRow | undefined> {
  const [row] = await db
    .select()
    .from(proposalSections)
    .where(and(eq(proposalSections.proposalId, proposalId), eq(proposalSections.key, key)));
  return row && readSectionRow(row);
}

/**
 * Replaces a section's content when its stored version is `expectedVersion` (one conditional
 * UPDATE: of racing saves exactly one wins). Undefined when none matched.
 */
export async function updateSection(
  db: Database,
  proposalId: number,
  key: string,
  expectedVersion: number,
  content: unknown,
  updatedBy: string,
): Promise<SectionRow | undefined> {
  const [row] = await db
    .update(proposalSections)
    .set({
      content: toStoredSectionContent(key, content),
      updatedBy,
      version: sql`${proposalSections.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(proposalSections.proposalId, proposalId),
        eq(proposalSections.key, key),
        eq(proposalSections.version, expectedVersion),
      ),
    )
    .returning();
  return row && readSectionRow(row);
}

/** A section of the revision changed: the revision's own version and stamp move on. */
export async function touchProposal(db: Database, id: number): Promise<void> {
  await db
    .update(proposals)
    .set({ version: sql`${proposals.version} + 1`, updatedAt: sql`now()` })
    .where(eq(proposals.id, id));
}

export async function setProposalTotal(db: Database, id: number, totalBrl: number): Promise<void> {
  await db.update(proposals).set({ totalBrl }).where(eq(proposals.id, id));
}

/** Freezes a draft: ISSUED with its snapshot and stamp. False when it was no longer a draft. */
export async function issueProposal(
  db: Database,
  id: number,
  values: { snapshot: ProposalDocument; issuedBy: string; issuedAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(proposals)
    .set({
      status: 'ISSUED',
      snapshot: toStoredSnapshot(values.snapshot),
      issuedBy: values.issuedBy,
      issuedAt: values.issuedAt,
      version: sql`${proposals.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(proposals.id, id), eq(proposals.status, 'DRAFT')))
    .returning({ id: proposals.id });
  return updated.length === 1;
}

/**
 * Locks every revision of the project until the caller's transaction ends (an issue or a send
 * running on one waits, or is waited for) and answers whether one was issued or has a message
 * stored (sent, queued or failed): the record a project deletion must not lose (ADR 065).
 */
export async function lockAndFindIssuedOrSent(db: Database, projectId: number): Promise<boolean> {
  const revisions = await db
    .select({ id: proposals.id, status: proposals.status })
    .from(proposals)
    .where(eq(proposals.projectId, projectId))
    .for('update');
  if (revisions.some((revision) => revision.status === 'ISSUED')) return true;
  if (revisions.length === 0) return false;
  const [sent] = await db
    .select({ sent: sql<boolean>`true` })
    .from(proposals)
    .where(
      and(
        inArray(
          proposals.id,
          revisions.map((revision) => revision.id),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(proposalMessages)
            .where(eq(proposalMessages.proposalId, proposals.id)),
        ),
      ),
    )
    .limit(1);
  return sent !== undefined;
}
