import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('app_users_issuer_subject_key').on(table.issuer, table.subject)],
);
