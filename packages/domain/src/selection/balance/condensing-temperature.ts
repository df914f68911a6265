import { KCALH_PER_KW } from '../../units/quantities.ts';
import { requireFinite, requirePositive } from '../../validation/assert-input.ts';
import type { UnitCurve } from './unit-curve.ts';

/**
 * The condensing side of a rack (docs/domain/selection.md, "Remote condensers balanced"): the
 * condensing temperature at which the remote condensers reject what the compressors reject,
 * `UA · (Tc − Tamb) = Q_comp(Ts, Tc) + P_comp(Ts, Tc)`, with `UA` the condensers' rejection per
 * kelvin (a catalogue's THR at its rated ΔT divided by that ΔT) and the compressors rated at the
 * table's ambient `Tc − offset` (the table assumes Tc = ambient + offset).
 */

/** Width of the bracket the condensing temperature is solved to, K. */
export const CONDENSING_TOLERANCE_K = 1e-6;

/**
 * How the condensing temperature was set: floating (the condensers' rejection equals the
 * compressors'), held at the unit's lowest rated condensing temperature (the condensers could
 * reject more: head-pressure control holds Tc there), or at its highest (the condensers cannot
 * reject the heat at any Tc the unit is rated for).
 */
export type CondensingControl = 'FLOATING' | 'MINIMUM' | 'MAXIMUM';

/** The compressors and the condensers at one suction temperature. */
export interface CondensingPoint {
  /** °C. */
  readonly condensingTemperatureC: number;
  /** All units, kcal/h and kW, at the suction and condensing temperatures. */
  readonly capacityKcalh: number;
  readonly powerKw: number;
  /** Capacity + power, kcal/h. */
  readonly rejectedHeatKcalh: number;
  /** `UA · (Tc − Tamb)`, kcal/h. */
  readonly condenserRejectionKcalh: number;
  readonly control: CondensingControl;
}

function rateAt(unit: UnitCurve, suctionC: number, condensingC: number) {
  const capacity = unit.capacityAtCondensing(suctionC, condensingC);
  const power = unit.powerAtCondensing(suctionC, condensingC);
  return { capacity, power, rejected: capacity + power * KCALH_PER_KW };
}

/**
 * Solves the condensing temperature of a compressor unit on remote condensers at a suction
 * temperature: bisection on `UA · (Tc − Tamb) − rejected(Ts, Tc)`, which rises with Tc (the
 * condensers reject more, the compressors less or about the same), inside the unit's rated
 * condensing range. Outside it, Tc is held at the range's end and `control` says which.
 *
 * Sources: the linear air-cooled condenser model of EnergyPlus (Engineering Reference,
 * "Refrigeration: air-cooled condenser": heat rejection proportional to Tc − T_air on, the
 * condensing temperature found from the rejection, held at the system's minimum condensing
 * temperature) and condenser catalogues, which rate the total heat rejection at one ΔT
 * (EN 327: 15 K) and scale it linearly with ΔT.
 *
 * @param unit - the compressor unit's curve ({@link UnitCurve}).
 * @param heatRejectionKcalhPerK - `UA` of all the condensers, kcal/(h·K), > 0.
 * @param ambientTemperatureC - air on the condensers, °C.
 * @param suctionTemperatureC - Te − loadLoss, °C, inside the unit's suction range.
 * @returns Tc (°C) and both sides there.
 * @example
 * const unit = { capacityAtCondensing: () => 24_000, powerAtCondensing: () => 0,
 *   condensingMinC: -Infinity, condensingMaxC: Infinity };
 * solveCondensingTemperature(unit, 3_000, 35, -10).condensingTemperatureC; // ≈ 43 °C (±1e-5)
 */
export function solveCondensingTemperature(
  unit: UnitCurve,
  heatRejectionKcalhPerK: number,
  ambientTemperatureC: number,
  suctionTemperatureC: number,
): CondensingPoint {
  const ua = requirePositive(heatRejectionKcalhPerK, 'heatRejectionKcalhPerK');
  const ambient = requireFinite(ambientTemperatureC, 'ambientTemperatureC');
  const answer = (condensingC: number, control: CondensingControl): CondensingPoint => {
    const { capacity, power, rejected } = rateAt(unit, suctionTemperatureC, condensingC);
    return {
      condensingTemperatureC: condensingC,
      capacityKcalh: capacity,
      powerKw: power,
      rejectedHeatKcalh: rejected,
      condenserRejectionKcalh: ua * (condensingC - ambient),
      control,
    };
  };
  const excess = (condensingC: number) =>
    ua * (condensingC - ambient) - rateAt(unit, suctionTemperatureC, condensingC).rejected;
  let low = Math.max(unit.condensingMinC, ambient);
  if (excess(low) >= 0) return answer(low, 'MINIMUM');
  let high = unit.condensingMaxC;
  if (!Number.isFinite(high)) {
    // No rated range (a special unit): the rejection at `low` bounds the root from above once
    // doubled, since the compressors' rejection does not grow with Tc.
    high = low + (2 * rateAt(unit, suctionTemperatureC, low).rejected) / ua + 1;
  }
  if (excess(high) < 0) return answer(high, 'MAXIMUM');
  while (high - low > CONDENSING_TOLERANCE_K) {
    const middle = (low + high) / 2;
    if (excess(middle) < 0) low = middle;
    else high = middle;
  }
  return answer((low + high) / 2, 'FLOATING');
}

/**
 * The unit's curve on remote condensers: at each suction temperature the compressors run at the
 * condensing temperature {@link solveCondensingTemperature} finds, so the balance's pumping side
 * already carries the condensers (what `computeSystemBalance` and the chart solve and draw).
 */
export function condenseUnitCurve(
  unit: UnitCurve,
  heatRejectionKcalhPerK: number,
  ambientTemperatureC: number,
): UnitCurve & { readonly condensingAt: (suctionC: number) => CondensingPoint } {
  const condensingAt = (suctionC: number) =>
    solveCondensingTemperature(unit, heatRejectionKcalhPerK, ambientTemperatureC, suctionC);
  return {
    ...unit,
    capacityAt: (suctionC) => condensingAt(suctionC).capacityKcalh,
    powerAt: (suctionC) => condensingAt(suctionC).powerKw,
    condensingAt,
  };
}
