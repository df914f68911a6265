import { DomainError } from '../../errors.ts';
import { REFRIGERANT_TABLES } from './refrigerant-tables.ts';
import type { RefrigerantTable } from './types.ts';

/**
 * Refrigerant states read from the vendored property tables (EnergyPlus FluidPropertiesRefData,
 * data-sources/ATTRIBUTION.md): saturation pressure and saturated liquid enthalpy by temperature,
 * superheated vapour enthalpy and density by pressure and temperature. Interpolation: linear in
 * temperature along each table row set; between isobars, `h` linear and `ln ρ` linear in `ln p`
 * (exact for an ideal gas); `ln p` linear in temperature between saturated rows.
 */

/** Enthalpy (J/kg, IIR reference) and density (kg/m³) of a vapour state. */
export interface VapourState {
  readonly enthalpyJPerKg: number;
  readonly densityKgPerM3: number;
}

/** Refrigerants with property tables: the ones the compressor curves are rated for. */
export const TABULATED_REFRIGERANTS: readonly string[] = REFRIGERANT_TABLES.map(
  (table) => table.refrigerantCode,
);

function findTable(refrigerantCode: string): RefrigerantTable {
  const table = REFRIGERANT_TABLES.find((item) => item.refrigerantCode === refrigerantCode);
  if (!table) {
    throw new DomainError(
      'UNKNOWN_REFERENCE',
      `no property table for refrigerant ${refrigerantCode}`,
      'refrigerantCode',
    );
  }
  return table;
}

interface Bracket {
  readonly low: number;
  readonly high: number;
  readonly weight: number;
}

/** Index pair around `value` in an ascending list, or an OUT_OF_RANGE error. */
function bracket(values: readonly number[], value: number, what: string): Bracket {
  const first = values[0] ?? Number.NaN;
  const last = values[values.length - 1] ?? Number.NaN;
  if (!(value >= first && value <= last)) {
    throw new DomainError('OUT_OF_RANGE', `${what} ${value} outside ${first}…${last}`, what);
  }
  let low = 0;
  while (low < values.length - 2 && value > (values[low + 1] ?? last)) low += 1;
  const high = Math.min(low + 1, values.length - 1);
  const a = values[low] ?? first;
  const b = values[high] ?? last;
  return { low, high, weight: b === a ? 0 : (value - a) / (b - a) };
}

const lerp = (a: number, b: number, weight: number) => a + weight * (b - a);

/** Saturated row values at `temperatureC`: `[p Pa, h_liq J/kg]`, `ln p` interpolated. */
function readSaturated(table: RefrigerantTable, temperatureC: number): [number, number] {
  const rows = table.saturated;
  const at = bracket(
    rows.map((row) => row[0]),
    temperatureC,
    'temperatureC',
  );
  const low = rows[at.low] ?? rows[0];
  const high = rows[at.high] ?? low;
  if (!low || !high) throw new DomainError('UNKNOWN_REFERENCE', 'empty property table');
  const pressure = Math.exp(lerp(Math.log(low[1]), Math.log(high[1]), at.weight));
  return [pressure, lerp(low[2], high[2], at.weight)];
}

/**
 * Saturation (dew) pressure of a refrigerant, Pa; blends are pseudo-pure in the tables.
 *
 * @param refrigerantCode - `R22`, `R134a` or `R404A`.
 * @param temperatureC - °C, −50 to 60.
 * @throws DomainError `UNKNOWN_REFERENCE` (other fluid), `OUT_OF_RANGE` (temperature).
 * @example
 * computeSaturationPressure('R404A', -30); // => 202230
 */
export function computeSaturationPressure(refrigerantCode: string, temperatureC: number): number {
  return readSaturated(findTable(refrigerantCode), temperatureC)[0];
}

/**
 * Saturated liquid enthalpy, J/kg (IIR reference: 200 kJ/kg at 0 °C).
 *
 * @param refrigerantCode - `R22`, `R134a` or `R404A`.
 * @param temperatureC - °C, −50 to 60.
 * @example
 * computeSaturatedLiquidEnthalpy('R404A', 45); // => 268660
 */
export function computeSaturatedLiquidEnthalpy(
  refrigerantCode: string,
  temperatureC: number,
): number {
  return readSaturated(findTable(refrigerantCode), temperatureC)[1];
}

/** `[h, rho]` on one isobar at `temperatureC` (clamped to its saturated vapour row below it). */
function readIsobar(
  rows: readonly (readonly [number, number, number])[],
  temperatureC: number,
): [number, number] {
  const first = rows[0];
  if (!first) throw new DomainError('UNKNOWN_REFERENCE', 'empty isobar');
  const at = bracket(
    rows.map((row) => row[0]),
    Math.max(temperatureC, first[0]),
    'temperatureC',
  );
  const low = rows[at.low] ?? first;
  const high = rows[at.high] ?? low;
  return [lerp(low[1], high[1], at.weight), lerp(low[2], high[2], at.weight)];
}

/**
 * Superheated vapour state at a pressure and a temperature.
 *
 * @param refrigerantCode - `R22`, `R134a` or `R404A`.
 * @param pressurePa - Pa, within the tabulated isobars (saturation about −56 to 20 °C).
 * @param temperatureC - °C, up to 30, at or above saturation.
 * @returns enthalpy (J/kg) and density (kg/m³).
 * @throws DomainError `UNKNOWN_REFERENCE`, `OUT_OF_RANGE`.
 * Both values are table rows in the example (R404A isobar 202 230 Pa, 18 °C).
 * @example
 * computeVapourState('R404A', 202230, 18).enthalpyJPerKg; // => 390670
 */
export function computeVapourState(
  refrigerantCode: string,
  pressurePa: number,
  temperatureC: number,
): VapourState {
  const { isobars } = findTable(refrigerantCode);
  const at = bracket(
    isobars.map((isobar) => Math.log(isobar.pressurePa)),
    Math.log(pressurePa),
    'pressurePa',
  );
  const low = readIsobar(isobars[at.low]?.rows ?? [], temperatureC);
  const high = readIsobar(isobars[at.high]?.rows ?? [], temperatureC);
  return {
    enthalpyJPerKg: lerp(low[0], high[0], at.weight),
    densityKgPerM3: Math.exp(lerp(Math.log(low[1]), Math.log(high[1]), at.weight)),
  };
}
