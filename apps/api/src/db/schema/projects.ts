import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    street: text('street'),
    state: text('state'),
    city: text('city'),
    country: text('country').notNull().default('Brasil'),
    zipcode: text('zipcode'),
    segment: text('segment'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A user's own list, newest first.
    index('projects_owner_id_id_idx').on(table.ownerId, table.id.desc()),
    index('projects_created_at_idx').on(table.createdAt),
    index('projects_status_idx').on(table.status),
    // Contains-searches on names ignore case and accents (`f_unaccent(lower(x)) LIKE '%y%'`,
    // migration 0009) and use trigram indexes on that same expression.
    index('projects_name_unaccent_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${table.name})) gin_trgm_ops`,
    ),
    index('projects_customer_name_unaccent_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${table.customerName})) gin_trgm_ops`,
    ),
  ],
);
