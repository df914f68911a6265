import type {
  CalculationAnswer,
  CalculationRequest,
  ComparisonAnswer,
  ComparisonRequest,
  SkuLookupAnswer,
  SkuLookupRequest,
} from '@camara-fria/contracts';
import {
  compareModels,
  computeEvaporatorCapacity,
  computeSystemBalance,
  computeUnitPerformance,
  createSpecialEvaporatorCapacity,
  readChosenFrequency,
  type BalanceRoomInput,
  type BalanceUnitInput,
  type EvaporatorModel,
  type UnitModel,
} from '@camara-fria/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import { presentVersionRef } from './catalog.presenter.ts';
import { toPowerSupplyFilter } from './catalog-queries.ts';
import { noBalancePoint } from './catalog-errors.ts';
import {
  presentCalculation,
  presentComparisonItem,
  presentEvaporatorSku,
  presentUnitSku,
} from './catalog-selection.presenter.ts';
import type { CatalogStore, LoadedCatalog } from './catalog-store.ts';

/** SKU lookup, balance point and comparison (spec §7), over the active catalogue version. */

function refuseRefrigerant(model: string, refrigerant: string, path: string): never {
  const message = `O modelo ${model} não é oferecido com o fluido ${refrigerant}.`;
  throw new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
}

function findEvaporator(
  loaded: LoadedCatalog,
  id: number,
  refrigerant: string,
  path: string,
): EvaporatorModel {
  const model = loaded.evaporators.byId.get(id);
  if (!model) throw notFound(`Evaporador não encontrado no catálogo ativo (id ${id}).`);
  if (model.capacity.refrigerantFactors[refrigerant] === undefined) {
    refuseRefrigerant(model.code, refrigerant, path);
  }
  return model;
}

/**
 * A unit of the active catalogue by id: a condensing unit or a rack's compressor unit. Both are
 * rated by the same table (Te − load loss, the ambient) the system balance uses (ADR 052).
 */
function findUnit(loaded: LoadedCatalog, id: number, refrigerant: string, path: string): UnitModel {
  const model = loaded.units.byId.get(id);
  if (!model) {
    throw notFound(
      `Unidade condensadora ou de compressão não encontrada no catálogo ativo (id ${id}).`,
    );
  }
  if (!model.capacityTables.some((table) => table.refrigerantCode === refrigerant)) {
    refuseRefrigerant(model.code, refrigerant, path);
  }
  return model;
}

function lookupEvaporatorSkus(
  loaded: LoadedCatalog,
  request: NonNullable<SkuLookupRequest['evaporator']>,
): SkuLookupAnswer['items'] {
  return request.skus.map((code) => {
    const sku = loaded.evaporatorSkus.bySku.get(code);
    if (!sku) throw notFound(`SKU de evaporador não encontrado no catálogo ativo: ${code}.`);
    const id = loaded.evaporators.idOf.get(sku.modelCode) ?? 0;
    const model = findEvaporator(
      loaded,
      id,
      request.refrigerantFluid,
      'evaporator.refrigerantFluid',
    );
    const { capacity } = model;
    return presentEvaporatorSku(loaded, sku, model, {
      nominalKcalh: computeEvaporatorCapacity(
        capacity,
        request.refrigerantFluid,
        capacity.referenceEvaporatingTemperatureC,
        capacity.referenceDtK,
      ),
      capacityKcalh: computeEvaporatorCapacity(
        capacity,
        request.refrigerantFluid,
        request.evaporationTemperature,
        request.evaporatorDt,
      ),
      dtK: request.evaporatorDt,
    });
  });
}

function lookupUnitSkus(
  loaded: LoadedCatalog,
  request: NonNullable<SkuLookupRequest['condensingUnit']>,
): SkuLookupAnswer['items'] {
  return request.skus.map((code) => {
    const sku = loaded.unitSkus.bySku.get(code);
    const id = sku ? loaded.units.idOf.get(sku.modelCode) : undefined;
    if (!sku || id === undefined) {
      throw notFound(`SKU de unidade não encontrado no catálogo ativo: ${code}.`);
    }
    const path = 'condensingUnit.refrigerantFluid';
    const model = findUnit(loaded, id, request.refrigerantFluid, path);
    const performance = computeUnitPerformance(model, request.refrigerantFluid, {
      evaporatingTemperatureC: request.evaporationTemperature,
      ambientTemperatureC: request.ambientTemperature,
      loadLossK: request.loadLoss,
      frequencyHz: sku.powerSupply.frequencyHz,
      count: request.count,
    });
    return presentUnitSku(loaded, sku, model, performance, request.count);
  });
}

export async function lookupSkus(
  store: CatalogStore,
  body: SkuLookupRequest,
): Promise<SkuLookupAnswer> {
  const loaded = await store.getActive();
  const items = body.evaporator
    ? lookupEvaporatorSkus(loaded, body.evaporator)
    : body.condensingUnit
      ? lookupUnitSkus(loaded, body.condensingUnit)
      : [];
  return { catalogVersion: presentVersionRef(loaded.version), items };
}

export async function compareCatalogModels(
  store: CatalogStore,
  body: ComparisonRequest,
): Promise<ComparisonAnswer> {
  const loaded = await store.getActive();
  const evaporators = (body.evaporator ?? []).map((entry, index) => {
    const path = `evaporator.${index}.refrigerantFluid`;
    const model = findEvaporator(loaded, entry.id, entry.refrigerantFluid, path);
    const [item] = compareModels(loaded.index, {
      kind: 'EVAPORATOR',
      modelCodes: [model.code],
      refrigerantCode: entry.refrigerantFluid,
      evaporatingTemperatureC: entry.evaporationTemperature,
      dtK: entry.evaporatorDt,
    });
    return { item, id: entry.id };
  });
  const units = (body.condensingUnit ?? []).map((entry, index) => {
    const path = `condensingUnit.${index}.refrigerantFluid`;
    const model = findUnit(loaded, entry.id, entry.refrigerantFluid, path);
    const [item] = compareModels(loaded.index, {
      kind: 'CONDENSING_UNIT',
      modelCodes: [model.code],
      refrigerantCode: entry.refrigerantFluid,
      evaporatingTemperatureC: entry.evaporationTemperature,
      ambientTemperatureC: entry.ambientTemperature,
      loadLossK: entry.loadLoss,
      frequencyHz: readChosenFrequency(toPowerSupplyFilter(entry.powerSupply)),
    });
    return { item, id: entry.id };
  });
  return {
    catalogVersion: presentVersionRef(loaded.version),
    items: [...evaporators, ...units].flatMap(({ item, id }) =>
      item ? [presentComparisonItem(loaded, item, id)] : [],
    ),
  };
}

type RoomEntry = NonNullable<CalculationRequest['rooms']>[number];

function readRooms(body: CalculationRequest): { rooms: RoomEntry[]; paths: string[] } {
  if (body.rooms) {
    return { rooms: body.rooms, paths: body.rooms.map((_, index) => `rooms.${index}`) };
  }
  const room: RoomEntry = {
    coldstorageTemperature: body.coldstorageTemperature ?? Number.NaN,
    evaporatorId: body.evaporatorId ?? null,
    evaporatorCount: body.evaporatorCount,
    evaporatorCapacity: body.evaporatorCapacity ?? null,
  };
  return { rooms: [room], paths: [''] };
}

function toBalanceRoom(
  loaded: LoadedCatalog,
  body: CalculationRequest,
  room: RoomEntry,
): BalanceRoomInput {
  const evaporator =
    room.evaporatorId !== null && room.evaporatorId !== undefined
      ? findEvaporator(loaded, room.evaporatorId, body.refrigerantFluid, 'refrigerantFluid')
          .capacity
      : createSpecialEvaporatorCapacity(
          room.evaporatorCapacity ?? Number.NaN,
          body.evaporatorDT,
          body.evaporationTemperature,
          body.refrigerantFluid,
        );
  return {
    ...(room.label ? { label: room.label } : {}),
    roomTemperatureC: room.coldstorageTemperature,
    count: room.evaporatorCount,
    evaporator,
  };
}

function toBalanceUnit(loaded: LoadedCatalog, body: CalculationRequest): BalanceUnitInput {
  const count = body.condensingUnitCount;
  if (body.condensingUnitId === null || body.condensingUnitId === undefined) {
    return {
      source: 'SPECIAL',
      unitCapacityKcalh: body.condensingUnitCapacity ?? Number.NaN,
      unitPowerKw: body.condensingUnitPower ?? 0,
      ratedSuctionTemperatureC: body.evaporationTemperature - body.loadLoss,
      count,
    };
  }
  const model = findUnit(loaded, body.condensingUnitId, body.refrigerantFluid, 'refrigerantFluid');
  const skuId = body.condensingUnitSkuId;
  if (skuId === null || skuId === undefined) {
    return { source: 'CATALOGUE', model, count, frequencyHz: null };
  }
  const sku = loaded.unitSkus.byId.get(skuId);
  if (!sku) throw notFound(`SKU da unidade não encontrado (id ${skuId}).`);
  if (sku.modelCode !== model.code) {
    const message = `O SKU ${sku.sku} não é da unidade ${model.code}.`;
    throw new AppError(400, 'VALIDATION_FAILED', message, [
      { path: 'condensingUnitSkuId', message },
    ]);
  }
  return { source: 'CATALOGUE', model, count, frequencyHz: sku.powerSupply.frequencyHz };
}

/**
 * "Calcular" (spec §7 POST /v1/catalog/calculation): the balance point of the rooms' evaporators
 * and the condensing unit, by the domain's `computeSystemBalance`.
 * @throws 422 NO_BALANCE_POINT when the sides never cross inside the catalogue's range,
 * 422 OUT_OF_CATALOGUE_RANGE (from the domain) for an ambient outside the unit's table.
 */
export async function calculateSystem(
  store: CatalogStore,
  body: CalculationRequest,
): Promise<CalculationAnswer> {
  const loaded = await store.getActive();
  const { rooms, paths } = readRooms(body);
  const result = computeSystemBalance({
    refrigerantCode: body.refrigerantFluid,
    ambientTemperatureC: body.ambientTemperature,
    loadLossK: body.loadLoss,
    rooms: rooms.map((room) => toBalanceRoom(loaded, body, room)),
    unit: toBalanceUnit(loaded, body),
  });
  if (result.status === 'no-balance') throw noBalancePoint(result);
  return {
    catalogVersion: presentVersionRef(loaded.version),
    data: presentCalculation(
      result,
      body.refrigerantFluid,
      paths.map((path) => path || 'coldstorageTemperature'),
    ),
  };
}
