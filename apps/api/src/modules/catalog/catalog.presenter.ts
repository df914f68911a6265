import {
  CATALOG_LABELS,
  type CatalogVersionDto,
  type CatalogVersionRef,
  type CondenserModelDto,
  type CondensingUnitOptionsDto,
  type CondensingUnitSearchHit,
  type EvaporatorModelDto,
  type EvaporatorOptionsDto,
  type EvaporatorSearchHit,
  type ListedSkuDto,
  type PowerSupplyDto,
  type UnitModelDto,
} from '@camara-fria/contracts';
import {
  classifyProfile,
  computeFinsPerInch,
  computeMaxEvaporatorDt,
  findEvaporatorApplication,
  formatPowerSupply,
  type EvaporatorModel,
  type EvaporatorOptions,
  type EvaporatorSearchHit as DomainEvaporatorHit,
  type PowerSupply,
  type RemoteCondenserModel,
  type UnitModel,
  type UnitOptions,
  type UnitSearchHit,
} from '@camara-fria/domain';
import { describeOutsideApplication, presentApplicationRange } from './catalog-application.ts';
import { lineImageKey } from './catalog-images.ts';
import { describeCatalogVersion } from './catalog-notice.ts';
import type { CatalogVersionRow } from './catalog.repository.ts';
import type { IdLookup, LoadedCatalog } from './catalog-store.ts';

/** Catalogue rows and domain answers on the wire (spec field names; units in the contracts). */

export function presentVersionRef(version: CatalogVersionRow): CatalogVersionRef {
  return {
    id: version.id,
    key: version.versionKey,
    label: version.label,
    source: version.source === 'IMPORT' ? 'IMPORT' : 'DEMONSTRATION',
    isDemonstration: version.isDemonstration,
    notice: describeCatalogVersion(version),
  };
}

export function presentVersion(loaded: LoadedCatalog): CatalogVersionDto {
  const { catalog, version } = loaded;
  return {
    ...presentVersionRef(version),
    isActive: version.isActive,
    createdAt: version.createdAt.toISOString(),
    counts: {
      productLines: catalog.lines.length,
      evaporators: catalog.evaporators.length,
      evaporatorSkus: catalog.evaporatorSkus.length,
      condensingUnits: catalog.condensingUnits.length,
      condensingUnitSkus: catalog.condensingUnitSkus.length,
      compressorUnits: catalog.compressorUnits.length,
      compressorUnitSkus: catalog.compressorUnitSkus.length,
      remoteCondensers: catalog.remoteCondensers.length,
      remoteCondenserSkus: catalog.remoteCondenserSkus.length,
    },
  };
}

/** The API id of a code; every loaded item has one. */
export function requireId<T>(lookup: IdLookup<T>, code: string): number {
  const id = lookup.idOf.get(code);
  if (id === undefined) throw new Error(`no id for ${code}`);
  return id;
}

const imageOf = (loaded: LoadedCatalog, kind: string, lineCode: string) =>
  loaded.lineImages.get(lineImageKey(kind, lineCode)) ?? null;

export function presentPowerSupply(supply: PowerSupply): PowerSupplyDto {
  return { frequencyHz: supply.frequencyHz, voltage: supply.voltageV, phases: supply.phases };
}

export function presentEvaporatorModel(
  loaded: LoadedCatalog,
  model: EvaporatorModel,
): EvaporatorModelDto {
  return {
    kind: 'EVAPORATOR',
    id: requireId(loaded.evaporators, model.code),
    model: model.code,
    line: model.lineCode,
    image: imageOf(loaded, 'EVAPORATOR', model.lineCode),
    classification: model.classification,
    length: model.lengthMm,
    width: model.widthMm,
    height: model.heightMm,
    numberOfFans: model.fanCount,
    fanDiameter: model.fanDiameterMm,
    profile: classifyProfile(model.fanDiameterMm),
    finsPerInch: computeFinsPerInch(model.finSpacingMm),
    tubeRows: model.tubeRows,
    unitAirFlow: model.airFlowM3h,
    airThrow: model.airThrowM,
    fanPower: model.fanPowerW,
    defrostPower: model.defrostPowerW,
    engineType: model.motor,
    defrostKinds: [...model.defrostKinds],
    refrigerants: Object.keys(model.capacity.refrigerantFactors),
    ratedCapacity: model.capacity.referenceCapacityKcalh,
    ratedDt: model.capacity.referenceDtK,
    ratedEvaporationTemperature: model.capacity.referenceEvaporatingTemperatureC,
    ratingCondition: model.capacity.ratingCondition,
    refrigerantFactors: { ...model.capacity.refrigerantFactors },
    maxDt: computeMaxEvaporatorDt(model.capacity),
    applicationRange: presentApplicationRange(findEvaporatorApplication(loaded.index, model)),
  };
}

export function presentUnitModel(loaded: LoadedCatalog, model: UnitModel): UnitModelDto {
  return {
    kind: model.kind,
    id: requireId(loaded.units, model.code),
    model: model.code,
    line: model.lineCode,
    image: imageOf(loaded, model.kind, model.lineCode),
    classification: model.classification,
    application: model.application,
    length: model.lengthMm,
    width: model.widthMm,
    height: model.heightMm,
    numberOfFans: model.fanCount,
    fanDiameter: model.fanDiameterMm,
    unitAirFlow: model.airFlowM3h,
    compressorType: model.compressorType,
    compressorBrand: model.compressorBrand,
    numberOfCompressors: model.compressorCount,
    capacityControl: model.hasCapacityControl,
    hotGasDefrost: model.hasHotGasDefrost,
    refrigerants: [...new Set(model.capacityTables.map((table) => table.refrigerantCode))],
  };
}

export function presentCondenser(
  loaded: LoadedCatalog,
  model: RemoteCondenserModel,
): CondenserModelDto {
  return {
    kind: 'REMOTE_CONDENSER',
    id: requireId(loaded.condensers, model.code),
    model: model.code,
    line: model.lineCode,
    image: imageOf(loaded, 'REMOTE_CONDENSER', model.lineCode),
    classification: model.classification,
    length: model.lengthMm,
    width: model.widthMm,
    height: model.heightMm,
    numberOfFans: model.fanCount,
    fanDiameter: model.fanDiameterMm,
    unitAirFlow: model.airFlowM3h,
    fanPower: model.fanPowerW,
    numberOfPoles: model.fanPoles,
    finsPerInch: computeFinsPerInch(model.finSpacingMm),
    noiseLevel: model.noiseLevelDba,
    heatRejectionPerK: model.heatRejectionKcalhPerK,
    skus: presentListedSkus(loaded.condenserSkus, loaded.catalog.remoteCondenserSkus, model.code),
  };
}

/** The SKUs of one model, in catalogue order, with their supply label. */
export function presentListedSkus(
  lookup: IdLookup<unknown>,
  skus: readonly { sku: string; modelCode: string; powerSupply: PowerSupply }[],
  modelCode: string,
): ListedSkuDto[] {
  return skus
    .filter((sku) => sku.modelCode === modelCode)
    .map((sku) => ({
      id: requireId(lookup, sku.sku),
      sku: sku.sku,
      powerSupply: presentPowerSupply(sku.powerSupply),
      powerSupplyLabel: formatPowerSupply(sku.powerSupply),
    }));
}

const skuRefs = (lookup: IdLookup<unknown>, skus: readonly { sku: string }[]) =>
  skus.map((sku) => ({ id: requireId(lookup, sku.sku), sku: sku.sku }));

/**
 * A model found; `roomTemperatureC` the room searched (the warning of a line outside its
 * application names it).
 */
export function presentEvaporatorHit(
  loaded: LoadedCatalog,
  hit: DomainEvaporatorHit,
  count: number,
  roomTemperatureC: number | null,
): EvaporatorSearchHit {
  return {
    ...presentEvaporatorModel(loaded, hit.model),
    count,
    unitCapacityDt: hit.capacityDtKcalh,
    capacityDtPerUnit: hit.unitCapacityDtKcalh,
    nominalUnitCapacity: hit.nominalUnitCapacityKcalh,
    capacityRatio: hit.capacityRatio,
    applicationWarning:
      hit.isOutsideApplication && roomTemperatureC !== null
        ? describeOutsideApplication(hit.model.lineCode, hit.applicationRange, roomTemperatureC)
        : null,
    skus: skuRefs(loaded.evaporatorSkus, hit.skus),
  };
}

export function presentUnitHit(
  loaded: LoadedCatalog,
  hit: UnitSearchHit,
  count: number,
): CondensingUnitSearchHit {
  return {
    ...presentUnitModel(loaded, hit.model),
    count,
    unitCapacity: hit.capacityKcalh,
    capacityPerUnit: hit.unitCapacityKcalh,
    consumedPower: hit.powerKw,
    consumedPowerPerUnit: hit.unitPowerKw,
    capacityRatio: hit.capacityRatio,
    hasCapacityWarning: hit.hasCapacityWarning,
    frequencyFactor: hit.frequencyFactor,
    suctionTemperature: hit.suctionTemperatureC,
    skus: skuRefs(loaded.unitSkus, hit.skus),
  };
}

/** Spec §3 option pairs: labels and values in the same order. */
function pair<T>(values: readonly T[], label: (value: T) => string = String) {
  return { labels: values.map(label), values: [...values] };
}
const presence = (value: boolean) => CATALOG_LABELS.presence[value ? 'true' : 'false'];

function presentSupplies(options: EvaporatorOptions | UnitOptions) {
  return {
    powerSupply50Hz: pair(options.powerSupply50HzV, (v) => `${v}v`),
    powerSupply60Hz: pair(options.powerSupply60HzV, (v) => `${v}v`),
    powerSupplyPhases: pair(options.powerSupplyPhases, (phases) => `${phases}F`),
    powerSupply: {
      labels: options.powerSupplies.map(formatPowerSupply),
      values: options.powerSupplies.map(presentPowerSupply),
    },
  };
}

export function presentEvaporatorOptions(
  loaded: LoadedCatalog,
  options: EvaporatorOptions,
): EvaporatorOptionsDto {
  return {
    catalogVersion: presentVersionRef(loaded.version),
    productLine: pair(options.productLines),
    finsPerInch: pair(options.finsPerInch),
    fanDiameter: pair(options.fanDiameterMm, (mm) => `${mm} mm`),
    numberOfFans: pair(options.fanCount),
    profile: pair(options.profiles, (band) => CATALOG_LABELS.profile[band]),
    defrost: pair(options.defrost, (kind) => CATALOG_LABELS.defrost[kind]),
    ...presentSupplies(options),
    delta_temperature_difference: pair(options.dtChoicesK, (dt) => `${dt} K`),
    finsProtection: pair(options.finProtection, (value) => CATALOG_LABELS.finProtection[value]),
    expansionValve: pair(options.expansionValve, (value) => CATALOG_LABELS.expansionValve[value]),
    isolatedTray: pair(options.isolatedTray, presence),
  };
}

export function presentUnitOptions(
  loaded: LoadedCatalog,
  options: UnitOptions,
): CondensingUnitOptionsDto {
  return {
    catalogVersion: presentVersionRef(loaded.version),
    productLine: pair(options.productLines),
    refrigerant: pair(options.refrigerantCodes),
    compressorType: pair(options.compressorTypes, (type) => CATALOG_LABELS.compressorType[type]),
    compressorBrand: pair(options.compressorBrands),
    numberOfCompressors: pair(options.compressorCounts),
    capacityControl: pair(options.hasCapacityControl, presence),
    hotGasDefrost: pair(options.hasHotGasDefrost, presence),
    condensationControl: pair(options.hasCondensationControl, presence),
    controller: pair(options.controllers, (value) => CATALOG_LABELS.controller[value]),
    ...presentSupplies(options),
    ambientTemperature: pair(options.ambientTemperaturesC, (c) => `${c} °C`),
  };
}
