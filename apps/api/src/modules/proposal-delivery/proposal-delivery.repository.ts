import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { MessageStatus } from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { appUsers, proposalLinks, proposalMessages, proposals } from '../../db/schema/index.ts';

/** A stored message with who sent it (the .eml itself is read apart: it is the big column). */
export type MessageRow = Omit<
  typeof proposalMessages.$inferSelect,
  'eml' | 'leaseExpiresAt' | 'idempotencyKey' | 'requestDigest'
> & {
  projectId: number;
  sentByUsername: string;
  sentByName: string | null;
  linkId: number | null;
  /** SENDING and its lease has run out (by the database's clock): the attempt was interrupted. */
  isLeaseExpired: boolean;
};

export type NewMessage = {
  proposalId: number;
  code: string;
  to: string[];
  cc: string[];
  subject: string;
  message: string;
  attachmentName: string;
  eml: string;
  sentBy: string;
  /** The send's Idempotency-Key and the digest of what it sent, or both null. */
  idempotencyKey: string | null;
  requestDigest: string | null;
};

const columns = {
  id: proposalMessages.id,
  proposalId: proposalMessages.proposalId,
  code: proposalMessages.code,
  to: proposalMessages.to,
  cc: proposalMessages.cc,
  subject: proposalMessages.subject,
  message: proposalMessages.message,
  attachmentName: proposalMessages.attachmentName,
  status: proposalMessages.status,
  error: proposalMessages.error,
  attempts: proposalMessages.attempts,
  sentBy: proposalMessages.sentBy,
  createdAt: proposalMessages.createdAt,
  updatedAt: proposalMessages.updatedAt,
  projectId: proposals.projectId,
  sentByUsername: appUsers.username,
  sentByName: appUsers.name,
  /** The customer link the message carries (issue 31), when any. */
  linkId: sql<
    number | null
  >`(select ${proposalLinks.id} from ${proposalLinks} where ${proposalLinks.messageId} = ${proposalMessages.id} limit 1)`,
  isLeaseExpired: sql<boolean>`(${proposalMessages.status} = 'SENDING' and ${proposalMessages.leaseExpiresAt} <= now())`,
};

function selectMessages(db: Database) {
  return db
    .select(columns)
    .from(proposalMessages)
    .innerJoin(proposals, eq(proposals.id, proposalMessages.proposalId))
    .innerJoin(appUsers, eq(appUsers.id, proposalMessages.sentBy));
}

/** Stores a message in the outbox (status OUTBOX, no attempt yet); answers its id. */
export async function insertMessage(db: Database, values: NewMessage): Promise<number> {
  const [row] = await db
    .insert(proposalMessages)
    .values({ ...values, status: 'OUTBOX', attempts: 0 })
    .returning({ id: proposalMessages.id });
  if (!row) throw new Error('proposal message insert returned no row');
  return row.id;
}

/**
 * Serialises one user's sends: locks their row (FOR NO KEY UPDATE, which leaves the foreign keys
 * that point at it free) until the transaction ends, so the quota and the idempotency key are
 * read and the message stored by one send at a time.
 */
export async function lockSender(tx: Database, userId: string): Promise<void> {
  await tx
    .select({ id: appUsers.id })
    .from(appUsers)
    .where(eq(appUsers.id, userId))
    .for('no key update');
}

export type KeyedMessage = { id: number; requestDigest: string | null };

/** The message `userId` stored with that Idempotency-Key, if any. */
export async function findMessageByKey(
  db: Database,
  userId: string,
  idempotencyKey: string,
): Promise<KeyedMessage | null> {
  const [row] = await db
    .select({ id: proposalMessages.id, requestDigest: proposalMessages.requestDigest })
    .from(proposalMessages)
    .where(
      and(eq(proposalMessages.sentBy, userId), eq(proposalMessages.idempotencyKey, idempotencyKey)),
    )
    .limit(1);
  return row ?? null;
}

/** One recent message in a user's quota: its recipients, and when it leaves the window. */
export type RecentSend = { recipients: number; leavesWindowInSeconds: number };

/**
 * The recipients (to + cc) of every message `userId` stored in the last `windowSeconds` (by the
 * database's clock), oldest first, each with the seconds until it leaves that window.
 */
export async function listRecentSends(
  db: Database,
  userId: string,
  windowSeconds: number,
): Promise<RecentSend[]> {
  const windowEnd = sql`${proposalMessages.createdAt} + make_interval(secs => ${windowSeconds})`;
  return db
    .select({
      recipients: sql<number>`(jsonb_array_length(${proposalMessages.to}) + jsonb_array_length(${proposalMessages.cc}))::int`,
      leavesWindowInSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${windowEnd} - now())))::int`,
    })
    .from(proposalMessages)
    .where(
      and(
        eq(proposalMessages.sentBy, userId),
        sql`${proposalMessages.createdAt} > now() - make_interval(secs => ${windowSeconds})`,
      ),
    )
    .orderBy(proposalMessages.createdAt, proposalMessages.id);
}

/** The messages of every revision of a project's proposal, whoever sent them, newest first. */
export async function listMessages(db: Database, projectId: number): Promise<MessageRow[]> {
  return selectMessages(db)
    .where(eq(proposals.projectId, projectId))
    .orderBy(desc(proposalMessages.createdAt), desc(proposalMessages.id));
}

/** One message of a project's proposal (null when it is not one). */
export async function findMessage(
  db: Database,
  projectId: number,
  messageId: number,
): Promise<MessageRow | null> {
  const [row] = await selectMessages(db)
    .where(and(eq(proposals.projectId, projectId), eq(proposalMessages.id, messageId)))
    .limit(1);
  return row ?? null;
}

export async function readEml(db: Database, messageId: number): Promise<string | null> {
  const [row] = await db
    .select({ eml: proposalMessages.eml })
    .from(proposalMessages)
    .where(eq(proposalMessages.id, messageId));
  return row?.eml ?? null;
}

/** What an attempt needs: its number (it owns the message while `attempts` is still that), the message. */
export type ClaimedMessage = { attempt: number; eml: string; to: string[]; cc: string[] };

/**
 * Takes the message for one delivery attempt in one conditional UPDATE: SENDING (the last
 * failure's reason cleared), the attempt counted, held for `leaseSeconds` by the database's clock. Only a message in the outbox, FAILED,
 * or SENDING with its lease run out (its sender stopped) can be taken, so of racing attempts
 * exactly one gets it; null for the others (and for a SENT message).
 */
export async function claimMessage(
  db: Database,
  messageId: number,
  leaseSeconds: number,
): Promise<ClaimedMessage | null> {
  const [row] = await db
    .update(proposalMessages)
    .set({
      status: 'SENDING',
      error: null,
      attempts: sql`${proposalMessages.attempts} + 1`,
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(proposalMessages.id, messageId),
        or(
          inArray(proposalMessages.status, ['OUTBOX', 'FAILED']),
          and(
            eq(proposalMessages.status, 'SENDING'),
            lte(proposalMessages.leaseExpiresAt, sql`now()`),
          ),
        ),
      ),
    )
    .returning({
      attempt: proposalMessages.attempts,
      eml: proposalMessages.eml,
      to: proposalMessages.to,
      cc: proposalMessages.cc,
    });
  return row ?? null;
}

/**
 * Records the end of attempt number `attempt` (SENT or FAILED), provided the message is still
 * that attempt's: a sender that outlived its lease and lost the message to a later attempt
 * changes nothing. Answers whether it was recorded.
 */
export async function finishMessage(
  db: Database,
  messageId: number,
  attempt: number,
  status: Exclude<MessageStatus, 'SENDING' | 'OUTBOX'>,
  error: string | null,
): Promise<boolean> {
  const rows = await db
    .update(proposalMessages)
    .set({ status, error, leaseExpiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(proposalMessages.id, messageId),
        eq(proposalMessages.status, 'SENDING'),
        eq(proposalMessages.attempts, attempt),
      ),
    )
    .returning({ id: proposalMessages.id });
  return rows.length > 0;
}
