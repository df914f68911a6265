import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appUsers } from './users.ts';

/**
 * The dated tax rate rows of "Tabelas fiscais" (issue 30, docs/decisions/070): one figure per
 * table (`kind`) and key, valid from `valid_from` to `valid_to` (included; null: open). Two rows
 * of the same kind and key never overlap (the service refuses it, 409 TAX_RATE_OVERLAP).
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** %, null while the figure waits for its source (the 2027 CBS rate) and on DIFAL_METHOD rows. */
    ratePercent: numeric('rate_percent', { precision: 7, scale: 4, mode: 'number' }),
    method: text('method'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    source: text('source').notNull(),
    note: text('note'),
    verified: boolean('verified').notNull().default(false),
    version: integer('version').notNull().default(1),
    /** Null for a seeded row nobody changed yet. */
    updatedBy: uuid('updated_by').references(() => appUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tax_rates_kind_key_idx').on(table.kind, table.key, table.validFrom),
    check(
      'tax_rates_dates_check',
      sql`${table.validTo} is null or ${table.validTo} >= ${table.validFrom}`,
    ),
  ],
);

/**
 * Every change of a tax rate row: who, when, why, and the row before (null for CREATE) and after,
 * as versioned JSON documents (modules/tax-tables/tax-rate-change-document.ts).
 */
export const taxRateChanges = pgTable(
  'tax_rate_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rateId: integer('rate_id')
      .notNull()
      .references(() => taxRates.id),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after').notNull(),
    reason: text('reason').notNull(),
    changedBy: uuid('changed_by')
      .notNull()
      .references(() => appUsers.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tax_rate_changes_rate_idx').on(table.rateId, table.id)],
);

/**
 * The maker's (seller's) fiscal profile: one row (id 1). `origin` ENVIRONMENT while it follows
 * SELLER_STATE and SELLER_TAX_REGIME (written at start-up), EDITOR once an editor saved it.
 */
export const sellerFiscalProfile = pgTable(
  'seller_fiscal_profile',
  {
    id: integer('id').primaryKey(),
    state: text('state').notNull(),
    regime: text('regime').notNull(),
    origin: text('origin').notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => appUsers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('seller_fiscal_profile_one_row', sql`${table.id} = 1`)],
);

/** Every editor's save of the maker's profile: who, when, why, before → after. */
export const sellerFiscalProfileChanges = pgTable('seller_fiscal_profile_changes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  beforeState: text('before_state').notNull(),
  beforeRegime: text('before_regime').notNull(),
  afterState: text('after_state').notNull(),
  afterRegime: text('after_regime').notNull(),
  reason: text('reason').notNull(),
  changedBy: uuid('changed_by')
    .notNull()
    .references(() => appUsers.id),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
