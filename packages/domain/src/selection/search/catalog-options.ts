import { DomainError } from '../../errors.ts';
import type {
  CompressorType,
  DefrostKind,
  EquipmentCatalog,
  ExpansionValve,
  FinProtection,
  PowerSupply,
  ProductLine,
  UnitController,
  UnitKind,
} from '../catalog/types.ts';
import { listPowerSupplyOptions } from '../rules/power-supply.ts';
import { PROFILE_BANDS, classifyProfile, type ProfileBand } from '../rules/profile-bands.ts';
import { AMBIENT_TEMPERATURE_CHOICES_C } from '../rules/selection-rules.ts';
import { computeFinsPerInch } from './selection-index.ts';

/**
 * The optionals lookup of spec §7 ("called when the modal opens and when the line changes"):
 * the values a line — or all lines, `null` ("Todos") — offers, read from the catalogue's models
 * and SKUs. The API pairs each list with its labels.
 */

export interface EvaporatorOptions {
  readonly productLines: readonly string[];
  readonly finsPerInch: readonly number[];
  readonly fanDiameterMm: readonly number[];
  readonly fanCount: readonly number[];
  readonly profiles: readonly ProfileBand[];
  readonly defrost: readonly DefrostKind[];
  /** Voltages offered at 50 Hz and 60 Hz, V; phase counts. */
  readonly powerSupply50HzV: readonly number[];
  readonly powerSupply60HzV: readonly number[];
  readonly powerSupplyPhases: readonly number[];
  /** The supply combinations the spec's rule builds from the three lists above. */
  readonly powerSupplies: readonly PowerSupply[];
  /** DT choices (spec `delta_temperature_difference`), K. */
  readonly dtChoicesK: readonly number[];
  readonly finProtection: readonly FinProtection[];
  readonly expansionValve: readonly ExpansionValve[];
  readonly isolatedTray: readonly boolean[];
}

export interface UnitOptions {
  readonly productLines: readonly string[];
  readonly refrigerantCodes: readonly string[];
  readonly compressorTypes: readonly CompressorType[];
  readonly compressorBrands: readonly string[];
  readonly compressorCounts: readonly number[];
  readonly hasCapacityControl: readonly boolean[];
  readonly hasHotGasDefrost: readonly boolean[];
  readonly hasCondensationControl: readonly boolean[];
  readonly controllers: readonly UnitController[];
  readonly powerSupply50HzV: readonly number[];
  readonly powerSupply60HzV: readonly number[];
  readonly powerSupplyPhases: readonly number[];
  readonly powerSupplies: readonly PowerSupply[];
  /** Spec §5 choices, °C. */
  readonly ambientTemperaturesC: readonly number[];
}

function sortUnique<T extends string | number | boolean>(values: Iterable<T>): T[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function findLines(
  catalog: EquipmentCatalog,
  kind: string,
  lineCode: string | null,
): ProductLine[] {
  const lines = catalog.lines.filter((line) => line.kind === kind);
  if (lineCode === null) return lines;
  const line = lines.find((item) => item.code === lineCode);
  if (!line)
    throw new DomainError('UNKNOWN_REFERENCE', `no ${kind} line ${lineCode}`, 'productLine');
  return [line];
}

function summariseSupplies(supplies: readonly PowerSupply[]) {
  const at = (hz: number) =>
    sortUnique(supplies.filter((s) => s.frequencyHz === hz).map((s) => s.voltageV));
  const phases = sortUnique(supplies.map((s) => s.phases));
  const v50 = at(50);
  const v60 = at(60);
  return {
    powerSupply50HzV: v50,
    powerSupply60HzV: v60,
    powerSupplyPhases: phases,
    powerSupplies: listPowerSupplyOptions(v50, v60, phases),
  };
}

/**
 * Options of one evaporator line or of all (`null`).
 * @throws DomainError `UNKNOWN_REFERENCE` for an unknown line.
 * @example listEvaporatorOptions(generateDemoCatalog(), 'FM').finsPerInch; // => [4.2, 5.6]
 */
export function listEvaporatorOptions(
  catalog: EquipmentCatalog,
  lineCode: string | null,
): EvaporatorOptions {
  const lines = findLines(catalog, 'EVAPORATOR', lineCode);
  const codes = new Set(lines.map((line) => line.code));
  const models = catalog.evaporators.filter((model) => codes.has(model.lineCode));
  const modelCodes = new Set(models.map((model) => model.code));
  const skus = catalog.evaporatorSkus.filter((sku) => modelCodes.has(sku.modelCode));
  const profiles = new Set(models.map((model) => classifyProfile(model.fanDiameterMm)));
  return {
    productLines: lines.map((line) => line.code),
    finsPerInch: sortUnique(models.map((model) => computeFinsPerInch(model.finSpacingMm))),
    fanDiameterMm: sortUnique(models.map((model) => model.fanDiameterMm)),
    fanCount: sortUnique(models.map((model) => model.fanCount)),
    profiles: PROFILE_BANDS.map((band) => band.band).filter((band) => profiles.has(band)),
    defrost: sortUnique(skus.map((sku) => sku.defrost)),
    ...summariseSupplies(skus.map((sku) => sku.powerSupply)),
    dtChoicesK: sortUnique(lines.flatMap((line) => line.dtChoicesK)),
    finProtection: sortUnique(skus.map((sku) => sku.finProtection)),
    expansionValve: sortUnique(skus.map((sku) => sku.expansionValve)),
    isolatedTray: sortUnique(skus.map((sku) => sku.hasIsolatedTray)),
  };
}

/**
 * Options of one condensing-unit (or compressor-unit) line or of all (`null`).
 * @throws DomainError `UNKNOWN_REFERENCE` for an unknown line.
 * @example listUnitOptions(generateDemoCatalog(), 'CONDENSING_UNIT', null).compressorCounts; // => [1, 2, 3]
 */
export function listUnitOptions(
  catalog: EquipmentCatalog,
  kind: UnitKind,
  lineCode: string | null,
): UnitOptions {
  const lines = findLines(catalog, kind, lineCode);
  const codes = new Set(lines.map((line) => line.code));
  const pool = kind === 'CONDENSING_UNIT' ? catalog.condensingUnits : catalog.compressorUnits;
  const models = pool.filter((model) => codes.has(model.lineCode));
  const modelCodes = new Set(models.map((model) => model.code));
  const allSkus =
    kind === 'CONDENSING_UNIT' ? catalog.condensingUnitSkus : catalog.compressorUnitSkus;
  const skus = allSkus.filter((sku) => modelCodes.has(sku.modelCode));
  return {
    productLines: lines.map((line) => line.code),
    refrigerantCodes: sortUnique(
      models.flatMap((m) => m.capacityTables.map((t) => t.refrigerantCode)),
    ),
    compressorTypes: sortUnique(models.map((model) => model.compressorType)),
    compressorBrands: sortUnique(models.map((model) => model.compressorBrand)),
    compressorCounts: sortUnique(models.map((model) => model.compressorCount)),
    hasCapacityControl: sortUnique(models.map((model) => model.hasCapacityControl)),
    hasHotGasDefrost: sortUnique(models.map((model) => model.hasHotGasDefrost)),
    hasCondensationControl: sortUnique(skus.map((sku) => sku.hasCondensationControl)),
    controllers: sortUnique(skus.map((sku) => sku.controller)),
    ...summariseSupplies(skus.map((sku) => sku.powerSupply)),
    ambientTemperaturesC: AMBIENT_TEMPERATURE_CHOICES_C,
  };
}
