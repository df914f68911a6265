import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catalogVersions } from './catalog.ts';
import { projects } from './projects.ts';
import { refrigerants } from './reference-data.ts';
import { rooms } from './rooms.ts';

/**
 * An operating system of a project (spec part 2 §3 "System"; docs/decisions/024): its settings
 * as columns, the user's equipment choices as one document (`input`: configurations and the unit,
 * compressor and condenser choices, the contracts' OperatingSystemInput without name, settings
 * and version), the selections and the balance the server computed from them on the last save
 * (`computed`, `result`), and the catalogue version the catalogue choices are read in.
 */
export const operatingSystems = pgTable(
  'operating_systems',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull(),
    rack: boolean('rack').notNull(),
    operationTemperature: doublePrecision('operation_temperature').notNull(),
    refrigerantCode: text('refrigerant_code')
      .notNull()
      .references(() => refrigerants.code),
    input: jsonb('input').notNull(),
    catalogVersionId: integer('catalog_version_id')
      .notNull()
      .references(() => catalogVersions.id),
    /** The selections filled from the catalogue or the special forms. */
    computed: jsonb('computed').notNull(),
    /** The balance (BALANCED or NO_BALANCE), null while the equipment is incomplete. */
    result: jsonb('result'),
    resultingDt: doublePrecision('resulting_dt'),
    resultingCapacity: doublePrecision('resulting_capacity'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('operating_systems_project_id_idx').on(table.projectId, table.id),
    /** One active system per project (spec §4). */
    uniqueIndex('operating_systems_one_active_idx')
      .on(table.projectId)
      .where(sql`active`),
  ],
);

/**
 * The rooms of each system: a room belongs to at most one system (spec §4), so `room_id` is
 * unique; deleting a room or a system removes its row.
 */
export const systemRooms = pgTable(
  'system_rooms',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    systemId: integer('system_id')
      .notNull()
      .references(() => operatingSystems.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.roomId] }),
    index('system_rooms_system_id_idx').on(table.systemId),
  ],
);
