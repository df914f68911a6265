import { DomainError } from '../../errors.ts';
import { isAboveMaxEvaporatorDt } from '../capacity/evaporator-capacity.ts';
import {
  readOptionalInRange,
  requireInRange,
  requireNonNegative,
  requirePositive,
  requireRatioDivisor,
} from '../../validation/assert-input.ts';
import type {
  DefrostKind,
  EvaporatorModel,
  EvaporatorSku,
  ExpansionValve,
  FinProtection,
} from '../catalog/types.ts';
import { isRoomInApplication, type ApplicationRange } from '../rules/application-range.ts';
import { matchesPowerSupply, type PowerSupplyFilter } from '../rules/power-supply.ts';
import type { ProfileBand } from '../rules/profile-bands.ts';
import { doesEvaporatorFitRoom, listDefrostOptions } from '../rules/selection-rules.ts';
import { readCount, readSearchLimit } from './query-guards.ts';
import type { EvaporatorEntry } from './selection-index.ts';

/**
 * The evaporator model search of spec §7 (evaporator payload): what it takes, what it answers,
 * and the filters shared by the indexed search and the linear scan.
 */

/** Room sides for the fit rule, m. */
export interface RoomSides {
  readonly lengthM: number;
  readonly widthM: number;
}

export interface EvaporatorSearchQuery {
  readonly refrigerantCode: string;
  /** The system's evaporating temperature (operationTemperature), °C, −60 to 20. */
  readonly evaporatingTemperatureC: number;
  /** Searched DT (evaporatorDt), K, above 0 and at most 30. */
  readonly dtK: number;
  /** Evaporators in the room, integer ≥ 1. */
  readonly count: number;
  /** `unitCapacity` = room total / count, kcal/h; `null`/0 = no requirement. */
  readonly requiredUnitCapacityKcalh?: number | null;
  /** Product line code, `null` = all lines ("Todos"). */
  readonly lineCode?: string | null;
  /**
   * Room temperature (`roomTemperature` of the search payload), °C: the defrost rule and the
   * lines' application ranges (docs/decisions/060).
   */
  readonly roomTemperatureC?: number | null;
  /**
   * Also answer the models of lines whose application range excludes the room (each hit says it
   * is outside); default `false`: they are left out.
   */
  readonly includeOutsideApplication?: boolean;
  /** Defrost types wanted; intersected with the room-temperature rule. */
  readonly defrostKinds?: readonly DefrostKind[] | null;
  readonly powerSupply?: PowerSupplyFilter | null;
  readonly profile?: ProfileBand | null;
  /** Room sides: evaporators that do not fit are left out. */
  readonly room?: RoomSides | null;
  readonly finsPerInch?: number | null;
  readonly fanDiameterMm?: number | null;
  readonly fanCount?: number | null;
  readonly finProtection?: FinProtection | null;
  readonly expansionValve?: ExpansionValve | null;
  readonly hasIsolatedTray?: boolean | null;
  /** Smallest capacity kept, as a share of the requirement, 0–1 (default 1: meets it). */
  readonly minCapacityRatio?: number;
  /** Most models answered, 1–10 000 (default 50). */
  readonly limit?: number;
}

/** One model found, with its SKUs that match every filter. */
export interface EvaporatorSearchHit {
  readonly model: EvaporatorModel;
  readonly profile: ProfileBand;
  readonly finsPerInch: number;
  /** One evaporator at the searched Te and DT, kcal/h. */
  readonly unitCapacityDtKcalh: number;
  /** `unitCapacityDtKcalh × count`, kcal/h: the spec's returned `unitCapacityDt`. */
  readonly capacityDtKcalh: number;
  /** `Q_ref · f_refrigerant` at the model's own rating condition, kcal/h. */
  readonly nominalUnitCapacityKcalh: number;
  /** unitCapacityDt / required unit capacity; `null` without a requirement. */
  readonly capacityRatio: number | null;
  /** Its line's application range. */
  readonly applicationRange: ApplicationRange;
  /** The room temperature searched lies outside the line's application range. */
  readonly isOutsideApplication: boolean;
  readonly skus: readonly EvaporatorSku[];
}

/** A query with defaults applied and the defrost rule resolved. */
export interface NormalisedEvaporatorQuery {
  readonly source: EvaporatorSearchQuery;
  readonly refrigerantCode: string;
  readonly evaporatingTemperatureC: number;
  readonly dtK: number;
  readonly count: number;
  /** kcal/h, `null` when none. */
  readonly required: number | null;
  readonly minCapacityRatio: number;
  readonly limit: number;
  readonly allowedDefrost: ReadonlySet<DefrostKind> | null;
}

function resolveDefrost(query: EvaporatorSearchQuery): ReadonlySet<DefrostKind> | null {
  const room = query.roomTemperatureC;
  const byRule = room === null || room === undefined ? null : listDefrostOptions(room);
  const wanted = query.defrostKinds && query.defrostKinds.length > 0 ? query.defrostKinds : null;
  if (!byRule && !wanted) return null;
  if (!byRule) return new Set(wanted);
  if (!wanted) return new Set(byRule);
  return new Set(byRule.filter((kind) => wanted.includes(kind)));
}

/**
 * Checks a query once and applies the defaults.
 * @throws DomainError `MISSING_INPUT`, `INVALID_INPUT` or `OUT_OF_RANGE` naming the field.
 */
export function normaliseEvaporatorQuery(query: EvaporatorSearchQuery): NormalisedEvaporatorQuery {
  if (typeof query.refrigerantCode !== 'string' || query.refrigerantCode.trim() === '') {
    throw new DomainError('MISSING_INPUT', 'refrigerantCode is required', 'refrigerantCode');
  }
  const required = query.requiredUnitCapacityKcalh;
  // 0 means no requirement; any other value is divided by (capacityRatio), so it must be one.
  const requiredValue =
    required === null || required === undefined || required === 0
      ? 0
      : requireRatioDivisor(required, 'requiredUnitCapacityKcalh');
  if (query.room) {
    requireNonNegative(query.room.lengthM, 'room.lengthM');
    requireNonNegative(query.room.widthM, 'room.widthM');
  }
  return {
    source: query,
    refrigerantCode: query.refrigerantCode,
    evaporatingTemperatureC: requireInRange(
      query.evaporatingTemperatureC,
      'evaporatingTemperatureC',
      -60,
      20,
    ),
    dtK: requireInRange(requirePositive(query.dtK, 'dtK'), 'dtK', 0, 30),
    count: readCount(query.count),
    required: requiredValue > 0 ? requiredValue : null,
    minCapacityRatio: readOptionalInRange(query.minCapacityRatio, 'minCapacityRatio', 0, 1, 1),
    limit: readSearchLimit(query.limit),
    allowedDefrost: resolveDefrost(query),
  };
}

const isGiven = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

/** Whether the room searched lies outside the entry's line application (false without a room). */
export function isOutsideApplication(
  entry: EvaporatorEntry,
  query: EvaporatorSearchQuery,
): boolean {
  const room = query.roomTemperatureC;
  return isGiven(room) && !isRoomInApplication(entry.applicationRange, room);
}

/**
 * Model-level filters: line, application, profile, fit, fan diameter and count, fins per inch,
 * and the model's maximum DT (a model is not suggested beyond it, docs/decisions/059).
 */
export function matchesEvaporatorModel(
  entry: EvaporatorEntry,
  query: NormalisedEvaporatorQuery,
): boolean {
  const q = query.source;
  const { model } = entry;
  if (isAboveMaxEvaporatorDt(model.capacity, query.dtK)) return false;
  if (isGiven(q.lineCode) && model.lineCode !== q.lineCode) return false;
  if (q.includeOutsideApplication !== true && isOutsideApplication(entry, q)) return false;
  if (isGiven(q.profile) && entry.profile !== q.profile) return false;
  if (isGiven(q.fanDiameterMm) && model.fanDiameterMm !== q.fanDiameterMm) return false;
  if (isGiven(q.fanCount) && model.fanCount !== q.fanCount) return false;
  if (isGiven(q.finsPerInch) && entry.finsPerInch !== q.finsPerInch) return false;
  return !q.room || doesEvaporatorFitRoom(model.lengthMm, q.room.lengthM, q.room.widthM);
}

/** SKU-level filters: supply, defrost, fin protection, valve, tray. */
export function matchesEvaporatorSku(
  sku: EvaporatorSku,
  query: NormalisedEvaporatorQuery,
): boolean {
  const q = query.source;
  if (query.allowedDefrost && !query.allowedDefrost.has(sku.defrost)) return false;
  if (!matchesPowerSupply(sku.powerSupply, q.powerSupply ?? null)) return false;
  if (isGiven(q.finProtection) && sku.finProtection !== q.finProtection) return false;
  if (isGiven(q.expansionValve) && sku.expansionValve !== q.expansionValve) return false;
  return !isGiven(q.hasIsolatedTray) || sku.hasIsolatedTray === q.hasIsolatedTray;
}
