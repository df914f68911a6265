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
/** 6000 kcal/h at DT 6 K and Te 2 °C (wet-coil factor flat at 1.35 from 0 °C up). */
const COIL: EvaporatorCapacityData = {
  referenceCapacityKcalh: 6000,
  referenceDtK: 6,
  referenceEvaporatingTemperatureC: 2,
  ratingCondition: 'TEST',
  refrigerantFactors: { R404A: 1 },
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
    // Te = −3 °C: wet-coil factor 1.35 − 3 · 0.025 = 1.275, over 1.35 at the rating.
    expect(at(-3)?.evaporatorCapacityKcalh).toBeCloseTo(26_000 * (1.275 / 1.35), 6);
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
