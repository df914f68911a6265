import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Accounts of the embedded identity provider (`npm run users`): who may sign in at /oidc with an
 * e-mail and a password. Separate from app_users, which records whoever signed in, from any
 * issuer (docs/decisions, "Accounts of the embedded identity provider"). The token's subject is
 * the account's id.
 */
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Stored trimmed and lower-cased; unique without regard to case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** 'sales' or 'editor' (the roles claim: editor carries ['sales', 'editor']). */
    role: text('role').notNull(),
    /** PHC string `$scrypt$ln=..,r=..,p=..$salt$hash`: parameters and salt travel with the hash. */
    passwordHash: text('password_hash').notNull(),
    /** Null while the account may sign in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('idp_accounts_email_key').on(sql`lower(${table.email})`),
    check('idp_accounts_role_check', sql`${table.role} in ('sales', 'editor')`),
  ],
);
