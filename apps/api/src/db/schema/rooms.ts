import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';

/**
 * A room of a project: its inputs as one validated document (`data`, the contracts' RoomData
 * without the version) and the heat load the server computed from them on the last save.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    heatLoad: jsonb('heat_load').notNull(),
    totalKw: doublePrecision('total_kw').notNull(),
    totalKcalh: doublePrecision('total_kcalh').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rooms_project_id_idx').on(table.projectId, table.id)],
);
