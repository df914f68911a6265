import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** People who signed in, keyed by their identity provider's issuer and subject. */
export const appUsers = pgTable(
  'app_users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    username: text('username').notNull(),
    email: text('email'),
    name: text('name'),
    /**
     * The editor role of the user's last request (issue 31): who is told of a customer's
     * decision besides the seller. Kept current by each request's user record.
     */
    isEditor: boolean('is_editor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('app_users_issuer_subject_key').on(table.issuer, table.subject)],
);
