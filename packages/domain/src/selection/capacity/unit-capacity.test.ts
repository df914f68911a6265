import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { generateDemoCatalog } from '../catalog/demo-catalog.ts';
import type { UnitCapacityTable, UnitModel } from '../catalog/types.ts';
import {
  NO_60HZ_CAPACITY_FACTOR,
  computeUnitPerformance,
  interpolateUnitTable,
  isInsideUnitTable,
  resolveUnitCapacityTable,
} from './unit-capacity.ts';

const TABLE: UnitCapacityTable = {
  refrigerantCode: 'R404A',
  frequencyHz: 60,
  ratingBasis: 'EN12900_10K_SUPERHEAT',
  condensingOffsetK: 10,
  evaporatingTemperaturesC: [-20, -10, 0],
  ambientTemperaturesC: [30, 40],
  capacityKcalh: [
    [6000, 5000],
    [9000, 8000],
    [13000, 11000],
  ],
  powerKw: [
    [4, 4.6],
    [4.4, 5],
    [4.8, 5.6],
  ],
};

const CATALOG = generateDemoCatalog();
const UNIT: UnitModel = { ...(CATALOG.condensingUnits[0] as UnitModel), capacityTables: [TABLE] };
const AT = {
  evaporatingTemperatureC: -10,
  ambientTemperatureC: 30,
  loadLossK: 0,
  frequencyHz: 60,
  count: 1,
} as const;

describe('interpolateUnitTable', () => {
  it('returns the cells at the grid points', () => {
    expect(interpolateUnitTable(TABLE, TABLE.capacityKcalh, -20, 30)).toBe(6000);
    expect(interpolateUnitTable(TABLE, TABLE.capacityKcalh, 0, 40)).toBe(11000);
  });

  it('interpolates bilinearly inside', () => {
    // (-15, 35): mean of 6000, 5000, 9000, 8000
    expect(interpolateUnitTable(TABLE, TABLE.capacityKcalh, -15, 35)).toBeCloseTo(7000, 9);
    // (-5, 32.5): rows -10 → 8750, 0 → 12500; halfway 10625
    expect(interpolateUnitTable(TABLE, TABLE.capacityKcalh, -5, 32.5)).toBeCloseTo(10_625, 9);
  });

  it('refuses points outside the table instead of extrapolating', () => {
    expectDomainError(
      () => interpolateUnitTable(TABLE, TABLE.capacityKcalh, -20.01, 35),
      'OUT_OF_CATALOGUE_RANGE',
      'evaporatingTemperatureC',
    );
    expectDomainError(
      () => interpolateUnitTable(TABLE, TABLE.capacityKcalh, -10, 43),
      'OUT_OF_CATALOGUE_RANGE',
      'ambientTemperatureC',
    );
    expect(isInsideUnitTable(TABLE, 0.5, 35)).toBe(false);
    expect(isInsideUnitTable(TABLE, 0, 40)).toBe(true);
  });
});

describe('resolveUnitCapacityTable', () => {
  it('keeps the 60 Hz table when 60 Hz is chosen, × 0.83 otherwise', () => {
    expect(resolveUnitCapacityTable(UNIT, 'R404A', 60).frequencyFactor).toBe(1);
    expect(resolveUnitCapacityTable(UNIT, 'R404A', null).frequencyFactor).toBe(
      NO_60HZ_CAPACITY_FACTOR,
    );
    expect(resolveUnitCapacityTable(UNIT, 'R404A', 50).frequencyFactor).toBe(0.83);
  });

  it('uses a maker 50 Hz table as it is', () => {
    const table50 = { ...TABLE, frequencyHz: 50 as const };
    const resolved = resolveUnitCapacityTable(
      { ...UNIT, capacityTables: [TABLE, table50] },
      'R404A',
      null,
    );
    expect(resolved).toEqual({ table: table50, frequencyFactor: 1 });
  });

  it('refuses a refrigerant the unit has no table for', () => {
    expectDomainError(
      () => resolveUnitCapacityTable(UNIT, 'R22', 60),
      'UNKNOWN_REFERENCE',
      'refrigerantCode',
    );
  });
});

describe('computeUnitPerformance', () => {
  it('reads capacity and power, and rejects capacity + power', () => {
    const performance = computeUnitPerformance(UNIT, 'R404A', AT);
    expect(performance.capacityKcalh).toBe(9000);
    expect(performance.powerKw).toBe(4.4);
    expect(performance.rejectedHeatKcalh).toBeCloseTo(9000 + 4.4 * 859.845, 9);
  });

  it('lowers the suction temperature by the load loss', () => {
    const performance = computeUnitPerformance(UNIT, 'R404A', {
      ...AT,
      evaporatingTemperatureC: -8,
      loadLossK: 2,
    });
    expect(performance.suctionTemperatureC).toBe(-10);
    expect(performance.capacityKcalh).toBe(9000);
  });

  it('multiplies by the count and by 0.83 without 60 Hz', () => {
    const performance = computeUnitPerformance(UNIT, 'R404A', {
      ...AT,
      count: 3,
      frequencyHz: null,
    });
    expect(performance.unitCapacityKcalh).toBeCloseTo(9000 * 0.83, 9);
    expect(performance.capacityKcalh).toBeCloseTo(3 * 9000 * 0.83, 9);
    expect(performance.powerKw).toBeCloseTo(3 * 4.4 * 0.83, 9);
  });

  it('refuses a bad count or load loss', () => {
    expectDomainError(
      () => computeUnitPerformance(UNIT, 'R404A', { ...AT, count: 1.5 }),
      'INVALID_INPUT',
      'count',
    );
    expectDomainError(
      () => computeUnitPerformance(UNIT, 'R404A', { ...AT, loadLossK: 12 }),
      'OUT_OF_RANGE',
      'loadLossK',
    );
    expectDomainError(
      () => computeUnitPerformance(UNIT, 'R404A', { ...AT, ambientTemperatureC: Number.NaN }),
      'INVALID_INPUT',
      'ambientTemperatureC',
    );
  });

  it('never gains capacity from a higher ambient, for any demonstration unit and refrigerant', () => {
    const units = [...CATALOG.condensingUnits, ...CATALOG.compressorUnits];
    fc.assert(
      fc.property(
        fc.constantFrom(...units),
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 25, max: 43, noNaN: true }),
        fc.double({ min: 25, max: 43, noNaN: true }),
        (unit, pick, share, ambientA, ambientB) => {
          const table = unit.capacityTables[pick % unit.capacityTables.length] as UnitCapacityTable;
          const axis = table.evaporatingTemperaturesC;
          const low = axis[0] ?? 0;
          const high = axis[axis.length - 1] ?? 0;
          const te = Math.min(high, low + share * (high - low));
          const at = (ambient: number) =>
            computeUnitPerformance(unit, table.refrigerantCode, {
              ...AT,
              evaporatingTemperatureC: te,
              ambientTemperatureC: ambient,
            }).capacityKcalh;
          const [cooler, warmer] =
            ambientA <= ambientB ? [ambientA, ambientB] : [ambientB, ambientA];
          expect(at(warmer)).toBeLessThanOrEqual(at(cooler) + 1e-9);
        },
      ),
      { numRuns: 300 },
    );
  });
});
