import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { generateDemoCatalog } from '../catalog/demo-catalog.ts';
import type { EvaporatorCapacityData, UnitModel } from '../catalog/types.ts';
import { sampleBalanceCurve } from './balance-curve.ts';
import type { SystemBalanceInput } from './balance-types.ts';
import { computeSystemBalance, requireBalancedSystem } from './system-balance.ts';

const RACK = generateDemoCatalog().compressorUnits[0] as UnitModel;

/** Linear unit: at 35 °C, 8000 + 600·(Ts + 5) kcal/h for Ts in [−5, 5]. */
const LINEAR_UNIT: UnitModel = {
  ...RACK,
  code: 'LINEAR',
  capacityTables: [
    {
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
    },
  ],
};
/**
 * 6000 kcal/h at DT 6 K and Te 2 °C (inlet air 8 °C; wet-coil factor flat at 1.35 from 5 °C up),
 * valid to 3 × its DT so the whole sampled range stays on the linear part.
 */
const COIL: EvaporatorCapacityData = {
  referenceCapacityKcalh: 6000,
  referenceDtK: 6,
  referenceEvaporatingTemperatureC: 2,
  ratingCondition: 'TEST',
  refrigerantFactors: { R404A: 1 },
  maxDtFactor: 3,
};
const INPUT: SystemBalanceInput = {
  refrigerantCode: 'R404A',
  ambientTemperatureC: 35,
  loadLossK: 2,
  rooms: [{ roomTemperatureC: 10, count: 2, evaporator: COIL }],
  unit: { source: 'CATALOGUE', model: LINEAR_UNIT, count: 1, frequencyHz: 60 },
};

describe('sampleBalanceCurve', () => {
  it('samples both sides over the solver range, Te − loadLoss on the unit side (hand values)', () => {
    const curve = sampleBalanceCurve(INPUT, 11);
    // Range: suction −5…5 °C + loadLoss 2 → Te −3…7 °C, capped by the 10 °C room.
    const temperatures = curve.map((point) => point.evaporatingTemperatureC);
    expect(temperatures).toHaveLength(11);
    temperatures.forEach((te, index) => expect(te).toBeCloseTo(index - 3, 9));
    // Te ≥ 0: evaporators 2 · 6000 · (10 − Te) / 6 = 20 000 − 2000·Te; unit 8000 + 600·(Te − 2 + 5).
    const at = (te: number) => curve.find((p) => Math.abs(p.evaporatingTemperatureC - te) < 1e-9);
    expect(at(0)?.evaporatorCapacityKcalh).toBeCloseTo(20_000, 6);
    expect(at(0)?.unitCapacityKcalh).toBeCloseTo(9800, 6);
    expect(at(7)?.evaporatorCapacityKcalh).toBeCloseTo(6000, 6);
    expect(at(7)?.unitCapacityKcalh).toBeCloseTo(14_000, 6);
    // Te = −3 °C: the room's air (10 °C) and the rating's (8 °C) both have w = 1.35.
    expect(at(-3)?.evaporatorCapacityKcalh).toBeCloseTo(26_000, 6);
    expect(at(-3)?.unitCapacityKcalh).toBeCloseTo(8000, 6);
  });

  it('has the balance point between the samples where the sides cross', () => {
    const balance = requireBalancedSystem(computeSystemBalance(INPUT));
    const curve = sampleBalanceCurve(INPUT);
    expect(curve).toHaveLength(31);
    const crossing = curve.findIndex(
      (point) => (point.unitCapacityKcalh ?? 0) >= point.evaporatorCapacityKcalh,
    );
    expect(crossing).toBeGreaterThan(0);
    expect(curve[crossing - 1]?.evaporatingTemperatureC).toBeLessThan(
      balance.evaporatingTemperatureC,
    );
    expect(curve[crossing]?.evaporatingTemperatureC).toBeGreaterThanOrEqual(
      balance.evaporatingTemperatureC,
    );
  });

  it('draws the 20 K below the coldest room when the sides share no temperature, the unit null outside its table', () => {
    const cold: SystemBalanceInput = {
      ...INPUT,
      rooms: [{ roomTemperatureC: -10, count: 2, evaporator: COIL }],
    };
    expect(computeSystemBalance(cold).status).toBe('no-balance');
    const curve = sampleBalanceCurve(cold, 21);
    expect(curve[0]?.evaporatingTemperatureC).toBeCloseTo(-30, 9);
    expect(curve.at(-1)?.evaporatingTemperatureC).toBeCloseTo(-10, 9);
    // The unit's suction begins at −5 °C, Te −3 °C: above −10 °C, so null everywhere.
    expect(curve.every((point) => point.unitCapacityKcalh === null)).toBe(true);
    expect(curve.at(-1)?.evaporatorCapacityKcalh).toBe(0);
  });

  it('refuses a bad number of points', () => {
    expectDomainError(() => sampleBalanceCurve(INPUT, 1), 'INVALID_INPUT', 'points');
  });
});

describe('a room beyond its evaporator maximum DT (issue 28 item 6)', () => {
  it('holds the capacity at the maximum DT and warns', () => {
    const { maxDtFactor: _wide, ...ratedCoil } = COIL;
    const balance = requireBalancedSystem(
      computeSystemBalance({
        ...INPUT,
        ambientTemperatureC: 40,
        rooms: [{ roomTemperatureC: 10, count: 2, evaporator: ratedCoil }],
        unit: { ...INPUT.unit, count: 2 },
      }),
    );
    // Hand-worked (fixtures/reference/selection-balance.json): 15 600 = 17 600 + 1200·Te.
    expect(balance.evaporatingTemperatureC).toBeCloseTo(-5 / 3, 5);
    expect(balance.rooms[0]?.maxDtK).toBeCloseTo(7.8, 12);
    expect(balance.warnings.map((warning) => warning.code)).toContain(
      'EVAPORATOR_DT_ABOVE_MAXIMUM',
    );
  });
});
