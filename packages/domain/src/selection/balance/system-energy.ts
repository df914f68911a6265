import { DomainError } from '../../errors.ts';
import { requireNonNegative, requirePositive } from '../../validation/assert-input.ts';

/**
 * Energy of a balanced system and its running cost (docs/domain/selection.md, "Energy and
 * running cost"): an estimate for the proposal, not a simulation.
 */

/**
 * Default electricity tariff, R$/kWh: a Brazilian commercial low-voltage (group B3) tariff with
 * taxes (ICMS, PIS/COFINS) in 2025, about R$ 0,80–0,95/kWh depending on the distributor and the
 * state (ANEEL tariff tables). An editable estimate: the screen lets the user type their own.
 */
export const DEFAULT_ENERGY_TARIFF_BRL_PER_KWH = 0.9;

/** Days in the month of the running-cost estimate. */
export const RUNNING_COST_DAYS_PER_MONTH = 30;

/** Hours in a day: the running hours never exceed it. */
export const HOURS_PER_DAY = 24;

/** A room's share of the daily energy: its required capacity and its operating hours. */
export interface EnergyRoomInput {
  /** The room's heat load, kcal/h, ≥ 0. */
  readonly requiredCapacityKcalh: number;
  /** Hours a day the room's load is removed, 1–24. */
  readonly operatingHours: number;
}

export interface SystemEnergyInput {
  /** All units at the balance point, kW, ≥ 0. */
  readonly powerKw: number;
  /** What the units remove at the balance point, kcal/h, > 0. */
  readonly resultingCapacityKcalh: number;
  readonly rooms: readonly EnergyRoomInput[];
}

export interface SystemEnergy {
  readonly powerKw: number;
  /** Σ rooms (required × hours) / resulting capacity, capped at 24 h. */
  readonly runningHoursPerDay: number;
  /** powerKw × runningHoursPerDay. */
  readonly energyKwhPerDay: number;
}

/**
 * Daily energy of a balanced system: the units run, at their balance-point power, the hours it
 * takes their capacity to remove the rooms' daily heat (`Σ required_i × hours_i`), at most 24.
 *
 * @example
 * const rooms = [{ requiredCapacityKcalh: 8000, operatingHours: 18 }];
 * estimateSystemEnergy({ powerKw: 5, resultingCapacityKcalh: 12_000, rooms }).energyKwhPerDay; // ≈ 60 (±1e-9) — 144 000 kcal / 12 000 kcal/h = 12 h
 */
export function estimateSystemEnergy(input: SystemEnergyInput): SystemEnergy {
  const powerKw = requireNonNegative(input.powerKw, 'powerKw');
  const capacity = requirePositive(input.resultingCapacityKcalh, 'resultingCapacityKcalh');
  const dailyKcal = input.rooms.reduce((sum, room, index) => {
    const required = requireNonNegative(
      room.requiredCapacityKcalh,
      `rooms[${index}].requiredCapacityKcalh`,
    );
    const hours = requireNonNegative(room.operatingHours, `rooms[${index}].operatingHours`);
    if (hours > HOURS_PER_DAY) {
      throw new DomainError(
        'OUT_OF_RANGE',
        `operating hours must be at most ${HOURS_PER_DAY}`,
        `rooms[${index}].operatingHours`,
      );
    }
    return sum + required * hours;
  }, 0);
  const runningHoursPerDay = Math.min(HOURS_PER_DAY, dailyKcal / capacity);
  return { powerKw, runningHoursPerDay, energyKwhPerDay: powerKw * runningHoursPerDay };
}

/**
 * Running cost of a month: `energy a day × days × tariff`.
 *
 * @param energyKwhPerDay - kWh, ≥ 0.
 * @param tariffBrlPerKwh - R$/kWh, ≥ 0 (default {@link DEFAULT_ENERGY_TARIFF_BRL_PER_KWH}).
 * @param days - days in the month, > 0 (default 30).
 * @returns R$.
 * @example estimateMonthlyRunningCost(60, 0.9); // ≈ 1620 — 60 kWh × 30 × R$ 0,90
 */
export function estimateMonthlyRunningCost(
  energyKwhPerDay: number,
  tariffBrlPerKwh: number = DEFAULT_ENERGY_TARIFF_BRL_PER_KWH,
  days: number = RUNNING_COST_DAYS_PER_MONTH,
): number {
  return (
    requireNonNegative(energyKwhPerDay, 'energyKwhPerDay') *
    requirePositive(days, 'days') *
    requireNonNegative(tariffBrlPerKwh, 'tariffBrlPerKwh')
  );
}
