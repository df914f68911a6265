import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  json,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The equipment catalogue (docs/decisions/012-catalogue-as-one-document.md): one row per version,
 * the whole catalogue in `document`, written whole and read whole and validated both ways by the
 * one description of a catalogue (`EquipmentCatalogSchema` in contracts; the stored shape is
 * `CatalogVersionDocumentSchema` in modules/catalog/catalog-document.ts).
 */

/** API ids of models and SKUs, unique across versions: each write reserves one block. */
export const catalogItemIds = pgSequence('catalog_item_ids');

/** A catalogue version: the demonstration catalogue or an import. Exactly one is active. */
export const catalogVersions = pgTable(
  'catalog_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The domain's `catalogVersion` (`demo-1.0.0-seed-1`, or the import file's). */
    versionKey: text('version_key').notNull(),
    label: text('label').notNull(),
    source: text('source').notNull(),
    isDemonstration: boolean('is_demonstration').notNull(),
    /** The imported file's name (null for the demonstration catalogue). */
    fileName: text('file_name'),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The catalogue, its API ids and line images (`json`, not `jsonb`: kept as written, key
     * order included, and never queried inside).
     */
    document: json('document').notNull(),
  },
  (table) => [
    check('catalog_versions_source_check', sql`${table.source} in ('DEMONSTRATION', 'IMPORT')`),
    uniqueIndex('catalog_versions_one_active_idx')
      .on(table.isActive)
      .where(sql`is_active`),
  ],
);
