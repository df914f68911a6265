import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';
import { proposalMessages } from './proposal-messages.ts';
import { proposals } from './proposals.ts';
import { appUsers } from './users.ts';

/** PostgreSQL bytea as bytes (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A customer link to one issued revision (issue 31; docs/decisions/074): the token is 128 random
 * bits given once to its creator; only its SHA-256 (hex) is stored. Its state is read from the
 * dates: ACTIVE until `expires_at`, REVOKED (`revoked_at`), SUPERSEDED (`superseded_at`, once a
 * link to a newer issued revision of the project was created). Views and downloads are counted
 * on the row; each one is also an event of the project's trail (project_events).
 */
export const proposalLinks = pgTable(
  'proposal_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** EMAIL, COPY, WHATSAPP or SUCCESSOR (LINK_CHANNELS). */
    channel: text('channel').notNull(),
    /** EMAIL: the message that carried it. */
    messageId: integer('message_id').references(() => proposalMessages.id, {
      onDelete: 'set null',
    }),
    /** SUCCESSOR: the superseded link it was asked for from. */
    parentLinkId: integer('parent_link_id'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => appUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => appUsers.id),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    /** The newer revision that superseded it. */
    supersededByProposalId: integer('superseded_by_proposal_id').references(() => proposals.id, {
      onDelete: 'set null',
    }),
    /** The follow-up reminders go to the customer too (`customer_email`). */
    remindCustomer: boolean('remind_customer').notNull().default(false),
    customerEmail: text('customer_email'),
    viewCount: integer('view_count').notNull().default(0),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    pdfDownloads: integer('pdf_downloads').notNull().default(0),
    docxDownloads: integer('docx_downloads').notNull().default(0),
  },
  (table) => [
    uniqueIndex('proposal_links_token_hash_idx').on(table.tokenHash),
    index('proposal_links_proposal_idx').on(table.proposalId, table.createdAt),
    // The reminders' scan: links still open, by their end.
    index('proposal_links_open_expires_idx')
      .on(table.expiresAt)
      .where(sql`revoked_at is null and superseded_at is null`),
    check(
      'proposal_links_channel_check',
      sql`${table.channel} in ('EMAIL', 'COPY', 'WHATSAPP', 'SUCCESSOR')`,
    ),
  ],
);

/**
 * An issued revision's documents as the customer gets them, rendered once and kept (issue 31;
 * docs/decisions/075): the link's page names the PDF's SHA-256 and an acceptance records it, so
 * the bytes served never change. `format` is 'pdf', 'docx' or 'accepted-pdf' (an accepted revision's PDF
 * with the acceptance record as its last page).
 */
export const proposalFiles = pgTable(
  'proposal_files',
  {
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.proposalId, table.format] }),
    check('proposal_files_format_check', sql`${table.format} in ('pdf', 'docx', 'accepted-pdf')`),
  ],
);

/**
 * The customer's decision on one issued revision (issue 31; docs/decisions/076): ACCEPTED or
 * DECLINED, at most one per revision (the primary key: a double click decides once), with its
 * evidence: who (name, CPF or role, e-mail), when, IP, user agent, the revision's code and the
 * SHA-256 of the PDF that was shown.
 */
export const proposalDecisions = pgTable(
  'proposal_decisions',
  {
    proposalId: integer('proposal_id')
      .primaryKey()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    linkId: integer('link_id')
      .notNull()
      .references(() => proposalLinks.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    name: text('name'),
    cpf: text('cpf'),
    role: text('role'),
    email: text('email'),
    reason: text('reason'),
    text: text('text'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    pdfSha256: text('pdf_sha256'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('proposal_decisions_kind_check', sql`${table.kind} in ('ACCEPTED', 'DECLINED')`),
  ],
);

/**
 * A project's audit trail (issue 31; docs/decisions/077): every send, link, view, download,
 * decision, status change, revision and reminder, with who (`actor_user_id`, or the customer's
 * name, or neither: the system) and when. `details` is a versioned document
 * (ProjectEventDetails with `schemaVersion`).
 */
export const projectEvents = pgTable(
  'project_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    proposalId: integer('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    actorUserId: uuid('actor_user_id').references(() => appUsers.id),
    /** CUSTOMER events: the name the customer typed (null: not given); SYSTEM: null. */
    actorName: text('actor_name'),
    isCustomer: boolean('is_customer').notNull().default(false),
    code: text('code'),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_events_project_idx').on(table.projectId, table.id)],
);

/**
 * E-mails to the users (issue 31; docs/decisions/078): a first view, a decision, a reminder.
 * Stored before any delivery (the outbox, like proposal_messages: OUTBOX, SENDING with a lease,
 * SENT, FAILED), delivered by a job of the queue. `dedupe_key` is unique: the same notice
 * (`first-view:{linkId}:{userId}`, `reminder:expiring:{proposalId}:seller`, …) is stored once,
 * whichever instance or job run tries it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    to: jsonb('to').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    eml: text('eml').notNull(),
    status: text('status').notNull().default('OUTBOX'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_key_idx').on(table.dedupeKey),
    index('notifications_pending_idx')
      .on(table.createdAt)
      .where(sql`status in ('OUTBOX', 'SENDING', 'FAILED')`),
    check(
      'notifications_status_check',
      sql`${table.status} in ('OUTBOX', 'SENDING', 'SENT', 'FAILED')`,
    ),
  ],
);
