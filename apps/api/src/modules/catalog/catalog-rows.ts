import {
  buildUnitCapacityTables,
  flattenRefrigerantFactors,
  flattenUnitCapacityTables,
  type CatalogItemKind,
  type CompressorType,
  type DefrostKind,
  type EquipmentCatalog,
  type EvaporatorModel,
  type EvaporatorSku,
  type ExpansionValve,
  type FanMotor,
  type FinProtection,
  type PowerSupply,
  type ProductLine,
  type RemoteCondenserModel,
  type RemoteCondenserSku,
  type SupplyFrequencyHz,
  type TemperatureApplication,
  type UnitCapacityPointRow,
  type UnitController,
  type UnitKind,
  type UnitModel,
  type UnitSku,
} from '@camara-fria/domain';
import type {
  catalogEvaporatorModels,
  catalogEvaporatorRefrigerantFactors,
  catalogEvaporatorSkus,
  catalogProductLines,
  catalogRemoteCondensers,
  catalogRemoteCondenserSkus,
  catalogUnitCapacityPoints,
  catalogUnitModels,
  catalogUnitSkus,
} from '../../db/schema/index.ts';

/**
 * A catalogue version as table rows and back (docs/domain/selection.md "Storing a catalogue"):
 * plain mapping, no engineering; the unit tables are rebuilt by the domain's
 * `buildUnitCapacityTables`.
 */

type Insert<T extends { $inferInsert: unknown }> = Omit<
  T['$inferInsert'],
  'id' | 'catalogVersionId'
>;
type Select<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export type CatalogInsertRows = {
  lines: Insert<typeof catalogProductLines>[];
  evaporators: Insert<typeof catalogEvaporatorModels>[];
  refrigerantFactors: Insert<typeof catalogEvaporatorRefrigerantFactors>[];
  evaporatorSkus: Insert<typeof catalogEvaporatorSkus>[];
  units: Insert<typeof catalogUnitModels>[];
  unitSkus: Insert<typeof catalogUnitSkus>[];
  capacityPoints: Insert<typeof catalogUnitCapacityPoints>[];
  condensers: Insert<typeof catalogRemoteCondensers>[];
  condenserSkus: Insert<typeof catalogRemoteCondenserSkus>[];
};

export type CatalogSelectRows = {
  lines: Select<typeof catalogProductLines>[];
  evaporators: Select<typeof catalogEvaporatorModels>[];
  refrigerantFactors: Select<typeof catalogEvaporatorRefrigerantFactors>[];
  evaporatorSkus: Select<typeof catalogEvaporatorSkus>[];
  units: Select<typeof catalogUnitModels>[];
  unitSkus: Select<typeof catalogUnitSkus>[];
  capacityPoints: Select<typeof catalogUnitCapacityPoints>[];
  condensers: Select<typeof catalogRemoteCondensers>[];
  condenserSkus: Select<typeof catalogRemoteCondenserSkus>[];
};

const supplyColumns = (supply: PowerSupply) => ({
  frequencyHz: supply.frequencyHz,
  voltageV: supply.voltageV,
  phases: supply.phases,
});

/** The rows of a catalogue; `imagePathOf` gives each line's image. */
export function toCatalogRows(
  catalog: EquipmentCatalog,
  imagePathOf: (line: ProductLine) => string | null,
): CatalogInsertRows {
  const units = [...catalog.condensingUnits, ...catalog.compressorUnits];
  return {
    lines: catalog.lines.map((line) => ({
      kind: line.kind,
      code: line.code,
      name: line.name,
      description: line.description,
      application: line.application,
      dtChoicesK: [...line.dtChoicesK],
      imagePath: imagePathOf(line),
    })),
    evaporators: catalog.evaporators.map(({ capacity, isDemonstration: _, ...model }) => ({
      ...model,
      defrostKinds: [...model.defrostKinds],
      referenceCapacityKcalh: capacity.referenceCapacityKcalh,
      referenceDtK: capacity.referenceDtK,
      referenceEvaporatingTemperatureC: capacity.referenceEvaporatingTemperatureC,
      ratingCondition: capacity.ratingCondition,
    })),
    refrigerantFactors: catalog.evaporators.flatMap(flattenRefrigerantFactors),
    evaporatorSkus: catalog.evaporatorSkus.map(({ powerSupply, ...sku }) => ({
      ...sku,
      ...supplyColumns(powerSupply),
    })),
    units: units.map(({ capacityTables: _, isDemonstration: __, ...model }) => model),
    unitSkus: [...catalog.condensingUnitSkus, ...catalog.compressorUnitSkus].map(
      ({ powerSupply, ...sku }) => ({ ...sku, ...supplyColumns(powerSupply) }),
    ),
    capacityPoints: units.flatMap(flattenUnitCapacityTables),
    condensers: catalog.remoteCondensers.map(({ isDemonstration: _, ...model }) => model),
    condenserSkus: catalog.remoteCondenserSkus.map(({ powerSupply, ...sku }) => ({
      ...sku,
      ...supplyColumns(powerSupply),
    })),
  };
}

const readSupply = (row: { frequencyHz: number; voltageV: number; phases: number }) =>
  ({
    frequencyHz: row.frequencyHz as SupplyFrequencyHz,
    voltageV: row.voltageV,
    phases: row.phases === 1 ? 1 : 3,
  }) satisfies PowerSupply;

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

function readEvaporators(rows: CatalogSelectRows, isDemonstration: boolean): EvaporatorModel[] {
  const factors = groupBy(rows.refrigerantFactors, (row) => row.modelCode);
  return rows.evaporators.map((row) => ({
    code: row.code,
    lineCode: row.lineCode,
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
    fanCount: row.fanCount,
    fanDiameterMm: row.fanDiameterMm,
    airFlowM3h: row.airFlowM3h,
    airThrowM: row.airThrowM,
    fanPowerW: row.fanPowerW,
    defrostPowerW: row.defrostPowerW,
    finSpacingMm: row.finSpacingMm,
    tubeRows: row.tubeRows,
    motor: row.motor as FanMotor,
    defrostKinds: row.defrostKinds as DefrostKind[],
    capacity: {
      referenceCapacityKcalh: row.referenceCapacityKcalh,
      referenceDtK: row.referenceDtK,
      referenceEvaporatingTemperatureC: row.referenceEvaporatingTemperatureC,
      ratingCondition: row.ratingCondition,
      refrigerantFactors: Object.fromEntries(
        (factors.get(row.code) ?? []).map((factor) => [factor.refrigerantCode, factor.factor]),
      ),
    },
    isDemonstration,
  }));
}

function readUnits(rows: CatalogSelectRows, isDemonstration: boolean): UnitModel[] {
  const points = groupBy(rows.capacityPoints, (row) => row.modelCode);
  return rows.units.map((row) => ({
    kind: row.kind as UnitKind,
    code: row.code,
    lineCode: row.lineCode,
    application: row.application as TemperatureApplication,
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
    fanCount: row.fanCount,
    fanDiameterMm: row.fanDiameterMm,
    airFlowM3h: row.airFlowM3h,
    compressorType: row.compressorType as CompressorType,
    compressorBrand: row.compressorBrand,
    compressorCount: row.compressorCount,
    hasCapacityControl: row.hasCapacityControl,
    hasHotGasDefrost: row.hasHotGasDefrost,
    capacityTables: buildUnitCapacityTables(
      (points.get(row.code) ?? []).map((point): UnitCapacityPointRow => ({
        ...point,
        frequencyHz: point.frequencyHz as SupplyFrequencyHz,
      })),
    ),
    isDemonstration,
  }));
}

function readUnitSku(row: CatalogSelectRows['unitSkus'][number]): UnitSku {
  return {
    sku: row.sku,
    modelCode: row.modelCode,
    powerSupply: readSupply(row),
    hasCondensationControl: row.hasCondensationControl,
    controller: row.controller as UnitController,
  };
}

/** The domain catalogue of a version's rows (read in id order, the order they were written). */
export function toEquipmentCatalog(
  version: { versionKey: string; label: string; isDemonstration: boolean },
  rows: CatalogSelectRows,
): EquipmentCatalog {
  const { isDemonstration } = version;
  const units = readUnits(rows, isDemonstration);
  const unitKind = new Map(units.map((unit) => [unit.code, unit.kind]));
  const unitSkus = rows.unitSkus.map(readUnitSku);
  return {
    catalogVersion: version.versionKey,
    label: version.label,
    isDemonstration,
    lines: rows.lines.map((row) => ({
      kind: row.kind as CatalogItemKind,
      code: row.code,
      name: row.name,
      description: row.description,
      application: row.application as TemperatureApplication | null,
      dtChoicesK: row.dtChoicesK,
      isDemonstration,
    })),
    evaporators: readEvaporators(rows, isDemonstration),
    evaporatorSkus: rows.evaporatorSkus.map((row): EvaporatorSku => ({
      sku: row.sku,
      modelCode: row.modelCode,
      powerSupply: readSupply(row),
      defrost: row.defrost as DefrostKind,
      finProtection: row.finProtection as FinProtection,
      expansionValve: row.expansionValve as ExpansionValve,
      hasIsolatedTray: row.hasIsolatedTray,
    })),
    condensingUnits: units.filter((unit) => unit.kind === 'CONDENSING_UNIT'),
    condensingUnitSkus: unitSkus.filter((sku) => unitKind.get(sku.modelCode) === 'CONDENSING_UNIT'),
    compressorUnits: units.filter((unit) => unit.kind === 'COMPRESSOR_UNIT'),
    compressorUnitSkus: unitSkus.filter((sku) => unitKind.get(sku.modelCode) === 'COMPRESSOR_UNIT'),
    remoteCondensers: rows.condensers.map(
      ({ id: _, catalogVersionId: __, ...row }): RemoteCondenserModel => ({
        ...row,
        isDemonstration,
      }),
    ),
    remoteCondenserSkus: rows.condenserSkus.map((row): RemoteCondenserSku => ({
      sku: row.sku,
      modelCode: row.modelCode,
      powerSupply: readSupply(row),
      finProtection: row.finProtection as FinProtection,
    })),
  };
}
