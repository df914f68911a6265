import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { createSpecialEvaporatorCapacity } from '../capacity/evaporator-capacity.ts';
import { generateDemoCatalog } from '../catalog/demo-catalog.ts';
import type { EvaporatorCapacityData, UnitModel } from '../catalog/types.ts';
import type { SystemBalanceInput } from './balance-types.ts';
import { computeSystemBalance, requireBalancedSystem } from './system-balance.ts';

const CATALOG = generateDemoCatalog();
const findUnit = (code: string) =>
  [...CATALOG.condensingUnits, ...CATALOG.compressorUnits].find(
    (u) => u.code === code,
  ) as UnitModel;
const findEvaporator = (code: string) =>
  CATALOG.evaporators.find((m) => m.code === code)?.capacity as EvaporatorCapacityData;

/** Linear unit: at 35 °C, 8000 + 600·(Ts + 5) kcal/h for Ts in [−5, 5]; power 4.2 + 0.05·(Ts + 5) kW. */
const LINEAR_TABLE = {
  refrigerantCode: 'R404A',
  frequencyHz: 60,
  ratingBasis: 'EN12900_10K_SUPERHEAT',
  condensingOffsetK: 10,
  evaporatingTemperaturesC: [-5, 5],
  ambientTemperaturesC: [30, 40],
  capacityKcalh: [
    [9000, 7000],
    [15000, 13000],
  ],
  powerKw: [
    [4, 4.4],
    [4.5, 4.9],
  ],
} as const;
const LINEAR_RACK: UnitModel = {
  ...findUnit('RC-400M'),
  code: 'LINEAR',
  capacityTables: [LINEAR_TABLE],
};
const COIL = (capacity: number): EvaporatorCapacityData => ({
  referenceCapacityKcalh: capacity,
  referenceDtK: 6,
  referenceEvaporatingTemperatureC: 2,
  ratingCondition: 'TEST',
  refrigerantFactors: { R404A: 1 },
});

const ONE_ROOM: SystemBalanceInput = {
  refrigerantCode: 'R404A',
  ambientTemperatureC: 35,
  loadLossK: 2,
  rooms: [{ label: 'Câmara 1', roomTemperatureC: 10, count: 2, evaporator: COIL(6000) }],
  unit: { source: 'CATALOGUE', model: LINEAR_RACK, count: 1, frequencyHz: 60 },
};

describe('computeSystemBalance — closed form', () => {
  it('balances one room: 20000 − 2000·Te = 9800 + 600·Te → Te = 3.923 °C', () => {
    const result = requireBalancedSystem(computeSystemBalance(ONE_ROOM));
    expect(result.evaporatingTemperatureC).toBeCloseTo(10_200 / 2600, 9);
    expect(result.suctionTemperatureC).toBeCloseTo(10_200 / 2600 - 2, 9);
    expect(result.resultingDtK).toBeCloseTo(10 - 10_200 / 2600, 9);
    expect(result.resultingCapacityKcalh).toBeCloseTo(20_000 - (2000 * 10_200) / 2600, 6);
    expect(result.evaporatorCapacityKcalh).toBeCloseTo(result.unitCapacityKcalh, 6);
    expect(result.rooms[0]).toMatchObject({ label: 'Câmara 1', count: 2, minimumDtK: 2 });
    expect(result.rooms[0]?.unitCapacityKcalh).toBeCloseTo(result.resultingCapacityKcalh / 2, 6);
    expect(result.warnings).toEqual([]);
  });

  it('balances several rooms on one unit, each at its own DT', () => {
    const input = {
      ...ONE_ROOM,
      rooms: [
        { roomTemperatureC: 10, count: 1, evaporator: COIL(6000) },
        { roomTemperatureC: 8, count: 2, evaporator: COIL(3000) },
      ],
    };
    const result = requireBalancedSystem(computeSystemBalance(input));
    const te = 8200 / 2600;
    expect(result.evaporatingTemperatureC).toBeCloseTo(te, 9);
    expect(result.rooms.map((room) => room.resultingDtK)).toEqual([
      expect.closeTo(10 - te, 9),
      expect.closeTo(8 - te, 9),
    ]);
    expect(result.resultingDtK).toBeCloseTo(8 - te, 9);
    expect(result.rooms[1]?.capacityKcalh).toBeCloseTo(1000 * (8 - te), 6);
  });

  // Hand-worked (docs/domain/selection.md, "Remote condensers balanced"): LINEAR_TABLE is linear,
  // with the table's ambient A = Tc − 10: Q = 12000 + 600·Ts − 200·(Tc − 40) kcal/h and
  // P = 4.25 + 0.05·Ts + 0.04·(Tc − 40) kW, Tc 40–50 °C. With Ts = Te − 2 the evaporators give
  // 20000 − 2000·Te = Q, so Te = (1200 + 200·Tc) / 2600; the condensers UA·(Tc − 35) = Q + 859.845·P
  // is then linear in Tc: Tc = (c0 + 35·UA) / (UA − c1), c0 = 20000 − 2000·a + 859.845·(2.55 +
  // 0.05·a), c1 = −2000·b + 859.845·(0.05·b + 0.04), a = 1200/2600, b = 200/2600. Both sides are
  // linear, so the solver's secant step is exact: tolerance 1e-6 (Tc is bisected to 1e-6 K).
  it('solves Te and Tc together on undersized condensers (UA 1500: Tc 45.66 °C above the design 45)', () => {
    const short = requireBalancedSystem(
      computeSystemBalance({ ...ONE_ROOM, condenser: { heatRejectionKcalhPerK: 1500, count: 1 } }),
    );
    expect(short.evaporatingTemperatureC).toBeCloseTo(3.973_664_236_5, 6);
    expect(short.resultingCapacityKcalh).toBeCloseTo(12_052.671_527, 3);
    expect(short.rejectedHeatKcalh).toBeCloseTo(15_986.452_612, 3);
    expect(short.condenser).toMatchObject({
      ambientTemperatureC: 35,
      designCondensingTemperatureC: 45,
      control: 'FLOATING',
      heatRejectionKcalhPerK: 1500,
      designRejectionKcalh: 15_000,
      isSufficient: false,
    });
    expect(short.condenser?.condensingTemperatureC).toBeCloseTo(45.657_635_075, 5);
    expect(short.condenser?.requiredRejectionKcalh).toBeCloseTo(15_986.452_612, 3);
    expect(short.condenser?.availableRejectionKcalh).toBeCloseTo(15_986.452_612, 2);
    expect(short.warnings.map((w) => w.code)).toEqual(['CONDENSER_UNDERSIZED']);
    // Checked, not balanced (before issue 28): Te 10200/2600 = 3.923 °C, 12 153.8 kcal/h.
    expect(short.resultingCapacityKcalh).toBeLessThan(20_000 - (2000 * 10_200) / 2600);
  });

  it('lets Tc float below the design on ample condensers (UA 2 × 1000: Tc 43.14 °C)', () => {
    const enough = requireBalancedSystem(
      computeSystemBalance({ ...ONE_ROOM, condenser: { heatRejectionKcalhPerK: 1000, count: 2 } }),
    );
    expect(enough.evaporatingTemperatureC).toBeCloseTo(3.779_958_705_3, 6);
    expect(enough.resultingCapacityKcalh).toBeCloseTo(12_440.082_589, 3);
    expect(enough.condenser?.condensingTemperatureC).toBeCloseTo(43.139_463_169, 5);
    expect(enough.condenser).toMatchObject({
      heatRejectionKcalhPerK: 2000,
      designRejectionKcalh: 20_000,
      isSufficient: true,
      control: 'FLOATING',
    });
    expect(enough.warnings).toEqual([]);
  });

  it('holds Tc at the table’s lowest condensing temperature when the condensers could do more', () => {
    const huge = requireBalancedSystem(
      computeSystemBalance({
        ...ONE_ROOM,
        condenser: { heatRejectionKcalhPerK: 50_000, count: 1 },
      }),
    );
    // Tc = 40 °C (A = 30): 20000 − 2000·Te = 12000 + 600·(Te − 2) → Te = 9200/2600.
    expect(huge.condenser?.control).toBe('MINIMUM');
    expect(huge.condenser?.condensingTemperatureC).toBe(40);
    expect(huge.evaporatingTemperatureC).toBeCloseTo(9200 / 2600, 6);
    expect(huge.condenser?.availableRejectionKcalh).toBe(250_000);
  });

  it('answers no balance when the condensers need a Tc above the table (UA 1000: 50.43 °C > 50)', () => {
    const result = computeSystemBalance({
      ...ONE_ROOM,
      condenser: { heatRejectionKcalhPerK: 1000, count: 1 },
    });
    expect(result).toMatchObject({ status: 'no-balance', reason: 'CONDENSERS_TOO_SMALL' });
  });
});

describe('computeSystemBalance — no balance', () => {
  it('says the unit is too small when it never catches up', () => {
    const tiny = {
      ...ONE_ROOM,
      rooms: [{ roomTemperatureC: 10, count: 6, evaporator: COIL(30_000) }],
    };
    const result = computeSystemBalance(tiny);
    expect(result).toMatchObject({
      status: 'no-balance',
      reason: 'UNIT_TOO_SMALL',
      searchedFromC: -3,
      searchedToC: 7,
    });
    if (result.status === 'no-balance') {
      const [evaporatorsTop, unitTop] = [
        result.evaporatorCapacityAtEndsKcalh?.[1] ?? 0,
        result.unitCapacityAtEndsKcalh?.[1] ?? 0,
      ];
      expect(evaporatorsTop).toBeGreaterThan(unitTop);
    }
    expectDomainError(() => requireBalancedSystem(result), 'NO_BALANCE_POINT', 'unit');
  });

  it('says the evaporators are too small when the unit outpumps them everywhere', () => {
    const result = computeSystemBalance({
      ...ONE_ROOM,
      rooms: [{ roomTemperatureC: 10, count: 1, evaporator: COIL(300) }],
    });
    expect(result).toMatchObject({ status: 'no-balance', reason: 'EVAPORATORS_TOO_SMALL' });
  });

  it('says there is no common range for rooms colder than the unit’s table', () => {
    const result = computeSystemBalance({
      ...ONE_ROOM,
      rooms: [{ roomTemperatureC: -20, count: 1, evaporator: COIL(6000) }],
    });
    expect(result).toMatchObject({
      status: 'no-balance',
      reason: 'NO_COMMON_RANGE',
      evaporatorCapacityAtEndsKcalh: null,
    });
  });
});

describe('computeSystemBalance — catalogue and special equipment', () => {
  it('balances a demonstration system near its design point', () => {
    const result = requireBalancedSystem(
      computeSystemBalance({
        ...ONE_ROOM,
        rooms: [{ roomTemperatureC: 0, count: 1, evaporator: findEvaporator('FM-2X450-45') }],
        unit: { source: 'CATALOGUE', model: findUnit('UCM-130M'), count: 1, frequencyHz: 60 },
      }),
    );
    expect(result.evaporatingTemperatureC).toBeGreaterThan(-12);
    expect(result.evaporatingTemperatureC).toBeLessThan(-6);
    expect(Math.abs(result.evaporatorCapacityKcalh / result.unitCapacityKcalh - 1)).toBeLessThan(
      0.005,
    );
  });

  it('balances a special unit (4 %/K around its rating) with a special evaporator', () => {
    const result = requireBalancedSystem(
      computeSystemBalance({
        ...ONE_ROOM,
        rooms: [
          {
            roomTemperatureC: 0,
            count: 1,
            evaporator: createSpecialEvaporatorCapacity(6000, 6, -6, 'R404A'),
          },
        ],
        unit: {
          source: 'SPECIAL',
          unitCapacityKcalh: 6000,
          unitPowerKw: 3,
          ratedSuctionTemperatureC: -8,
          count: 1,
        },
      }),
    );
    // Rated so that both sides give 6000 kcal/h at Te = −6 °C (w cancels at the rating).
    expect(result.evaporatingTemperatureC).toBeCloseTo(-6, 6);
    expect(result.unitPowerKw).toBe(3);
  });

  it('warns when the resulting DT falls below the refrigerant’s minimum', () => {
    // 3 × 6000·(10 − Te)/6 = 9800 + 600·Te → Te = 5.61 °C, DT 4.39 K < 5 K (R448A)
    const rack = {
      ...LINEAR_RACK,
      capacityTables: [{ ...LINEAR_TABLE, refrigerantCode: 'R448A' }],
    };
    const result = requireBalancedSystem(
      computeSystemBalance({
        ...ONE_ROOM,
        refrigerantCode: 'R448A',
        rooms: [
          {
            roomTemperatureC: 10,
            count: 3,
            evaporator: { ...COIL(6000), refrigerantFactors: { R448A: 1 } },
          },
        ],
        unit: { source: 'CATALOGUE', model: rack, count: 1, frequencyHz: 60 },
      }),
    );
    expect(result.resultingDtK).toBeCloseTo(10 - 20_200 / 3600, 9);
    expect(result.warnings.map((w) => w.code)).toEqual(['RESULTING_DT_BELOW_MINIMUM']);
  });

  it('refuses bad input with coded errors', () => {
    expectDomainError(
      () => computeSystemBalance({ ...ONE_ROOM, rooms: [] }),
      'MISSING_INPUT',
      'rooms',
    );
    expectDomainError(
      () =>
        computeSystemBalance({
          ...ONE_ROOM,
          rooms: [{ roomTemperatureC: 30, count: 1, evaporator: COIL(1) }],
        }),
      'OUT_OF_RANGE',
      'rooms[0].roomTemperatureC',
    );
    expectDomainError(
      () =>
        computeSystemBalance({
          ...ONE_ROOM,
          rooms: [{ roomTemperatureC: 0, count: 0, evaporator: COIL(1) }],
        }),
      'INVALID_INPUT',
      'rooms[0].count',
    );
    expectDomainError(
      () => computeSystemBalance({ ...ONE_ROOM, refrigerantCode: 'R22' }),
      'UNKNOWN_REFERENCE',
      'refrigerantCode',
    );
    expectDomainError(
      () => computeSystemBalance({ ...ONE_ROOM, ambientTemperatureC: 45 }),
      'OUT_OF_CATALOGUE_RANGE',
      'ambientTemperatureC',
    );
    expectDomainError(
      () => computeSystemBalance({ ...ONE_ROOM, loadLossK: 11 }),
      'OUT_OF_RANGE',
      'loadLossK',
    );
    const condensing = {
      ...ONE_ROOM,
      unit: {
        source: 'CATALOGUE',
        model: { ...LINEAR_RACK, kind: 'CONDENSING_UNIT' },
        count: 1,
        frequencyHz: 60,
      },
      condenser: { heatRejectionKcalhPerK: 1, count: 1 },
    } as const;
    expectDomainError(() => computeSystemBalance(condensing), 'INVALID_INPUT', 'condenser');
  });
});

describe('computeSystemBalance — properties on the demonstration catalogue', () => {
  const units = CATALOG.condensingUnits.filter((u) => u.application === 'MEDIUM');
  const coils = CATALOG.evaporators.filter((m) => m.capacity.ratingCondition === 'SC2');

  it('more evaporator capacity never lowers the resulting capacity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...units),
        fc.constantFrom(...coils),
        fc.integer({ min: 1, max: 4 }),
        fc.double({ min: 1, max: 2, noNaN: true }),
        fc.double({ min: -2, max: 12, noNaN: true }),
        (unit, coil, count, boost, room) => {
          const input = (factor: number): SystemBalanceInput => ({
            refrigerantCode: 'R404A',
            ambientTemperatureC: 35,
            loadLossK: 1,
            rooms: [
              {
                roomTemperatureC: room,
                count,
                evaporator: {
                  ...coil.capacity,
                  referenceCapacityKcalh: coil.capacity.referenceCapacityKcalh * factor,
                },
              },
            ],
            unit: { source: 'CATALOGUE', model: unit, count: 1, frequencyHz: 60 },
          });
          const small = computeSystemBalance(input(1));
          const big = computeSystemBalance(input(boost));
          fc.pre(small.status === 'balanced' && big.status === 'balanced');
          if (small.status === 'balanced' && big.status === 'balanced') {
            expect(big.resultingCapacityKcalh).toBeGreaterThanOrEqual(
              small.resultingCapacityKcalh * (1 - 1e-6),
            );
            expect(big.evaporatingTemperatureC).toBeGreaterThanOrEqual(
              small.evaporatingTemperatureC - 0.01,
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('balances both sides within the 0.01 K tolerance', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...units),
        fc.constantFrom(...coils),
        fc.integer({ min: 1, max: 6 }),
        (unit, coil, count) => {
          const result = computeSystemBalance({
            refrigerantCode: 'R22',
            ambientTemperatureC: 38,
            loadLossK: 2,
            rooms: [{ roomTemperatureC: 2, count, evaporator: coil.capacity }],
            unit: { source: 'CATALOGUE', model: unit, count: 1, frequencyHz: null },
          });
          if (result.status === 'balanced') {
            // Within 0.01 K of Te the two sides differ by less than their slopes × 0.01 K (≈ 0.1 %).
            expect(
              Math.abs(result.evaporatorCapacityKcalh / result.unitCapacityKcalh - 1),
            ).toBeLessThan(2e-3);
            expect(result.frequencyFactor).toBe(0.83);
          } else {
            expect(['UNIT_TOO_SMALL', 'EVAPORATORS_TOO_SMALL']).toContain(result.reason);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
