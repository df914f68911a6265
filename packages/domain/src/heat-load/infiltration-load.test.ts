import { describe, expect, it } from 'vitest';
import { buildDoor } from '../testing/room-builders.ts';
import { expectDomainError } from '../../test/support/expect-domain-error.ts';
import { computeMoistAirState } from '../psychrometrics/moist-air.ts';
import { computeInfiltrationLoad } from './infiltration-load.ts';
import type { DoorsGroup, HeatLoadWarning } from './types.ts';

const chiller = { roomTemperature: 4, length: 4, width: 2.4, height: 3 };
const volumeDoors = (overrides = {}): DoorsGroup => ({
  calculationMethod: 'VOLUME',
  doors: [
    buildDoor({
      adjacentAmbientTemperature: 30,
      adjacentAmbientRelativeHumidity: 60,
      ...overrides,
    }),
  ],
});

describe('infiltration, VOLUME method', () => {
  it('computes V · n · (h_warm − h_room) / v_room with n from the table', () => {
    const warnings: HeatLoadWarning[] = [];
    const result = computeInfiltrationLoad(volumeDoors(), chiller, warnings);
    const warm = computeMoistAirState(30, 60);
    const cold = computeMoistAirState(4, 85);
    const expected = (28.8 * 18 * (warm.enthalpy - cold.enthalpy)) / cold.specificVolume;
    expect(result.daily).toBeCloseTo(expected, 6);
    expect(result.steps[0]?.inputs.find((input) => input.symbol === 'n')?.value).toBeCloseTo(
      18,
      12,
    );
    expect(warnings).toEqual([]);
  });

  it('uses the typed air exchange rate when it is above 0', () => {
    const typed = computeInfiltrationLoad(volumeDoors({ airExchangeRate: 9 }), chiller, []);
    const table = computeInfiltrationLoad(volumeDoors(), chiller, []);
    expect(typed.daily).toBeCloseTo(table.daily / 2, 6);
    expect(typed.steps[0]?.inputs.find((input) => input.symbol === 'n')?.label).toBe(
      'Trocas de ar informadas',
    );
  });

  it('ignores door count and barrier, as the method says', () => {
    const base = computeInfiltrationLoad(volumeDoors(), chiller, []).daily;
    const more = computeInfiltrationLoad(
      volumeDoors({ count: 3, protectionBarrierEfficiency: 30 }),
      chiller,
      [],
    );
    expect(more.daily).toBe(base);
  });

  it('warns when the volume is beyond the table', () => {
    const warnings: HeatLoadWarning[] = [];
    computeInfiltrationLoad(
      volumeDoors(),
      { roomTemperature: 2, length: 40, width: 20, height: 4 },
      warnings,
    );
    expect(warnings.map((warning) => warning.code)).toEqual(['AIR_CHANGES_EXTRAPOLATED']);
  });

  it('gives 0 without a door entry', () => {
    expect(
      computeInfiltrationLoad({ calculationMethod: 'VOLUME', doors: [] }, chiller, []).daily,
    ).toBe(0);
  });

  it('refuses more than one door entry', () => {
    const doors: DoorsGroup = { calculationMethod: 'VOLUME', doors: [buildDoor(), buildDoor()] };
    expectDomainError(
      () => computeInfiltrationLoad(doors, chiller, []),
      'INVALID_INPUT',
      'doors.doors',
    );
  });
});

describe('infiltration, input checks', () => {
  it('refuses an unknown method, a missing list and bad door values', () => {
    const unknown = { calculationMethod: 'WIND', doors: [] } as unknown as DoorsGroup;
    expectDomainError(
      () => computeInfiltrationLoad(unknown, chiller, []),
      'INVALID_INPUT',
      'doors.calculationMethod',
    );
    const missing = { calculationMethod: 'VOLUME' } as unknown as DoorsGroup;
    expectDomainError(
      () => computeInfiltrationLoad(missing, chiller, []),
      'MISSING_INPUT',
      'doors.doors',
    );
    expectDomainError(
      () => computeInfiltrationLoad(volumeDoors({ internalRelativeHumidity: 120 }), chiller, []),
      'OUT_OF_RANGE',
      'doors.doors[0].internalRelativeHumidity',
    );
    expectDomainError(
      () => computeInfiltrationLoad(volumeDoors({ width: -2 }), chiller, []),
      'INVALID_GEOMETRY',
      'doors.doors[0].width',
    );
    expectDomainError(
      () => computeInfiltrationLoad(volumeDoors({ protectionBarrierEfficiency: 150 }), chiller, []),
      'OUT_OF_RANGE',
      'doors.doors[0].protectionBarrierEfficiency',
    );
    expectDomainError(
      () => computeInfiltrationLoad(volumeDoors({ openingFrequency: Number.NaN }), chiller, []),
      'INVALID_INPUT',
      'doors.doors[0].openingFrequency',
    );
  });
});
