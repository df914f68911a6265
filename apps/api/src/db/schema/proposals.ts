import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';
import { appUsers } from './users.ts';

/**
 * The last proposal number given in each year: a proposal number is `{year}-{number:0000}`,
 * counted over the whole installation (the maker's numbering), taken with
 * `INSERT … ON CONFLICT (year) DO UPDATE SET last_number = last_number + 1 RETURNING` in the
 * transaction that creates the proposal, so two concurrent creations never share a number.
 */
export const proposalNumbers = pgTable('proposal_numbers', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * One revision of a project's proposal (docs/decisions/029). Every revision of a project shares
 * its `year` and `number`; the newest is the DRAFT (at most one per project), the older ones are
 * ISSUED: frozen, with the whole ProposalDocument in `snapshot` and who issued it when.
 * `total_brl` is the draft's Σ quantity × unit price (the project list's Valor), kept current by
 * every write that can change it (prices saved, a system saved or deleted).
 */
export const proposals = pgTable(
  'proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    revision: integer('revision').notNull(),
    /** 'DRAFT' or 'ISSUED'. */
    status: text('status').notNull(),
    totalBrl: numeric('total_brl', { precision: 16, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** ISSUED: the ProposalDocument as it was issued (full, editor sections included). */
    snapshot: jsonb('snapshot'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: uuid('issued_by').references(() => appUsers.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => appUsers.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('proposals_project_revision_idx').on(table.projectId, table.revision),
    uniqueIndex('proposals_number_revision_idx').on(table.year, table.number, table.revision),
    /** One current (draft) proposal per project. */
    uniqueIndex('proposals_one_draft_idx')
      .on(table.projectId)
      .where(sql`status = 'DRAFT'`),
  ],
);

/**
 * The content of one section of a revision: `key` is presentation, equipmentCharacteristics,
 * commercialConditions, generalConditions or responsible; `content` the section's stored shape
 * (the contracts' input without `version`). Each section has its own version, so saving one
 * section never makes another section's open edit stale.
 */
export const proposalSections = pgTable(
  'proposal_sections',
  {
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    content: jsonb('content').notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => appUsers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.proposalId, table.key] })],
);

/**
 * The text options of the proposal (spec §7 /v1/proposals/templates/current/…): `kind` is one of
 * the contracts' TEMPLATE_KINDS, `equipment_type` the equipment a characteristic describes. The
 * default option of a kind (and equipment type) fills a new proposal. Editors change them;
 * `archived` hides an option without losing the texts that name it.
 */
export const proposalTemplates = pgTable(
  'proposal_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    equipmentType: text('equipment_type'),
    title: text('title').notNull(),
    text: text('text').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    /** The seeded texts carry a stable key, so seeding is idempotent and never overwrites edits. */
    seedKey: text('seed_key').unique(),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => appUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('proposal_templates_kind_idx').on(table.kind, table.position),
    /** One default per kind and equipment type. */
    uniqueIndex('proposal_templates_one_default_idx')
      .on(table.kind, sql`coalesce(equipment_type, '')`)
      .where(sql`is_default and not archived`),
  ],
);
