import {
  flattenRefrigerantFactors,
  flattenUnitCapacityTables,
  type EquipmentCatalog,
  type PowerSupply,
} from '@camara-fria/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/**
 * A catalogue written as the API stored it before migration 0007 (one table per array, every
 * row keyed by version; drizzle/0005_equipment_catalogue.sql), to test that migration on a
 * database in the old form. Test data only: nothing in the API writes this form any more.
 */

type Row = Record<string, unknown>;

const supply = (powerSupply: PowerSupply) => ({
  frequency_hz: powerSupply.frequencyHz,
  voltage_v: powerSupply.voltageV,
  phases: powerSupply.phases,
});
const pgArray = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

function legacyRows(catalog: EquipmentCatalog, imagePathOf: (code: string) => string | null) {
  const units = [...catalog.condensingUnits, ...catalog.compressorUnits];
  return {
    catalog_product_lines: catalog.lines.map((line) => ({
      kind: line.kind,
      code: line.code,
      name: line.name,
      description: line.description,
      application: line.application,
      dt_choices_k: sql`${pgArray(line.dtChoicesK)}::float8[]`,
      image_path: imagePathOf(line.code),
    })),
    catalog_evaporator_models: catalog.evaporators.map((model) => ({
      code: model.code,
      line_code: model.lineCode,
      length_mm: model.lengthMm,
      width_mm: model.widthMm,
      height_mm: model.heightMm,
      fan_count: model.fanCount,
      fan_diameter_mm: model.fanDiameterMm,
      air_flow_m3h: model.airFlowM3h,
      air_throw_m: model.airThrowM,
      fan_power_w: model.fanPowerW,
      defrost_power_w: model.defrostPowerW,
      fin_spacing_mm: model.finSpacingMm,
      tube_rows: model.tubeRows,
      motor: model.motor,
      defrost_kinds: sql`${pgArray(model.defrostKinds)}::text[]`,
      reference_capacity_kcalh: model.capacity.referenceCapacityKcalh,
      reference_dt_k: model.capacity.referenceDtK,
      reference_evaporating_temperature_c: model.capacity.referenceEvaporatingTemperatureC,
      rating_condition: model.capacity.ratingCondition,
    })),
    catalog_evaporator_refrigerant_factors: catalog.evaporators
      .flatMap(flattenRefrigerantFactors)
      .map((row) => ({
        model_code: row.modelCode,
        refrigerant_code: row.refrigerantCode,
        factor: row.factor,
      })),
    catalog_evaporator_skus: catalog.evaporatorSkus.map((sku) => ({
      sku: sku.sku,
      model_code: sku.modelCode,
      ...supply(sku.powerSupply),
      defrost: sku.defrost,
      fin_protection: sku.finProtection,
      expansion_valve: sku.expansionValve,
      has_isolated_tray: sku.hasIsolatedTray,
    })),
    catalog_unit_models: units.map((unit) => ({
      kind: unit.kind,
      code: unit.code,
      line_code: unit.lineCode,
      application: unit.application,
      length_mm: unit.lengthMm,
      width_mm: unit.widthMm,
      height_mm: unit.heightMm,
      fan_count: unit.fanCount,
      fan_diameter_mm: unit.fanDiameterMm,
      air_flow_m3h: unit.airFlowM3h,
      compressor_type: unit.compressorType,
      compressor_brand: unit.compressorBrand,
      compressor_count: unit.compressorCount,
      has_capacity_control: unit.hasCapacityControl,
      has_hot_gas_defrost: unit.hasHotGasDefrost,
    })),
    catalog_unit_skus: [...catalog.condensingUnitSkus, ...catalog.compressorUnitSkus].map(
      (sku) => ({
        sku: sku.sku,
        model_code: sku.modelCode,
        ...supply(sku.powerSupply),
        has_condensation_control: sku.hasCondensationControl,
        controller: sku.controller,
      }),
    ),
    catalog_unit_capacity_points: units.flatMap(flattenUnitCapacityTables).map((point) => ({
      model_code: point.modelCode,
      refrigerant_code: point.refrigerantCode,
      frequency_hz: point.frequencyHz,
      condensing_offset_k: point.condensingOffsetK,
      evaporating_temperature_c: point.evaporatingTemperatureC,
      ambient_temperature_c: point.ambientTemperatureC,
      capacity_kcalh: point.capacityKcalh,
      power_kw: point.powerKw,
    })),
    catalog_remote_condensers: catalog.remoteCondensers.map((model) => ({
      code: model.code,
      line_code: model.lineCode,
      length_mm: model.lengthMm,
      width_mm: model.widthMm,
      height_mm: model.heightMm,
      fan_count: model.fanCount,
      fan_diameter_mm: model.fanDiameterMm,
      air_flow_m3h: model.airFlowM3h,
      fan_power_w: model.fanPowerW,
      fan_poles: model.fanPoles,
      fin_spacing_mm: model.finSpacingMm,
      noise_level_dba: model.noiseLevelDba,
      heat_rejection_kcalh_per_k: model.heatRejectionKcalhPerK,
    })),
    catalog_remote_condenser_skus: catalog.remoteCondenserSkus.map((sku) => ({
      sku: sku.sku,
      model_code: sku.modelCode,
      ...supply(sku.powerSupply),
      fin_protection: sku.finProtection,
    })),
  } satisfies Record<string, Row[]>;
}

async function insertRows(db: Database, table: string, rows: readonly Row[], versionId: number) {
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const columns = ['catalog_version_id', ...Object.keys(chunk[0] ?? {})];
    const values = chunk.map(
      (row) =>
        sql`(${sql.join(
          [versionId, ...Object.values(row)].map((value): SQL =>
            value instanceof Object && 'queryChunks' in value ? (value as SQL) : sql`${value}`,
          ),
          sql`, `,
        )})`,
    );
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(columns.map((name) => `"${name}"`).join(', '))}) values ${sql.join(values, sql`, `)}`,
    );
  }
}

/** Stores a catalogue in the old row tables as a new (active when `isActive`) version. */
export async function storeLegacyCatalogVersion(
  db: Database,
  catalog: EquipmentCatalog,
  version: { source: 'DEMONSTRATION' | 'IMPORT'; fileName: string | null; isActive: boolean },
  imagePathOf: (code: string) => string | null,
): Promise<number> {
  const result: unknown = await db.execute(
    sql`insert into catalog_versions (version_key, label, source, is_demonstration, file_name, is_active)
        values (${catalog.catalogVersion}, ${catalog.label}, ${version.source}, ${catalog.isDemonstration}, ${version.fileName}, ${version.isActive})
        returning id`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as {
    id: number;
  }[];
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no version id');
  for (const [table, tableRows] of Object.entries(legacyRows(catalog, imagePathOf)))
    await insertRows(db, table, tableRows, id);
  return id;
}
