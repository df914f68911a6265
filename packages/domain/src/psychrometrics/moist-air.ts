import { DomainError } from '../errors.ts';
import { requireInRange } from '../validation/assert-input.ts';
import { psychrolibSi } from './psychrolib-si.ts';

/** Standard atmosphere at sea level, Pa (ASHRAE Fundamentals ch. 1). */
export const STANDARD_PRESSURE_PA = 101_325;

/** Dry-bulb range accepted for air, °C (psychrolib's saturation-pressure range is −100 to 200). */
export const AIR_TEMPERATURE_RANGE_C = { min: -60, max: 60 } as const;

/** Moist-air properties at one state, per kg of dry air unless stated. */
export interface MoistAirState {
  /** Dry-bulb temperature, °C. */
  readonly temperature: number;
  /** Relative humidity, %. */
  readonly relativeHumidity: number;
  /** Humidity ratio, kg water / kg dry air. */
  readonly humidityRatio: number;
  /** Enthalpy, kJ/kg dry air (ASHRAE reference: dry air and liquid water at 0 °C). */
  readonly enthalpy: number;
  /** Specific volume, m³/kg dry air. */
  readonly specificVolume: number;
  /** Moist-air density, kg moist air / m³. */
  readonly density: number;
}

/**
 * Moist-air state from dry-bulb temperature and relative humidity at 101 325 Pa, using the
 * ASHRAE Fundamentals psychrometric equations as implemented by psychrolib 1.1.1 (SI).
 *
 * @param temperature - dry bulb, °C, −60 to 60.
 * @param relativeHumidity - %, 0 to 100.
 * @param field - path of the input, for error messages.
 * @returns the state; enthalpy in kJ/kg dry air.
 * @throws DomainError OUT_OF_RANGE / INVALID_INPUT for values outside the ranges or not finite.
 * @example computeMoistAirState(20, 100).enthalpy; // ≈ 57.4 kJ/kg — ASHRAE Table 2: 57.555
 */
export function computeMoistAirState(
  temperature: number,
  relativeHumidity: number,
  field = 'air',
): MoistAirState {
  const { min, max } = AIR_TEMPERATURE_RANGE_C;
  requireInRange(temperature, `${field}.temperature`, min, max);
  requireInRange(relativeHumidity, `${field}.relativeHumidity`, 0, 100);
  const pressure = STANDARD_PRESSURE_PA;
  const humidityRatio = psychrolibSi.GetHumRatioFromRelHum(
    temperature,
    relativeHumidity / 100,
    pressure,
  );
  const state: MoistAirState = {
    temperature,
    relativeHumidity,
    humidityRatio,
    enthalpy: psychrolibSi.GetMoistAirEnthalpy(temperature, humidityRatio) / 1000,
    specificVolume: psychrolibSi.GetMoistAirVolume(temperature, humidityRatio, pressure),
    density: psychrolibSi.GetMoistAirDensity(temperature, humidityRatio, pressure),
  };
  // The inputs were checked finite above; the first computed value that is not names the error.
  if (!Number.isFinite(humidityRatio)) throwNotFinite('humidityRatio', field);
  if (!Number.isFinite(state.enthalpy)) throwNotFinite('enthalpy', field);
  if (!Number.isFinite(state.specificVolume)) throwNotFinite('specificVolume', field);
  if (!Number.isFinite(state.density)) throwNotFinite('density', field);
  return state;
}

function throwNotFinite(key: keyof MoistAirState, field: string): never {
  throw new DomainError('OUT_OF_RANGE', `psychrometrics gave no finite ${key}`, field);
}

/**
 * Moist-air enthalpy, kJ/kg dry air, at 101 325 Pa.
 *
 * @param temperature - °C, −60 to 60.
 * @param relativeHumidity - %, 0 to 100.
 * @example computeMoistAirEnthalpy(0, 100); // ≈ 9.44 kJ/kg
 */
export function computeMoistAirEnthalpy(temperature: number, relativeHumidity: number): number {
  return computeMoistAirState(temperature, relativeHumidity).enthalpy;
}

/**
 * Moist-air specific volume, m³/kg dry air, at 101 325 Pa.
 *
 * @param temperature - °C, −60 to 60.
 * @param relativeHumidity - %, 0 to 100.
 * @example computeMoistAirSpecificVolume(20, 100); // ≈ 0.850 m³/kg
 */
export function computeMoistAirSpecificVolume(
  temperature: number,
  relativeHumidity: number,
): number {
  return computeMoistAirState(temperature, relativeHumidity).specificVolume;
}

/**
 * Moist-air density, kg/m³, at 101 325 Pa.
 *
 * @param temperature - °C, −60 to 60.
 * @param relativeHumidity - %, 0 to 100.
 * @example computeMoistAirDensity(-20, 85); // ≈ 1.394 kg/m³
 */
export function computeMoistAirDensity(temperature: number, relativeHumidity: number): number {
  return computeMoistAirState(temperature, relativeHumidity).density;
}
