import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appUsers } from './users.ts';

/** Brazilian municipalities (IBGE), for the project address. */
export const municipalities = pgTable(
  'municipalities',
  {
    ibgeCode: integer('ibge_code').primaryKey(),
    name: text('name').notNull(),
    uf: text('uf').notNull(),
  },
  (table) => [index('municipalities_uf_name_idx').on(table.uf, table.name)],
);

/** A customer's project: the rooms, systems and proposal hang from it. */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => appUsers.id),
    name: text('name').notNull(),
    status: text('status').notNull(),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    customerCnpj: text('customer_cnpj'),
    customerPhone: text('customer_phone'),
    // A person's CPF (11 digits), the inscrição estadual as typed or 'ISENTO', and the fiscal
    // profile in five columns, all null until it is filled (docs/decisions/071).
    customerCpf: text('customer_cpf'),
    customerStateRegistration: text('customer_state_registration'),
    icmsContribution: text('icms_contribution'),
    goodsUse: text('goods_use'),
    simplesNacional: boolean('simples_nacional'),
    freeTradeZone: boolean('free_trade_zone'),
    publicBody: boolean('public_body'),
    street: text('street'),
    streetNumber: text('street_number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    state: text('state'),
    city: text('city'),
    country: text('country').notNull().default('Brasil'),
    zipcode: text('zipcode'),
    segment: text('segment'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // When the project was archived, null while it is not: the list leaves archived projects out
    // unless asked for them (docs/decisions/065). Archiving neither locks nor versions the project.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // Raised by triggers (migration 0015) when what the project list shows of the project from
    // other rows changes: its owner's username or name, its draft proposal's total. With the
    // row's own version it names a listed project, so the list's stamp reads this table alone.
    // Not the project's `version`: it never makes an open edit stale.
    listRev: bigint('list_rev', { mode: 'number' }).notNull().default(0),
    // The searched forms of the names, `f_unaccent(lower(x))` (migrations 0009 and 0013), stored
    // so a search compares plain text instead of calling unaccent on every row it reads.
    nameSearch: text('name_search').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    customerNameSearch: text('customer_name_search').generatedAlwaysAs(
      sql`f_unaccent(lower(customer_name))`,
    ),
  },
  (table) => [
    // The fiscal profile is whole or absent.
    check(
      'projects_fiscal_profile_check',
      sql`(${table.icmsContribution} is null and ${table.goodsUse} is null and ${table.simplesNacional} is null and ${table.freeTradeZone} is null and ${table.publicBody} is null) or (${table.icmsContribution} in ('CONTRIBUTOR', 'EXEMPT', 'NON_CONTRIBUTOR') and ${table.goodsUse} in ('RESALE', 'INDUSTRIALIZATION', 'OWN_USE', 'FIXED_ASSETS') and ${table.simplesNacional} is not null and ${table.freeTradeZone} is not null and ${table.publicBody} is not null)`,
    ),
    // A user's own list, newest first.
    index('projects_owner_id_id_idx').on(table.ownerId, table.id.desc().nullsFirst()),
    index('projects_created_at_idx').on(table.createdAt),
    // Status with a creation-date range, in one index.
    index('projects_status_created_at_idx').on(table.status, table.createdAt),
    // Contains-searches on names ignore case and accents (`name_search LIKE '%y%'`) and use
    // trigram indexes for rare words. `fastupdate` off: no pending list for every search to scan
    // (PGlite has no autovacuum to empty it); a project save updates the index at once.
    index('projects_name_search_trgm_idx')
      .using('gin', sql`${table.nameSearch} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('projects_customer_name_search_trgm_idx')
      .using('gin', sql`${table.customerNameSearch} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // An owner's own searches: the same trigrams keyed by owner (`owner_trigram_keys`, migration
    // 0014), so a word that owner never used is found missing without reading their projects.
    index('projects_owner_name_keys_idx')
      .using('gin', sql`owner_trigram_keys(${table.ownerId}, ${table.nameSearch})`)
      .with({ fastupdate: false }),
    index('projects_owner_customer_name_keys_idx')
      .using('gin', sql`owner_trigram_keys(${table.ownerId}, ${table.customerNameSearch})`)
      .with({ fastupdate: false }),
  ],
);
