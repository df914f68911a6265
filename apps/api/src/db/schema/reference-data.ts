import { doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Product groups of the goods picker (seeded from the domain's reference data). */
export const productGroups = pgTable('product_groups', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  defaultFreezingPointC: doublePrecision('default_freezing_point_c').notNull(),
  source: text('source').notNull(),
});

/** Goods with the thermal properties the goods form copies into a room's goods item. */
export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => productGroups.id),
    waterPct: doublePrecision('water_pct'),
    freezingPointC: doublePrecision('freezing_point_c').notNull(),
    specificHeatAboveFreezingKjKgK: doublePrecision(
      'specific_heat_above_freezing_kj_kg_k',
    ).notNull(),
    specificHeatBelowFreezingKjKgK: doublePrecision(
      'specific_heat_below_freezing_kj_kg_k',
    ).notNull(),
    latentHeatOfFusionKjKg: doublePrecision('latent_heat_of_fusion_kj_kg').notNull(),
    heatOfRespirationMwKg: doublePrecision('heat_of_respiration_mw_kg').notNull(),
    sources: jsonb('sources').notNull(),
  },
  (table) => [index('goods_group_id_idx').on(table.groupId)],
);

/** Building materials 10–15 with their conductivities; the heat-load engine reads them from here. */
export const materials = pgTable('materials', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  conductivityWMK: doublePrecision('conductivity_w_m_k').notNull(),
  kind: text('kind').notNull(),
  source: text('source').notNull(),
});

export const refrigerants = pgTable('refrigerants', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  glideK: doublePrecision('glide_k').notNull(),
  source: text('source').notNull(),
});
