import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The equipment catalogue (docs/domain/selection.md "API and catalogue storage";
 * docs/decisions/009-equipment-catalogue.md): versions, and one table per array of the domain's
 * `EquipmentCatalog`, every row keyed by (catalog_version_id, code or sku). Rows carry an
 * identity `id`: the API's ids of models and SKUs, and the order the catalogue is read back in.
 * Units are in the column names.
 */

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
  },
  (table) => [
    check('catalog_versions_source_check', sql`${table.source} in ('DEMONSTRATION', 'IMPORT')`),
    uniqueIndex('catalog_versions_one_active_idx')
      .on(table.isActive)
      .where(sql`is_active`),
  ],
);

const versionId = () => integer('catalog_version_id').notNull();

/** Constraint names spelled out: drizzle's defaults pass PostgreSQL's 63-character limit. */
const versionReference = (name: string, column: AnyPgColumn) =>
  foreignKey({
    name: `${name}_version_fk`,
    columns: [column],
    foreignColumns: [catalogVersions.id],
  }).onDelete('cascade');

export const catalogProductLines = pgTable(
  'catalog_product_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    catalogVersionId: versionId(),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    application: text('application'),
    dtChoicesK: doublePrecision('dt_choices_k').array().notNull(),
    imagePath: text('image_path'),
  },
  (table) => [
    versionReference('catalog_product_lines', table.catalogVersionId),
    unique('catalog_product_lines_key').on(table.catalogVersionId, table.kind, table.code),
  ],
);

export const catalogEvaporatorModels = pgTable(
  'catalog_evaporator_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    catalogVersionId: versionId(),
    code: text('code').notNull(),
    lineCode: text('line_code').notNull(),
    lengthMm: doublePrecision('length_mm').notNull(),
    widthMm: doublePrecision('width_mm').notNull(),
    heightMm: doublePrecision('height_mm').notNull(),
    fanCount: integer('fan_count').notNull(),
    fanDiameterMm: doublePrecision('fan_diameter_mm').notNull(),
    airFlowM3h: doublePrecision('air_flow_m3h').notNull(),
    airThrowM: doublePrecision('air_throw_m').notNull(),
    fanPowerW: doublePrecision('fan_power_w').notNull(),
    defrostPowerW: doublePrecision('defrost_power_w').notNull(),
    finSpacingMm: doublePrecision('fin_spacing_mm').notNull(),
    tubeRows: integer('tube_rows').notNull(),
    motor: text('motor').notNull(),
    defrostKinds: text('defrost_kinds').array().notNull(),
    referenceCapacityKcalh: doublePrecision('reference_capacity_kcalh').notNull(),
    referenceDtK: doublePrecision('reference_dt_k').notNull(),
    referenceEvaporatingTemperatureC: doublePrecision(
      'reference_evaporating_temperature_c',
    ).notNull(),
    ratingCondition: text('rating_condition').notNull(),
  },
  (table) => [
    versionReference('catalog_evaporator_models', table.catalogVersionId),
    unique('catalog_evaporator_models_key').on(table.catalogVersionId, table.code),
  ],
);

/** `f_refrigerant` per evaporator model and refrigerant (`flattenRefrigerantFactors`). */
export const catalogEvaporatorRefrigerantFactors = pgTable(
  'catalog_evaporator_refrigerant_factors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    catalogVersionId: versionId(),
    modelCode: text('model_code').notNull(),
    refrigerantCode: text('refrigerant_code').notNull(),
    factor: doublePrecision('factor').notNull(),
  },
  (table) => [
    versionReference('catalog_evaporator_refrigerant_factors', table.catalogVersionId),
    unique('catalog_evaporator_refrigerant_factors_key').on(
      table.catalogVersionId,
      table.modelCode,
      table.refrigerantCode,
    ),
    foreignKey({
      name: 'catalog_evaporator_refrigerant_factors_model_fk',
      columns: [table.catalogVersionId, table.modelCode],
      foreignColumns: [catalogEvaporatorModels.catalogVersionId, catalogEvaporatorModels.code],
    }).onDelete('cascade'),
  ],
);

export const catalogEvaporatorSkus = pgTable(
  'catalog_evaporator_skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    catalogVersionId: versionId(),
    sku: text('sku').notNull(),
    modelCode: text('model_code').notNull(),
    frequencyHz: integer('frequency_hz').notNull(),
    voltageV: integer('voltage_v').notNull(),
    phases: integer('phases').notNull(),
    defrost: text('defrost').notNull(),
    finProtection: text('fin_protection').notNull(),
    expansionValve: text('expansion_valve').notNull(),
    hasIsolatedTray: boolean('has_isolated_tray').notNull(),
  },
  (table) => [
    versionReference('catalog_evaporator_skus', table.catalogVersionId),
    unique('catalog_evaporator_skus_key').on(table.catalogVersionId, table.sku),
    index('catalog_evaporator_skus_model_idx').on(table.catalogVersionId, table.modelCode),
    foreignKey({
      name: 'catalog_evaporator_skus_model_fk',
      columns: [table.catalogVersionId, table.modelCode],
      foreignColumns: [catalogEvaporatorModels.catalogVersionId, catalogEvaporatorModels.code],
    }).onDelete('cascade'),
  ],
);

/** Condensing units and rack compressor units (`kind`), as the domain's `UnitModel`. */
export const catalogUnitModels = pgTable(
  'catalog_unit_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    catalogVersionId: versionId(),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    lineCode: text('line_code').notNull(),
    application: text('application').notNull(),
    lengthMm: doublePrecision('length_mm').notNull(),
    widthMm: doublePrecision('width_mm').notNull(),
    heightMm: doublePrecision('height_mm').notNull(),
    fanCount: integer('fan_count').notNull(),
    fanDiameterMm: doublePrecision('fan_diameter_mm').notNull(),
    airFlowM3h: doublePrecision('air_flow_m3h').notNull(),
    compressorType: text('compressor_type').notNull(),
    compressorBrand: text('compressor_brand').notNull(),
    compressorCount: integer('compressor_count').notNull(),
    hasCapacityControl: boolean('has_capacity_control').notNull(),
    hasHotGasDefrost: boolean('has_hot_gas_defrost').notNull(),
  },
  (table) => [
    versionReference('catalog_unit_models', table.catalogVersionId),
    check(
      'catalog_unit_models_kind_check',
      sql`${table.kind} in ('CONDENSING_UNIT', 'COMPRESSOR_UNIT')`,
    ),
    unique('catalog_unit_models_key').on(table.catalogVersionId, table.code),
  ],
);

export const catalogUnitSkus = pgTable(
  'catalog_unit_skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    catalogVersionId: versionId(),
    sku: text('sku').notNull(),
    modelCode: text('model_code').notNull(),
    frequencyHz: integer('frequency_hz').notNull(),
    voltageV: integer('voltage_v').notNull(),
    phases: integer('phases').notNull(),
    hasCondensationControl: boolean('has_condensation_control').notNull(),
    controller: text('controller').notNull(),
  },
  (table) => [
    versionReference('catalog_unit_skus', table.catalogVersionId),
    unique('catalog_unit_skus_key').on(table.catalogVersionId, table.sku),
    index('catalog_unit_skus_model_idx').on(table.catalogVersionId, table.modelCode),
    foreignKey({
      name: 'catalog_unit_skus_model_fk',
      columns: [table.catalogVersionId, table.modelCode],
      foreignColumns: [catalogUnitModels.catalogVersionId, catalogUnitModels.code],
    }).onDelete('cascade'),
  ],
);

/** One cell of a unit's capacity table (`flattenUnitCapacityTables`): te × ambient per refrigerant and frequency. */
export const catalogUnitCapacityPoints = pgTable(
  'catalog_unit_capacity_points',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    catalogVersionId: versionId(),
    modelCode: text('model_code').notNull(),
    refrigerantCode: text('refrigerant_code').notNull(),
    frequencyHz: integer('frequency_hz').notNull(),
    condensingOffsetK: doublePrecision('condensing_offset_k').notNull(),
    evaporatingTemperatureC: doublePrecision('evaporating_temperature_c').notNull(),
    ambientTemperatureC: doublePrecision('ambient_temperature_c').notNull(),
    capacityKcalh: doublePrecision('capacity_kcalh').notNull(),
    powerKw: doublePrecision('power_kw').notNull(),
  },
  (table) => [
    versionReference('catalog_unit_capacity_points', table.catalogVersionId),
    unique('catalog_unit_capacity_points_key').on(
      table.catalogVersionId,
      table.modelCode,
      table.refrigerantCode,
      table.frequencyHz,
      table.evaporatingTemperatureC,
      table.ambientTemperatureC,
    ),
    foreignKey({
      name: 'catalog_unit_capacity_points_model_fk',
      columns: [table.catalogVersionId, table.modelCode],
      foreignColumns: [catalogUnitModels.catalogVersionId, catalogUnitModels.code],
    }).onDelete('cascade'),
  ],
);

export const catalogRemoteCondensers = pgTable(
  'catalog_remote_condensers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    catalogVersionId: versionId(),
    code: text('code').notNull(),
    lineCode: text('line_code').notNull(),
    lengthMm: doublePrecision('length_mm').notNull(),
    widthMm: doublePrecision('width_mm').notNull(),
    heightMm: doublePrecision('height_mm').notNull(),
    fanCount: integer('fan_count').notNull(),
    fanDiameterMm: doublePrecision('fan_diameter_mm').notNull(),
    airFlowM3h: doublePrecision('air_flow_m3h').notNull(),
    fanPowerW: doublePrecision('fan_power_w').notNull(),
    fanPoles: integer('fan_poles').notNull(),
    finSpacingMm: doublePrecision('fin_spacing_mm').notNull(),
    noiseLevelDba: doublePrecision('noise_level_dba').notNull(),
    heatRejectionKcalhPerK: doublePrecision('heat_rejection_kcalh_per_k').notNull(),
  },
  (table) => [
    versionReference('catalog_remote_condensers', table.catalogVersionId),
    unique('catalog_remote_condensers_key').on(table.catalogVersionId, table.code),
  ],
);

export const catalogRemoteCondenserSkus = pgTable(
  'catalog_remote_condenser_skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    catalogVersionId: versionId(),
    sku: text('sku').notNull(),
    modelCode: text('model_code').notNull(),
    frequencyHz: integer('frequency_hz').notNull(),
    voltageV: integer('voltage_v').notNull(),
    phases: integer('phases').notNull(),
    finProtection: text('fin_protection').notNull(),
  },
  (table) => [
    versionReference('catalog_remote_condenser_skus', table.catalogVersionId),
    unique('catalog_remote_condenser_skus_key').on(table.catalogVersionId, table.sku),
    foreignKey({
      name: 'catalog_remote_condenser_skus_model_fk',
      columns: [table.catalogVersionId, table.modelCode],
      foreignColumns: [catalogRemoteCondensers.catalogVersionId, catalogRemoteCondensers.code],
    }).onDelete('cascade'),
  ],
);
