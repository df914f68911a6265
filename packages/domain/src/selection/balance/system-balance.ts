import { DomainError } from '../../errors.ts';
import { ROOM_TEMPERATURE_LIMITS } from '../../suggestions/room-defaults.ts';
import { KCALH_PER_KW } from '../../units/quantities.ts';
import { requireArray, requireFinite, requireInRange } from '../../validation/assert-input.ts';
import { SELECTION_CALC_VERSION } from '../calc-version.ts';
import {
  computeCondenserRejection,
  type CondenserBalance,
} from '../capacity/condenser-capacity.ts';
import {
  computeMaxEvaporatorDt,
  evaluateEvaporatorCapacity,
  findRefrigerantFactor,
} from '../capacity/evaporator-capacity.ts';
import { computeMinimumDt } from '../rules/selection-rules.ts';
import type {
  BalancedRoom,
  BalancedSystem,
  BalanceRoomInput,
  SelectionWarning,
  SystemBalanceInput,
  SystemBalanceResult,
  UnbalancedSystem,
} from './balance-types.ts';
import { NO_BALANCE_REASON_LABELS } from './balance-types.ts';
import { condenseUnitCurve, type CondensingPoint } from './condensing-temperature.ts';
import { findBalanceTemperature } from './solve-balance.ts';
import { buildUnitCurve, type UnitCurve } from './unit-curve.ts';

/**
 * The balance point of a system ("Calcular"): the evaporating temperature where
 * `Σ_rooms count_i · Q_evap_i(T_room_i − Te) = Q_unit(Te − loadLoss, Tc)`, with Tc the table's
 * (ambient + offset) for a condensing unit, and for a rack the condensing temperature where its
 * remote condensers reject what the compressors reject (docs/domain/selection.md, "Balance
 * point", "Remote condensers balanced").
 */

export interface PreparedRoom {
  readonly input: BalanceRoomInput;
  readonly refrigerantFactor: number;
}

function prepareRooms(input: SystemBalanceInput): PreparedRoom[] {
  requireArray(input.rooms, 'rooms');
  if (input.rooms.length === 0) {
    throw new DomainError('MISSING_INPUT', 'a system needs at least one room', 'rooms');
  }
  return input.rooms.map((room, index) => {
    const field = `rooms[${index}]`;
    requireInRange(
      room.roomTemperatureC,
      `${field}.roomTemperatureC`,
      ROOM_TEMPERATURE_LIMITS.min,
      ROOM_TEMPERATURE_LIMITS.max,
    );
    if (!Number.isInteger(room.count) || room.count < 1) {
      throw new DomainError(
        'INVALID_INPUT',
        `${field}.count must be a whole number ≥ 1`,
        `${field}.count`,
      );
    }
    const { referenceCapacityKcalh, referenceDtK } = room.evaporator;
    requireInRange(
      referenceCapacityKcalh,
      `${field}.evaporator.referenceCapacityKcalh`,
      0,
      Number.POSITIVE_INFINITY,
    );
    requireInRange(
      referenceDtK,
      `${field}.evaporator.referenceDtK`,
      Number.MIN_VALUE,
      Number.POSITIVE_INFINITY,
    );
    return {
      input: room,
      refrigerantFactor: findRefrigerantFactor(room.evaporator, input.refrigerantCode),
    };
  });
}

const computeRoomCapacity = (room: PreparedRoom, te: number) =>
  room.input.count *
  evaluateEvaporatorCapacity(
    room.input.evaporator,
    room.refrigerantFactor,
    te,
    room.input.roomTemperatureC - te,
  );

function summariseRoom(room: PreparedRoom, te: number, minimumDtK: number): BalancedRoom {
  const dt = room.input.roomTemperatureC - te;
  const unitCapacity = evaluateEvaporatorCapacity(
    room.input.evaporator,
    room.refrigerantFactor,
    te,
    dt,
  );
  return {
    label: room.input.label ?? null,
    roomTemperatureC: room.input.roomTemperatureC,
    count: room.input.count,
    resultingDtK: dt,
    minimumDtK,
    unitCapacityKcalh: unitCapacity,
    capacityKcalh: unitCapacity * room.input.count,
    maxDtK: computeMaxEvaporatorDt(room.input.evaporator),
  };
}

function answerNoBalance(
  reason: UnbalancedSystem['reason'],
  fromC: number,
  toC: number,
  sides: { evaporators: (te: number) => number; unit: UnitCurve; loadLossK: number } | null,
): UnbalancedSystem {
  return {
    status: 'no-balance',
    calcVersion: SELECTION_CALC_VERSION,
    reason,
    message: NO_BALANCE_REASON_LABELS[reason],
    searchedFromC: fromC,
    searchedToC: toC,
    evaporatorCapacityAtEndsKcalh: sides
      ? [sides.evaporators(fromC), sides.evaporators(toC)]
      : null,
    unitCapacityAtEndsKcalh: sides
      ? [
          sides.unit.capacityAt(fromC - sides.loadLossK),
          sides.unit.capacityAt(toC - sides.loadLossK),
        ]
      : null,
  };
}

function assertCondenserFits(input: SystemBalanceInput): void {
  if (!input.condenser) return;
  if (input.unit.source === 'CATALOGUE' && input.unit.model.kind === 'CONDENSING_UNIT') {
    throw new DomainError(
      'INVALID_INPUT',
      'a remote condenser goes with a compressor unit',
      'condenser',
    );
  }
}

function collectWarnings(
  rooms: readonly BalancedRoom[],
  refrigerantCode: string,
  condenser: CondenserBalance | null,
): SelectionWarning[] {
  const warnings: SelectionWarning[] = [];
  rooms.forEach((room, index) => {
    if (room.resultingDtK > room.maxDtK + 1e-4) {
      warnings.push({
        code: 'EVAPORATOR_DT_ABOVE_MAXIMUM',
        message: `resulting DT ${room.resultingDtK.toFixed(2)} K is above the evaporator's ${room.maxDtK.toFixed(2)} K maximum: its capacity is held at the maximum's`,
        field: `rooms[${index}]`,
      });
    }
    if (room.resultingDtK >= room.minimumDtK) return;
    warnings.push({
      code: 'RESULTING_DT_BELOW_MINIMUM',
      message: `resulting DT ${room.resultingDtK.toFixed(2)} K is below the ${room.minimumDtK} K minimum of ${refrigerantCode}`,
      field: `rooms[${index}]`,
    });
  });
  if (condenser && !condenser.isSufficient) {
    warnings.push({
      code: 'CONDENSER_UNDERSIZED',
      message: `the condensers reject ${Math.round(condenser.requiredRejectionKcalh)} kcal/h only at Tc ${condenser.condensingTemperatureC.toFixed(1)} °C, above the design ${condenser.designCondensingTemperatureC.toFixed(1)} °C (${Math.round(condenser.designRejectionKcalh)} kcal/h there)`,
      field: 'condenser',
    });
  }
  return warnings;
}

/** The condensers at the balance: Tc, both rejections and the design figures. */
function describeCondensers(
  sides: BalanceSides,
  point: CondensingPoint,
  ambientC: number,
): CondenserBalance {
  const ua = sides.condenserUa;
  const designC = ambientC + sides.unit.condensingOffsetK;
  return {
    ambientTemperatureC: ambientC,
    condensingTemperatureC: point.condensingTemperatureC,
    designCondensingTemperatureC: designC,
    control: point.control,
    heatRejectionKcalhPerK: ua,
    requiredRejectionKcalh: point.rejectedHeatKcalh,
    availableRejectionKcalh: point.condenserRejectionKcalh,
    designRejectionKcalh: ua * sides.unit.condensingOffsetK,
    // A hair of tolerance: Tc is solved to 1e-6 K.
    isSufficient: point.condensingTemperatureC <= designC + 1e-6,
  };
}

/** The balanced answer at the root `te`. */
function describeBalance(
  input: SystemBalanceInput,
  sides: BalanceSides,
  te: number,
  iterations: number,
): BalancedSystem {
  const { rooms, unit } = sides;
  const suction = te - sides.loadLossK;
  const capacity = unit.capacityAt(suction);
  const power = unit.powerAt(suction);
  const rejected = capacity + power * KCALH_PER_KW;
  const minimumDtK = computeMinimumDt(input.refrigerantCode);
  const balancedRooms = rooms.map((room) => summariseRoom(room, te, minimumDtK));
  const condenser = sides.condensingAt
    ? describeCondensers(sides, sides.condensingAt(suction), input.ambientTemperatureC)
    : null;
  return {
    status: 'balanced',
    calcVersion: SELECTION_CALC_VERSION,
    evaporatingTemperatureC: te,
    suctionTemperatureC: suction,
    resultingDtK: Math.min(...balancedRooms.map((room) => room.resultingDtK)),
    resultingCapacityKcalh: capacity,
    evaporatorCapacityKcalh: sides.evaporators(te),
    unitCapacityKcalh: capacity,
    unitPowerKw: power,
    rejectedHeatKcalh: rejected,
    frequencyFactor: unit.frequencyFactor,
    iterations,
    rooms: balancedRooms,
    condenser,
    warnings: collectWarnings(balancedRooms, input.refrigerantCode, condenser),
  };
}

/** Both sides of the balance of a system, checked, and the evaporating temperatures they share. */
export interface BalanceSides {
  readonly rooms: readonly PreparedRoom[];
  /**
   * The pumping side, by suction temperature (Te − loadLoss); on a rack, at the condensing
   * temperature its remote condensers set ({@link condenseUnitCurve}).
   */
  readonly unit: UnitCurve;
  /** A rack's condensing point by suction temperature; null without remote condensers. */
  readonly condensingAt: ((suctionC: number) => CondensingPoint) | null;
  /** `UA` of all the remote condensers, kcal/(h·K) (0 without). */
  readonly condenserUa: number;
  /** Σ rooms' evaporators at an evaporating temperature, kcal/h. */
  readonly evaporators: (evaporatingTemperatureC: number) => number;
  readonly loadLossK: number;
  /** The coldest room's temperature, °C (the evaporators absorb nothing above it). */
  readonly coldestRoomC: number;
  /** Evaporating temperatures where both sides are defined, °C (empty when `toC ≤ fromC`). */
  readonly fromC: number;
  readonly toC: number;
}

/**
 * Checks a system's input and builds both sides of its balance (what `computeSystemBalance`
 * solves and `sampleBalanceCurve` draws).
 * @throws DomainError as {@link computeSystemBalance}.
 */
export function buildBalanceSides(input: SystemBalanceInput): BalanceSides {
  const ambient = requireFinite(input.ambientTemperatureC, 'ambientTemperatureC');
  const loadLossK = requireInRange(input.loadLossK, 'loadLossK', 0, 10);
  const rooms = prepareRooms(input);
  assertCondenserFits(input);
  const ratedUnit = buildUnitCurve(input.unit, input.refrigerantCode, ambient);
  const condenserUa = input.condenser
    ? computeCondenserRejection(input.condenser.heatRejectionKcalhPerK, input.condenser.count, 1)
    : 0;
  const condensed = input.condenser ? condenseUnitCurve(ratedUnit, condenserUa, ambient) : null;
  const unit = condensed ?? ratedUnit;
  const evaporators = (te: number) =>
    rooms.reduce((sum, room) => sum + computeRoomCapacity(room, te), 0);
  const coldestRoomC = Math.min(...rooms.map((room) => room.input.roomTemperatureC));
  return {
    rooms,
    unit,
    condensingAt: condensed ? condensed.condensingAt : null,
    condenserUa,
    evaporators,
    loadLossK,
    coldestRoomC,
    fromC: unit.suctionMinC + loadLossK,
    toC: Math.min(unit.suctionMaxC + loadLossK, coldestRoomC),
  };
}

/**
 * Solves the balance point of one room, several rooms on one unit, or a rack (compressor unit
 * plus remote condensers: Te and Tc solved together, the condensers rejecting what the
 * compressors reject).
 *
 * @param input - refrigerant, ambient (°C), loadLoss (K), rooms with their evaporators and
 * counts, the unit (catalogue table or special rated point) and, for racks, the condensers.
 * @returns `balanced` with Te, suction temperature, per-room DT and capacities, unit capacity and
 * power, the condensers at the balance (Tc, required and available rejection) and warnings; or
 * `no-balance` with the reason when the sides do not cross inside the catalogue's range, or the
 * condensers would need a Tc above the unit's table. Te is found to 0.01 K, Tc to 1e-6 K.
 * @throws DomainError for bad input, an unknown refrigerant, or an ambient outside the table.
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * const model = findEvaporatorModel(index, 'FM-2X450-45');
 * const unit = findUnitModel(index, 'UCM-160M');
 * computeSystemBalance({ refrigerantCode: 'R404A', ambientTemperatureC: 35,
 *   loadLossK: 2, rooms: [{ roomTemperatureC: 0, count: 2, evaporator: model.capacity }],
 *   unit: { source: 'CATALOGUE', model: unit, count: 1, frequencyHz: 60 } }).status; // => 'balanced'
 */
export function computeSystemBalance(input: SystemBalanceInput): SystemBalanceResult {
  const sides = buildBalanceSides(input);
  const { unit, evaporators, loadLossK, fromC, toC } = sides;
  if (!(toC > fromC)) return answerNoBalance('NO_COMMON_RANGE', fromC, toC, null);
  const root = findBalanceTemperature(
    (te) => evaporators(te) - unit.capacityAt(te - loadLossK),
    fromC,
    toC,
  );
  if (root.kind !== 'ROOT') {
    return answerNoBalance(root.kind, fromC, toC, { evaporators, unit, loadLossK });
  }
  const condensing = sides.condensingAt?.(root.temperatureC - loadLossK);
  if (condensing?.control === 'MAXIMUM') {
    return answerNoBalance('CONDENSERS_TOO_SMALL', fromC, toC, { evaporators, unit, loadLossK });
  }
  return describeBalance(input, sides, root.temperatureC, root.iterations);
}

/**
 * The balanced answer, or a `NO_BALANCE_POINT` DomainError carrying the reason (for callers that
 * treat "no balance" as an error, e.g. an API answering 'Erro ao calcular DT Resultante').
 */
export function requireBalancedSystem(result: SystemBalanceResult): BalancedSystem {
  if (result.status === 'balanced') return result;
  throw new DomainError('NO_BALANCE_POINT', `${result.reason}: ${result.message}`, 'unit');
}
