import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import {
  findFrequencyMismatches,
  formatPowerSupply,
  isPowerSupplyAllowed,
  listPowerSupplyOptions,
  matchesPowerSupply,
  parsePowerSupply,
  readChosenFrequency,
} from './power-supply.ts';

describe('power supply options (spec §5)', () => {
  it('builds exactly the seven catalogue-search options', () => {
    const labels = listPowerSupplyOptions([220, 380], [220, 380, 440], [1, 3]).map(
      formatPowerSupply,
    );
    expect(labels).toEqual([
      '50hz, 220v, 1F',
      '50hz, 220v, 3F',
      '50hz, 380v, 3F',
      '60hz, 220v, 1F',
      '60hz, 220v, 3F',
      '60hz, 380v, 3F',
      '60hz, 440v, 3F',
    ]);
  });

  it('allows 220 V on any phases and other voltages only on 3 phases', () => {
    expect(isPowerSupplyAllowed({ frequencyHz: 50, voltageV: 220, phases: 1 })).toBe(true);
    expect(isPowerSupplyAllowed({ frequencyHz: 50, voltageV: 380, phases: 1 })).toBe(false);
    expect(isPowerSupplyAllowed({ frequencyHz: 60, voltageV: 440, phases: 1 })).toBe(false);
    expect(isPowerSupplyAllowed({ frequencyHz: 60, voltageV: 440, phases: 3 })).toBe(true);
  });

  it('reads labels with or without commas, any case', () => {
    expect(parsePowerSupply('60hz 440v 3F')).toEqual({ frequencyHz: 60, voltageV: 440, phases: 3 });
    expect(parsePowerSupply('50HZ, 220V, 1f')).toEqual({
      frequencyHz: 50,
      voltageV: 220,
      phases: 1,
    });
  });

  it('refuses unreadable labels and forbidden combinations', () => {
    expectDomainError(() => parsePowerSupply('220 V'), 'INVALID_INPUT', 'powerSupply');
    expectDomainError(() => parsePowerSupply('50hz 380v 1F'), 'INVALID_INPUT', 'powerSupply');
  });

  it('matches each given part of a filter', () => {
    const supply = { frequencyHz: 60, voltageV: 380, phases: 3 } as const;
    expect(matchesPowerSupply(supply, null)).toBe(true);
    expect(matchesPowerSupply(supply, { frequencyHz: 60 })).toBe(true);
    expect(matchesPowerSupply(supply, { frequencyHz: 60, phases: 1 })).toBe(false);
  });

  it('reads the chosen frequency (null when none)', () => {
    expect(readChosenFrequency(null)).toBeNull();
    expect(readChosenFrequency({ voltageV: 220 })).toBeNull();
    expect(readChosenFrequency({ frequencyHz: 60 })).toBe(60);
  });
});

describe('findFrequencyMismatches (issue 28 item 9)', () => {
  it('names the rooms whose evaporators differ from the unit, never special equipment', () => {
    expect(findFrequencyMismatches([60, 50, null, 50], 60)).toEqual([1, 3]);
    expect(findFrequencyMismatches([50, 50], 50)).toEqual([]);
    expect(findFrequencyMismatches([50, 60], null)).toEqual([]);
  });
});
