/**
 * Unit brands and the few conversions the heat-load engine needs.
 *
 * A brand is a plain `number` at run time and a distinct type at compile time, so a daily
 * energy cannot be passed where a power is expected (excalidraw `math/src/types.ts` style).
 * Absolute temperatures and temperature differences are distinct types.
 */
declare const unit: unique symbol;

/** A number tagged with its unit at compile time only. */
export type Quantity<U extends string> = number & { readonly [unit]: U };

export type Celsius = Quantity<'°C'>;
export type DeltaK = Quantity<'K'>;
export type Watts = Quantity<'W'>;
export type Kilowatts = Quantity<'kW'>;
export type KilojoulesPerDay = Quantity<'kJ/day'>;
export type KcalPerHour = Quantity<'kcal/h'>;

/** kJ in one kcal (international table calorie). */
export const KJ_PER_KCAL = 4.1868;

/** kcal/h in one kW: 3600 / 4.1868 = 859.845. */
export const KCALH_PER_KW = 859.845;

/** Seconds in a day. */
export const SECONDS_PER_DAY = 86_400;

/** Tags a number as an absolute temperature in °C. */
export const celsius = (value: number): Celsius => value as Celsius;
/** Tags a number as a temperature difference in K. */
export const deltaK = (value: number): DeltaK => value as DeltaK;
/** Tags a number as a power in W. */
export const watts = (value: number): Watts => value as Watts;
/** Tags a number as a power in kW. */
export const kilowatts = (value: number): Kilowatts => value as Kilowatts;
/** Tags a number as a daily energy in kJ per day. */
export const kilojoulesPerDay = (value: number): KilojoulesPerDay => value as KilojoulesPerDay;

/**
 * Difference of two absolute temperatures.
 *
 * @param warm - °C.
 * @param cold - °C.
 * @returns `warm − cold` in K.
 * @example computeTemperatureDifference(celsius(35), celsius(-10)); // => 45 — K
 */
export function computeTemperatureDifference(warm: Celsius, cold: Celsius): DeltaK {
  return deltaK(warm - cold);
}

/**
 * Daily energy of a constant power held for some hours a day.
 *
 * @param power - kW, any finite value.
 * @param hours - h per day, 0 to 24.
 * @returns kJ per day (`power · hours · 3600`).
 * @example convertKwHoursToDailyKj(kilowatts(1), 24); // => 86_400 — kJ/day
 */
export function convertKwHoursToDailyKj(power: Kilowatts, hours: number): KilojoulesPerDay {
  return kilojoulesPerDay(power * hours * 3600);
}

/**
 * Daily energy of a constant power in watts held for some hours a day.
 *
 * @param power - W.
 * @param hours - h per day, 0 to 24.
 * @returns kJ per day (`power · hours · 3.6`).
 * @example convertWattHoursToDailyKj(watts(1000), 24); // => 86_400 — kJ/day
 */
export function convertWattHoursToDailyKj(power: Watts, hours: number): KilojoulesPerDay {
  return kilojoulesPerDay(power * hours * 3.6);
}

/**
 * A daily energy spread over the refrigeration's running time (heat-load method, "Totals").
 *
 * @param energy - kJ per day.
 * @param operatingHours - h per day the refrigeration runs, above 0 and at most 24.
 * @returns kW (`energy / (3600 · operatingHours)`).
 * @example convertDailyKjToKw(kilojoulesPerDay(38_640), 24); // ≈ 0.447 kW
 */
export function convertDailyKjToKw(energy: KilojoulesPerDay, operatingHours: number): Kilowatts {
  return kilowatts(energy / (3600 * operatingHours));
}

/**
 * Refrigeration power in kcal/h, the unit Brazilian catalogues and proposals use.
 *
 * @param power - kW.
 * @returns kcal/h (`power · 859.845`, 1 kcal = 4.1868 kJ).
 * @example convertKwToKcalh(kilowatts(1)); // ≈ 859.845 kcal/h
 */
export function convertKwToKcalh(power: Kilowatts): KcalPerHour {
  return (power * KCALH_PER_KW) as KcalPerHour;
}

/**
 * Inverse of {@link convertKwToKcalh}.
 *
 * @param power - kcal/h.
 * @returns kW.
 * @example convertKcalhToKw(859.845); // ≈ 1 kW (±1e-12)
 */
export function convertKcalhToKw(power: number): Kilowatts {
  return kilowatts(power / KCALH_PER_KW);
}
