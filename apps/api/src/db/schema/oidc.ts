import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the embedded identity provider keeps between requests (sessions, grants, authorization
 * codes, refresh tokens, interactions), so a restart or a second API process signs nobody out.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'oidc_payloads_pkey', columns: [table.model, table.id] }),
    index('oidc_payloads_grant_id_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_user_code_idx').on(table.userCode),
    index('oidc_payloads_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * The embedded identity provider's signing keys (private JWKs) and cookie secrets: one row,
 * `id = 'embedded'`, written once by whichever API process starts first (INSERT ... ON CONFLICT
 * DO NOTHING, then read back), so every process behind a load balancer signs and verifies with
 * the same keys (docs/decisions/039).
 */
export const oidcProviderKeys = pgTable('oidc_provider_keys', {
  id: text('id').primaryKey(),
  signingKeys: jsonb('signing_keys').notNull(),
  cookieKeys: jsonb('cookie_keys').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
