import type { TemperatureApplication } from '../capacity/types.ts';
import type { RandomSource } from './seeded-random.ts';
import type { PowerSupply } from './types.ts';
import { listPowerSupplyOptions } from '../rules/power-supply.ts';

/**
 * Physical rules and constants of the demonstration catalogue (docs/domain/selection.md,
 * "Demonstration catalogue"). Demonstration data: coherent, not any maker's.
 */

/** Version of the generator rules; part of `catalogVersion`. */
export const DEMO_CATALOG_RULES_VERSION = '1.1.0';

/** Label of the demonstration catalogue in the UI and the proposal. */
export const DEMO_CATALOG_LABEL = 'Catálogo de demonstração';

/** Brand written on demonstration units. */
export const DEMO_BRAND = 'Demonstração';

/** Specific heat of air, J/(kg·K). */
export const AIR_SPECIFIC_HEAT = 1006;

/** kcal/h in one W. */
export const KCALH_PER_W = 0.859845;

/** A fan size: air flow (m³/h), electrical power (W) and air throw (m) per fan. */
export interface DemoFan {
  readonly airFlowM3h: number;
  readonly powerW: number;
  readonly throwM: number;
}

/** Axial fans by diameter (mm), typical of unit coolers and condensers. */
export const DEMO_FANS: Readonly<Record<number, DemoFan>> = {
  250: { airFlowM3h: 1100, powerW: 45, throwM: 6 },
  300: { airFlowM3h: 1800, powerW: 70, throwM: 8 },
  350: { airFlowM3h: 2500, powerW: 100, throwM: 10 },
  400: { airFlowM3h: 3300, powerW: 140, throwM: 12 },
  450: { airFlowM3h: 4400, powerW: 190, throwM: 15 },
  500: { airFlowM3h: 5600, powerW: 260, throwM: 18 },
  560: { airFlowM3h: 7400, powerW: 380, throwM: 22 },
  630: { airFlowM3h: 9800, powerW: 550, throwM: 27 },
  800: { airFlowM3h: 15000, powerW: 900, throwM: 35 },
};

/** Fan data for a diameter; throws on a diameter the table lacks (a generator bug). */
export function findDemoFan(diameterMm: number): DemoFan {
  const fan = DEMO_FANS[diameterMm];
  if (!fan) throw new Error(`no demonstration fan of ${diameterMm} mm`);
  return fan;
}

/** Dry-air density at 101 325 Pa, kg/m³: `p / (R_a · T)`, R_a = 287.05 J/(kg·K). */
export function computeAirDensity(temperatureC: number): number {
  return 101_325 / (287.05 * (temperatureC + 273.15));
}

/** Coil NTU per tube row at the reference fin spacing (4.5 mm). */
export const NTU_PER_ROW = 0.16;

/** Fin spacing at which `NTU_PER_ROW` holds, mm. */
export const REFERENCE_FIN_SPACING_MM = 4.5;

/** Exponent of the fin-spacing correction of NTU: `(4.5 / s)^0.6` (air-side area ∝ 1/s, h rises). */
export const FIN_SPACING_EXPONENT = 0.6;

/**
 * Coil effectiveness with the refrigerant at constant temperature: `ε = 1 − exp(−NTU)`,
 * `NTU = 0.16 · rows · (4.5 / finSpacing)^0.6`.
 */
export function computeCoilEffectiveness(tubeRows: number, finSpacingMm: number): number {
  const ntu =
    NTU_PER_ROW * tubeRows * (REFERENCE_FIN_SPACING_MM / finSpacingMm) ** FIN_SPACING_EXPONENT;
  return 1 - Math.exp(-ntu);
}

/**
 * `f_refrigerant` of the demonstration evaporators (reference R404A): engineering values in the
 * range makers publish for DX unit coolers; replace with the maker's factors on import.
 */
export const DEMO_EVAPORATOR_REFRIGERANT_FACTORS: Readonly<Record<string, number>> = {
  R22: 1.03,
  R134a: 0.92,
  R404A: 1,
  R448A: 0.97,
  R449A: 0.97,
};

/** Condensing rule of the demonstration units: `Tc = T_ambient + 10 K`. */
export const DEMO_CONDENSING_OFFSET_K = 10;

/** Ambient axis of every demonstration table, °C (spec choices 32, 35, 38, 43 plus 25). */
export const DEMO_AMBIENT_AXIS_C: readonly number[] = [25, 32, 35, 38, 43];

/** Suction axes by application, °C, inside the curves' envelopes (LOW −40…−17.8, MED −17.8…4.4). */
export const DEMO_SUCTION_AXIS_C: Readonly<Record<'LOW' | 'MEDIUM', readonly number[]>> = {
  LOW: [-40, -35, -30, -25, -20, -17.8],
  MEDIUM: [-17.8, -15, -10, -5, 0, 4.4],
};

/** Sizing point of a unit model's nominal capacity (R404A, 60 Hz), °C. */
export const DEMO_RATING_POINT_C: Readonly<
  Record<'LOW' | 'MEDIUM', { suctionC: number; ambientC: number }>
> = {
  LOW: { suctionC: -30, ambientC: 35 },
  MEDIUM: { suctionC: -10, ambientC: 35 },
};

/**
 * R448A and R449A have no curves: derived from the R404A table of the same unit, capacity × 0.95
 * and power × 0.91 (drop-in comparisons report capacity within −2…−8 % and an efficiency 3–8 %
 * better than R404A; 0.95 / 0.91 ≈ 4 % better COP).
 */
export const DEMO_BLEND_FACTORS: Readonly<Record<string, { capacity: number; power: number }>> = {
  R448A: { capacity: 0.95, power: 0.91 },
  R449A: { capacity: 0.95, power: 0.91 },
};

/** Applications units are built for (no HIGH units in the demonstration catalogue). */
export type DemoUnitApplication = Extract<TemperatureApplication, 'LOW' | 'MEDIUM'>;

/** Supplies of three-phase equipment: 50 Hz 220/380 V, 60 Hz 220/380/440 V. */
export const THREE_PHASE_SUPPLIES: readonly PowerSupply[] = listPowerSupplyOptions(
  [220, 380],
  [220, 380, 440],
  [3],
);

/** Supplies of small equipment: the spec's seven combinations, 1F and 3F. */
export const ALL_SUPPLIES: readonly PowerSupply[] = listPowerSupplyOptions(
  [220, 380],
  [220, 380, 440],
  [1, 3],
);

/** Short SKU tag of a supply, e.g. `60HZ380V3F`. */
export function tagPowerSupply(supply: PowerSupply): string {
  return `${supply.frequencyHz}HZ${supply.voltageV}V${supply.phases}F`;
}

/** A multiplier within ±`halfWidth` of 1 from the seeded source (production spread). */
export function drawSpread(random: RandomSource, halfWidth: number): number {
  return 1 + halfWidth * (2 * random() - 1);
}

/** Rounds to a multiple of `step`. */
export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
