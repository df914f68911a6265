import type {
  CalculationResult,
  ComparisonItemDto,
  EvaporatorSkuDto,
  UnitSkuDto,
} from '@camara-fria/contracts';
import {
  formatPowerSupply,
  type BalancedSystem,
  type ComparisonItem,
  type EvaporatorModel,
  type EvaporatorSku,
  type UnitModel,
  type UnitPerformance,
  type UnitSku,
} from '@camara-fria/domain';
import { presentPowerSupply, requireId } from './catalog.presenter.ts';
import { lineImageKey } from './catalog-images.ts';
import type { LoadedCatalog } from './catalog-store.ts';

/** SKU lookups, comparison items and the balance point on the wire. */

function skuBase(
  sku: EvaporatorSku | UnitSku,
  model: EvaporatorModel | UnitModel,
  modelId: number,
  skuId: number,
) {
  return {
    id: skuId,
    sku: sku.sku,
    modelId,
    model: model.code,
    line: model.lineCode,
    powerSupply: presentPowerSupply(sku.powerSupply),
    powerSupplyLabel: formatPowerSupply(sku.powerSupply),
    length: model.lengthMm,
    width: model.widthMm,
    height: model.heightMm,
  };
}

export function presentEvaporatorSku(
  loaded: LoadedCatalog,
  sku: EvaporatorSku,
  model: EvaporatorModel,
  rating: { nominalKcalh: number; capacityKcalh: number; dtK: number },
): EvaporatorSkuDto {
  return {
    kind: 'EVAPORATOR',
    ...skuBase(
      sku,
      model,
      requireId(loaded.evaporators, model.code),
      requireId(loaded.evaporatorSkus, sku.sku),
    ),
    defrost: sku.defrost,
    engineType: model.motor,
    expansionValve: sku.expansionValve,
    finsProtection: sku.finProtection,
    isolatedTray: sku.hasIsolatedTray,
    nominalUnitCapacity: rating.nominalKcalh,
    unitCapacityDt: rating.capacityKcalh,
    evaporatorDt: rating.dtK,
  };
}

export function presentUnitSku(
  loaded: LoadedCatalog,
  sku: UnitSku,
  model: UnitModel,
  performance: UnitPerformance,
  count: number,
): UnitSkuDto {
  return {
    kind: model.kind,
    ...skuBase(
      sku,
      model,
      requireId(loaded.units, model.code),
      requireId(loaded.unitSkus, sku.sku),
    ),
    condensationControl: sku.hasCondensationControl,
    controller: sku.controller,
    compressorType: model.compressorType,
    count,
    unitCapacity: performance.capacityKcalh,
    capacityPerUnit: performance.unitCapacityKcalh,
    consumedPower: performance.powerKw,
    consumedPowerPerUnit: performance.unitPowerKw,
    frequencyFactor: performance.frequencyFactor,
  };
}

export function presentComparisonItem(
  loaded: LoadedCatalog,
  item: ComparisonItem,
  id: number,
): ComparisonItemDto {
  return {
    kind: item.kind,
    id,
    model: item.model,
    line: item.line,
    image: loaded.lineImages.get(lineImageKey(item.kind, item.line)) ?? null,
    refrigerantFluid: item.refrigerantCode,
    evaporationTemperature: item.evaporatingTemperatureC,
    ambientTemperature: item.ambientTemperatureC,
    nominalCapacity: item.nominalCapacityKcalh,
    consumedPower: item.consumedPowerKw,
    fanDiameter: item.fanDiameterMm,
    numberOfFans: item.fanCount,
    unitAirFlow: item.airFlowM3h,
    height: item.heightMm,
    width: item.widthMm,
    length: item.lengthMm,
    fanPower: item.fanPowerW,
    defrostPower: item.defrostPowerW,
    finsProtection: [...item.finProtections],
    brand: item.brand,
    compressorType: item.compressorType,
    numberOfCompressors: item.compressorCount,
    voltage: [...item.voltagesV],
    phase: [...item.phases],
    frequency: [...item.frequenciesHz],
  };
}

const formatKelvin = (value: number) =>
  value.toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/**
 * The balanced system as the spec's `data` (resultingDt, resultingCapacity...). `roomPaths`
 * names each room's field on the wire for the warnings.
 */
export function presentCalculation(
  result: BalancedSystem,
  refrigerantCode: string,
  roomPaths: readonly string[],
): CalculationResult {
  const warnings = result.warnings.map((warning) => {
    const roomIndex = Number(/^rooms\[(\d+)\]$/.exec(warning.field ?? '')?.[1] ?? Number.NaN);
    const room = result.rooms[roomIndex];
    if (warning.code === 'RESULTING_DT_BELOW_MINIMUM' && room) {
      const name = room.label ?? `${roomIndex + 1}`;
      return {
        code: warning.code,
        message: `O DT resultante da câmara ${name} (${formatKelvin(room.resultingDtK)} K) fica abaixo do mínimo de ${room.minimumDtK} K do ${refrigerantCode}.`,
        field: roomPaths[roomIndex] ?? null,
      };
    }
    return { code: warning.code, message: warning.message, field: warning.field };
  });
  return {
    resultingDt: result.resultingDtK,
    resultingCapacity: result.resultingCapacityKcalh,
    evaporatingTemperature: result.evaporatingTemperatureC,
    suctionTemperature: result.suctionTemperatureC,
    evaporatorCapacity: result.evaporatorCapacityKcalh,
    condensingUnitCapacity: result.unitCapacityKcalh,
    consumedPower: result.unitPowerKw,
    rejectedHeat: result.rejectedHeatKcalh,
    frequencyFactor: result.frequencyFactor,
    rooms: result.rooms.map((room) => ({
      label: room.label,
      coldstorageTemperature: room.roomTemperatureC,
      evaporatorCount: room.count,
      resultingDt: room.resultingDtK,
      minimumDt: room.minimumDtK,
      unitCapacity: room.unitCapacityKcalh,
      capacity: room.capacityKcalh,
    })),
    warnings,
    calcVersion: result.calcVersion,
  };
}
