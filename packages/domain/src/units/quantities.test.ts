import { describe, expect, it } from 'vitest';
import {
  celsius,
  computeTemperatureDifference,
  convertDailyKjToKw,
  convertKcalhToKw,
  convertKwHoursToDailyKj,
  convertKwToKcalh,
  convertWattHoursToDailyKj,
  KCALH_PER_KW,
  KJ_PER_KCAL,
  kilojoulesPerDay,
  kilowatts,
  watts,
  type DeltaK,
  type Kilowatts,
  type Watts,
} from './quantities.ts';

describe('unit conversions', () => {
  it('uses 1 kcal = 4.1868 kJ, so 1 kW = 859.845 kcal/h', () => {
    expect(3600 / KJ_PER_KCAL).toBeCloseTo(KCALH_PER_KW, 3);
    expect(convertKwToKcalh(kilowatts(2))).toBeCloseTo(1719.69, 6);
    expect(convertKcalhToKw(859.845)).toBeCloseTo(1, 12);
  });

  it('turns daily energies into kW over the operating hours', () => {
    expect(convertDailyKjToKw(kilojoulesPerDay(38_640), 24)).toBeCloseTo(0.44722, 5);
    expect(convertDailyKjToKw(kilojoulesPerDay(72_000), 20)).toBe(1);
  });

  it('turns constant powers into daily energies', () => {
    expect(convertKwHoursToDailyKj(kilowatts(1), 24)).toBe(86_400);
    expect(convertWattHoursToDailyKj(watts(1000), 24)).toBeCloseTo(86_400, 9);
  });

  it('subtracts absolute temperatures into a difference', () => {
    expect(computeTemperatureDifference(celsius(35), celsius(-10))).toBe(45);
  });

  it('keeps units apart at compile time', () => {
    const power: Watts = watts(5);
    // @ts-expect-error a power in W is not a power in kW
    const wrong: Kilowatts = power;
    // @ts-expect-error an absolute temperature is not a temperature difference
    const difference: DeltaK = celsius(20);
    // @ts-expect-error a bare number is not a branded quantity
    const bare: Watts = 5;
    expect([wrong, difference, bare]).toEqual([5, 20, 5]);
  });
});
