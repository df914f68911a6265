import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins at the embedded identity provider, counted per user (`user:<username>`) and
 * per client address (`address:<ip>`). Kept in the database so every API process shares them
 * and a restart does not reset them; see docs/decisions (sign-in throttling).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    subject: text('subject').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No attempt is checked before this instant (the growing delay, then the lock). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (table) => [index('sign_in_failures_last_failure_at_idx').on(table.lastFailureAt)],
);
