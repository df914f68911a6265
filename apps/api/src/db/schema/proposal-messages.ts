import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { proposals } from './proposals.ts';
import { appUsers } from './users.ts';

/**
 * The outbox of proposals sent by e-mail (docs/decisions/033): one row per message, stored before
 * any delivery is tried, with `eml` = the whole RFC 822 message (headers, text, the revision's PDF
 * attached) exactly as it was or will be handed to the SMTP server. `status` is OUTBOX (kept in
 * the embedded outbox, no SMTP server configured), SENDING (an attempt holds it until
 * `lease_expires_at`: docs/decisions/044), SENT (accepted by the SMTP server) or FAILED (`error`
 * says why, in Portuguese; it can be retried). `code` is the revision's code when sent.
 */
export const proposalMessages = pgTable(
  'proposal_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    to: jsonb('to').$type<string[]>().notNull(),
    cc: jsonb('cc').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    attachmentName: text('attachment_name').notNull(),
    /** The RFC 822 message (7-bit: nodemailer encodes every header and part). */
    eml: text('eml').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * While SENDING: when the attempt's hold ends. A sender that stopped mid-delivery (a killed
     * process) leaves it SENDING; once this time has passed another attempt may take it.
     */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    sentBy: uuid('sent_by')
      .notNull()
      .references(() => appUsers.id),
    /**
     * The Idempotency-Key of the send that stored it (null: none was given): one message per key
     * and sender; `request_digest` (SHA-256 of the revision and the values sent) tells a repeated
     * send from a key reused for another one (docs/decisions/044).
     */
    idempotencyKey: text('idempotency_key'),
    requestDigest: text('request_digest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('proposal_messages_proposal_idx').on(table.proposalId, table.createdAt),
    // A sender's recent messages (the daily recipient quota).
    index('proposal_messages_sender_idx').on(table.sentBy, table.createdAt),
    uniqueIndex('proposal_messages_idempotency_key_idx').on(table.sentBy, table.idempotencyKey),
    check(
      'proposal_messages_status_check',
      sql`${table.status} in ('OUTBOX', 'SENDING', 'SENT', 'FAILED')`,
    ),
    check(
      'proposal_messages_lease_check',
      sql`(${table.status} = 'SENDING') = (${table.leaseExpiresAt} is not null)`,
    ),
    check(
      'proposal_messages_idempotency_check',
      sql`(${table.idempotencyKey} is null) = (${table.requestDigest} is null)`,
    ),
  ],
);
