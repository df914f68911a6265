import type {
  CondenserChoice,
  CondenserSelectionDto,
  EvaporatorChoice,
  EvaporatorSelectionDto,
  OperatingSystemInput,
  UnitChoice,
  UnitSelectionDto,
} from '@camara-fria/contracts';
import {
  computeAirChangesPerHour,
  computeCondenserUa,
  computeEvaporatorCapacity,
  computeMaxEvaporatorDt,
  computeUnitPerformance,
  resolveUnitCapacityTable,
  createSpecialEvaporatorCapacity,
  doesEvaporatorFitRoom,
  DomainError,
  isAboveMaxEvaporatorDt,
  type BalanceUnitInput,
  type CondenserSide,
  type EvaporatorCapacityData,
  type UnitKind,
} from '@camara-fria/domain';
import { AppError } from '../../lib/app-error.ts';
import { lineImageKey, presentPowerSupply } from '../catalog/catalog.service.ts';
import type { LoadedCatalog } from '../catalog/catalog.service.ts';
import type { RoomFacts } from './operating-systems.rooms.ts';

/**
 * The user's equipment choices read in a catalogue version (or taken from the special forms):
 * the selections the API answers, and the sides the balance solver needs.
 */

/** The system's settings every choice is rated at. */
export type SystemConditions = {
  readonly refrigerant: string;
  readonly operationTemperature: number;
};

function refuse(path: string, message: string): never {
  throw new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
}

const refuseRefrigerant = (path: string, model: string, refrigerant: string): never =>
  refuse(`${path}.modelId`, `O modelo ${model} não é oferecido com o fluido ${refrigerant}.`);

const WATTS_PER_KW = 1000;

// ---------------------------------------------------------------------------------------------
// Evaporators
// ---------------------------------------------------------------------------------------------

export type ResolvedEvaporator = {
  readonly selection: EvaporatorSelectionDto;
  readonly capacity: EvaporatorCapacityData;
  readonly count: number;
};

function roomFit(room: RoomFacts, lengthMm: number | null, airFlowM3h: number, count: number) {
  const hasVolume = room.length > 0 && room.width > 0 && room.height > 0;
  return {
    // Air changes per hour, per volume (the domain's; issue 29 item 11).
    airExchangeRate: hasVolume
      ? computeAirChangesPerHour(airFlowM3h, count, room.length, room.width, room.height)
      : null,
    fitsRoom: lengthMm === null ? true : doesEvaporatorFitRoom(lengthMm, room.length, room.width),
  };
}

/**
 * What the capacity is computed from, and whether the room's DT passes the evaporator's maximum
 * (docs/decisions/059): beyond it the capacity is held at the maximum's and the row warns.
 */
function describeRating(capacity: EvaporatorCapacityData, dt: number) {
  return {
    rating: {
      ratedCapacity: capacity.referenceCapacityKcalh,
      ratedDt: capacity.referenceDtK,
      ratedEvaporationTemperature: capacity.referenceEvaporatingTemperatureC,
      ratingCondition: capacity.ratingCondition,
      refrigerantFactors: { ...capacity.refrigerantFactors },
      maxDt: computeMaxEvaporatorDt(capacity),
    },
    isAboveMaxDt: isAboveMaxEvaporatorDt(capacity, dt),
  };
}

export function resolveEvaporator(
  loaded: LoadedCatalog,
  choice: EvaporatorChoice,
  room: RoomFacts,
  system: SystemConditions,
  path: string,
): ResolvedEvaporator {
  const dt = room.roomTemperature - system.operationTemperature;
  if (choice.kind === 'SPECIAL') {
    const capacity = createSpecialEvaporatorCapacity(
      choice.unitCapacity,
      choice.temperatureDelta,
      system.operationTemperature,
      system.refrigerant,
    );
    const unitCapacity = computeEvaporatorCapacity(
      capacity,
      system.refrigerant,
      system.operationTemperature,
      dt,
    );
    const electric = choice.defrost === 'ELETRICO' ? choice.defrostPower : 0;
    return {
      capacity,
      count: choice.count,
      selection: {
        kind: 'SPECIAL',
        specialEquipment: true,
        modelId: null,
        model: choice.model,
        line: null,
        image: null,
        count: choice.count,
        sku: null,
        classification: null,
        powerSupply: null,
        temperatureDelta: dt,
        unitCapacity,
        unitCapacityDt: unitCapacity * choice.count,
        nominalUnitCapacity: choice.unitCapacity,
        unitAirFlow: choice.unitAirFlow,
        consumedPower: (choice.fanPower + electric) / WATTS_PER_KW,
        fanPower: choice.fanPower / WATTS_PER_KW,
        fanDiameter: choice.fanDiameter,
        length: null,
        ...roomFit(room, null, choice.unitAirFlow, choice.count),
        productCustom: choice,
        ...describeRating(capacity, dt),
      },
    };
  }
  const model = loaded.evaporators.byId.get(choice.modelId);
  if (!model) {
    refuse(`${path}.modelId`, `Evaporador não encontrado no catálogo (id ${choice.modelId}).`);
  }
  if (model.capacity.refrigerantFactors[system.refrigerant] === undefined) {
    refuseRefrigerant(path, model.code, system.refrigerant);
  }
  const sku = loaded.evaporatorSkus.byId.get(choice.skuId);
  if (!sku) refuse(`${path}.skuId`, `SKU de evaporador não encontrado (id ${choice.skuId}).`);
  if (sku.modelCode !== model.code) {
    refuse(`${path}.skuId`, `O SKU ${sku.sku} não é do evaporador ${model.code}.`);
  }
  const { capacity } = model;
  const unitCapacity = computeEvaporatorCapacity(
    capacity,
    system.refrigerant,
    system.operationTemperature,
    dt,
  );
  const electric = sku.defrost === 'ELETRICO' ? model.defrostPowerW : 0;
  return {
    capacity,
    count: choice.count,
    selection: {
      kind: 'DEFAULT',
      specialEquipment: false,
      modelId: choice.modelId,
      model: model.code,
      line: model.lineCode,
      image: loaded.lineImages.get(lineImageKey('EVAPORATOR', model.lineCode)) ?? null,
      count: choice.count,
      sku: { id: choice.skuId, sku: sku.sku },
      classification: model.classification,
      powerSupply: presentPowerSupply(sku.powerSupply),
      temperatureDelta: dt,
      unitCapacity,
      unitCapacityDt: unitCapacity * choice.count,
      nominalUnitCapacity: computeEvaporatorCapacity(
        capacity,
        system.refrigerant,
        capacity.referenceEvaporatingTemperatureC,
        capacity.referenceDtK,
      ),
      unitAirFlow: model.airFlowM3h,
      consumedPower: (model.fanPowerW + electric) / WATTS_PER_KW,
      fanPower: model.fanPowerW / WATTS_PER_KW,
      fanDiameter: model.fanDiameterMm,
      length: model.lengthMm,
      ...roomFit(room, model.lengthMm, model.airFlowM3h, choice.count),
      productCustom: null,
      ...describeRating(capacity, dt),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Condensing unit / compressor unit
// ---------------------------------------------------------------------------------------------

export type ResolvedUnit = {
  readonly selection: UnitSelectionDto;
  readonly balance: BalanceUnitInput;
  readonly ambientTemperature: number;
  readonly loadLoss: number;
};

const UNIT_NAMES: Readonly<Record<UnitKind, string>> = {
  CONDENSING_UNIT: 'Unidade condensadora',
  COMPRESSOR_UNIT: 'Unidade de compressão',
};

/** Capacity and power at the system's conditions, null outside the unit's table. */
function rateUnit(rate: () => { capacityKcalh: number; powerKw: number }): {
  unitCapacity: number | null;
  consumedPower: number | null;
} {
  try {
    const { capacityKcalh, powerKw } = rate();
    return { unitCapacity: capacityKcalh, consumedPower: powerKw };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'OUT_OF_CATALOGUE_RANGE') {
      return { unitCapacity: null, consumedPower: null };
    }
    throw error;
  }
}

export function resolveUnit(
  loaded: LoadedCatalog,
  choice: UnitChoice,
  unitKind: UnitKind,
  system: SystemConditions,
  heatLoad: number,
  path: string,
): ResolvedUnit {
  const conditions = {
    unitKind,
    count: choice.count,
    ambientTemperature: choice.ambientTemperature,
    loadLoss: choice.loadLoss,
    evaporationTemperature: system.operationTemperature,
    heatLoad,
  };
  if (choice.kind === 'SPECIAL') {
    const offset = choice.condensingTemperature - choice.ambientTemperature;
    return {
      ambientTemperature: choice.ambientTemperature,
      loadLoss: choice.loadLoss,
      balance: {
        source: 'SPECIAL',
        unitCapacityKcalh: choice.unitCapacity,
        unitPowerKw: choice.realTimePower,
        ratedSuctionTemperatureC: system.operationTemperature - choice.loadLoss,
        count: choice.count,
        ...(offset > 0 ? { condensingOffsetK: offset } : {}),
      },
      selection: {
        kind: 'SPECIAL',
        specialEquipment: true,
        modelId: null,
        model: choice.model,
        line: null,
        image: null,
        sku: null,
        classification: null,
        powerSupply: null,
        ...conditions,
        unitCapacity: choice.unitCapacity * choice.count,
        ratingBasis: null,
        consumedPower: choice.realTimePower * choice.count,
        compressorType: choice.compressorType,
        capacityControl: choice.capacityControl,
        productCustom: choice,
      },
    };
  }
  const name = UNIT_NAMES[unitKind];
  const model = loaded.units.byId.get(choice.modelId);
  if (!model || model.kind !== unitKind) {
    refuse(`${path}.modelId`, `${name} não encontrada no catálogo (id ${choice.modelId}).`);
  }
  if (!model.capacityTables.some((table) => table.refrigerantCode === system.refrigerant)) {
    refuseRefrigerant(path, model.code, system.refrigerant);
  }
  const sku = loaded.unitSkus.byId.get(choice.skuId);
  if (!sku) refuse(`${path}.skuId`, `SKU da unidade não encontrado (id ${choice.skuId}).`);
  if (sku.modelCode !== model.code) {
    refuse(`${path}.skuId`, `O SKU ${sku.sku} não é da unidade ${model.code}.`);
  }
  const frequencyHz = sku.powerSupply.frequencyHz;
  const ratingBasis = resolveUnitCapacityTable(model, system.refrigerant, frequencyHz).table
    .ratingBasis;
  const rating = rateUnit(() =>
    computeUnitPerformance(model, system.refrigerant, {
      evaporatingTemperatureC: system.operationTemperature,
      ambientTemperatureC: choice.ambientTemperature,
      loadLossK: choice.loadLoss,
      frequencyHz,
      count: choice.count,
    }),
  );
  return {
    ambientTemperature: choice.ambientTemperature,
    loadLoss: choice.loadLoss,
    balance: { source: 'CATALOGUE', model, count: choice.count, frequencyHz },
    selection: {
      kind: 'DEFAULT',
      specialEquipment: false,
      modelId: choice.modelId,
      model: model.code,
      line: model.lineCode,
      image: loaded.lineImages.get(lineImageKey(model.kind, model.lineCode)) ?? null,
      sku: { id: choice.skuId, sku: sku.sku },
      classification: model.classification,
      powerSupply: presentPowerSupply(sku.powerSupply),
      ...conditions,
      ...rating,
      ratingBasis,
      compressorType: model.compressorType,
      capacityControl: model.hasCapacityControl,
      productCustom: null,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Remote condenser
// ---------------------------------------------------------------------------------------------

export type ResolvedCondenser = {
  readonly selection: CondenserSelectionDto;
  readonly side: CondenserSide;
};

export function resolveCondenser(
  loaded: LoadedCatalog,
  choice: CondenserChoice,
  path: string,
): ResolvedCondenser {
  if (choice.kind === 'SPECIAL') {
    const perK = computeCondenserUa(choice.rejectedHeat, choice.dt);
    return {
      side: { heatRejectionKcalhPerK: perK, count: choice.count },
      selection: {
        kind: 'SPECIAL',
        specialEquipment: true,
        modelId: null,
        model: choice.model,
        line: null,
        image: null,
        count: choice.count,
        sku: null,
        classification: null,
        heatRejectionPerK: perK * choice.count,
        consumedPower: choice.fanPower * choice.count,
        productCustom: choice,
      },
    };
  }
  const model = loaded.condensers.byId.get(choice.modelId);
  if (!model) {
    refuse(`${path}.modelId`, `Condensador não encontrado no catálogo (id ${choice.modelId}).`);
  }
  const sku = loaded.condenserSkus.byId.get(choice.skuId);
  if (!sku) refuse(`${path}.skuId`, `SKU do condensador não encontrado (id ${choice.skuId}).`);
  if (sku.modelCode !== model.code) {
    refuse(`${path}.skuId`, `O SKU ${sku.sku} não é do condensador ${model.code}.`);
  }
  return {
    side: { heatRejectionKcalhPerK: model.heatRejectionKcalhPerK, count: choice.count },
    selection: {
      kind: 'DEFAULT',
      specialEquipment: false,
      modelId: choice.modelId,
      model: model.code,
      line: model.lineCode,
      image: loaded.lineImages.get(lineImageKey('REMOTE_CONDENSER', model.lineCode)) ?? null,
      count: choice.count,
      sku: { id: choice.skuId, sku: sku.sku },
      classification: model.classification,
      heatRejectionPerK: model.heatRejectionKcalhPerK * choice.count,
      consumedPower: (model.fanPowerW * choice.count) / WATTS_PER_KW,
      productCustom: null,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Catalogue version of a save
// ---------------------------------------------------------------------------------------------

/** Whether every catalogue choice of the input has its model and SKU in a version. */
export function resolvesIn(loaded: LoadedCatalog, input: OperatingSystemInput): boolean {
  const evaporators = input.configurations.every(
    ({ evaporator }) =>
      evaporator?.kind !== 'DEFAULT' ||
      (loaded.evaporators.byId.has(evaporator.modelId) &&
        loaded.evaporatorSkus.byId.has(evaporator.skuId)),
  );
  const unit = (choice: UnitChoice | null) =>
    choice?.kind !== 'DEFAULT' ||
    (loaded.units.byId.has(choice.modelId) && loaded.unitSkus.byId.has(choice.skuId));
  const condenser =
    input.condenser?.kind !== 'DEFAULT' ||
    (loaded.condensers.byId.has(input.condenser.modelId) &&
      loaded.condenserSkus.byId.has(input.condenser.skuId));
  return evaporators && unit(input.condensingUnit) && unit(input.compressor) && condenser;
}
