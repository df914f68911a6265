import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from '../catalog/demo-catalog.ts';
import type { UnitModel } from '../catalog/types.ts';
import type { SystemBalanceInput } from './balance-types.ts';
import { solveCondensingTemperature } from './condensing-temperature.ts';
import { computeSystemBalance, requireBalancedSystem } from './system-balance.ts';
import { buildUnitCurve } from './unit-curve.ts';

const CATALOG = generateDemoCatalog();
const rack = CATALOG.compressorUnits.find((unit) => unit.code === 'RC-320B') as UnitModel;
const evaporator = CATALOG.evaporators.find((model) => model.code === 'FBA-2X630-120');
const condenserUa = (code: string) =>
  CATALOG.remoteCondensers.find((model) => model.code === code)?.heatRejectionKcalhPerK ?? 0;

/**
 * Issue 28, item 5: a frozen room (−26 °C) with two FBA-2X630-120 evaporators on the rack RC-320B, R404A,
 * 35 °C ambient, 2 K suction loss, 60 Hz. Checked, not balanced (before): the table's Tc
 * whatever the condensers.
 */
const FROZEN_RACK: SystemBalanceInput = {
  refrigerantCode: 'R404A',
  ambientTemperatureC: 35,
  loadLossK: 2,
  rooms: [
    {
      roomTemperatureC: -26,
      count: 2,
      evaporator: evaporator?.capacity ?? CATALOG.evaporators[0]!.capacity,
    },
  ],
  unit: { source: 'CATALOGUE', model: rack, count: 1, frequencyHz: 60 },
};
const on = (code: string) =>
  requireBalancedSystem(
    computeSystemBalance({
      ...FROZEN_RACK,
      condenser: { heatRejectionKcalhPerK: condenserUa(code), count: 1 },
    }),
  );

/**
 * The issue measured −30,99 °C, 27.690 kcal/h at 45 °C and "about 25.590" on CR-4X500 on the
 * demonstration catalogue 1.0.0, whose units were rated on the AHRI 540 basis; this branch found
 * 25.510 there (within 0,3 %) and Tc 42,8 °C on CR-8X500. Catalogue 1.1.0 puts the units on
 * EN 12900 (docs/decisions/062: same capacity at the sizing point, compressors 15,8 % larger at
 * LOW, so more power and rejection), which moves these figures; they are pinned below as
 * computed on 1.1.0, each with the balance equation checked independently of the solver.
 */
describe('a rack on its remote condensers (issue 28, item 5)', () => {
  const atDesign = requireBalancedSystem(computeSystemBalance(FROZEN_RACK));

  it('is the issue’s rack: at the table’s Tc (45 °C) it balances at Te −30,95 °C and 27.437 kcal/h', () => {
    expect(evaporator).toBeDefined();
    expect(atDesign.evaporatingTemperatureC).toBeCloseTo(-30.95, 2);
    expect(atDesign.resultingCapacityKcalh).toBeCloseTo(27_437, -1);
  });

  it('on an undersized condenser (CR-4X500) gives 11 % less than at 45 °C, at Tc = Tamb + Qrej/UA, and warns', () => {
    const short = on('CR-4X500');
    // ±0,5 %: 24.257 kcal/h on catalogue 1.1.0 (25.510 on 1.0.0, the "about 25.590").
    expect(short.resultingCapacityKcalh).toBeGreaterThan(24_257 * 0.995);
    expect(short.resultingCapacityKcalh).toBeLessThan(24_257 * 1.005);
    expect(short.resultingCapacityKcalh / atDesign.resultingCapacityKcalh).toBeLessThan(0.9);
    expect(short.evaporatingTemperatureC).toBeGreaterThan(atDesign.evaporatingTemperatureC);
    const condenser = short.condenser;
    expect(condenser?.designCondensingTemperatureC).toBe(45);
    expect(condenser?.isSufficient).toBe(false);
    // The balance, checked by hand: UA·(Tc − Tamb) is what the compressors reject (Q + P).
    const tc = condenser?.condensingTemperatureC ?? 0;
    expect(tc).toBeGreaterThan(45);
    expect(condenserUa('CR-4X500') * (tc - 35)).toBeCloseTo(short.rejectedHeatKcalh, 0);
    expect(condenser?.availableRejectionKcalh).toBeCloseTo(
      condenser?.requiredRejectionKcalh ?? 0,
      1,
    );
    expect(condenser?.requiredRejectionKcalh).toBeCloseTo(short.rejectedHeatKcalh, 6);
    expect(short.warnings.map((warning) => warning.code)).toEqual(['CONDENSER_UNDERSIZED']);
  });

  it('on an ample condenser (CR-8X500) settles below 45 °C (43,3 °C) and gives more than at 45 °C', () => {
    const ample = on('CR-8X500');
    const tc = ample.condenser?.condensingTemperatureC ?? 0;
    expect(tc).toBeCloseTo(43.3, 1);
    expect(condenserUa('CR-8X500') * (tc - 35)).toBeCloseTo(ample.rejectedHeatKcalh, 0);
    expect(ample.condenser?.isSufficient).toBe(true);
    expect(ample.resultingCapacityKcalh).toBeGreaterThan(atDesign.resultingCapacityKcalh);
    expect(ample.warnings).toEqual([]);
  });
});

describe('solveCondensingTemperature', () => {
  it('is Tamb + Q_rej / UA for a special unit (capacity independent of Tc)', () => {
    const unit = buildUnitCurve(
      {
        source: 'SPECIAL',
        unitCapacityKcalh: 20_000,
        unitPowerKw: 5,
        ratedSuctionTemperatureC: -10,
        count: 1,
      },
      'R404A',
      35,
    );
    const point = solveCondensingTemperature(unit, 2000, 35, -10);
    // 20 000 + 5 · 859.845 = 24 299.225 kcal/h over 2 000 kcal/(h·K): 12.15 K above 35 °C.
    expect(point.condensingTemperatureC).toBeCloseTo(35 + 24_299.225 / 2000, 5);
    expect(point.control).toBe('FLOATING');
    expect(point.condenserRejectionKcalh).toBeCloseTo(point.rejectedHeatKcalh, 2);
  });

  it('stays inside the table’s condensing range (ambient axis + offset) and says when held', () => {
    const unit = buildUnitCurve(FROZEN_RACK.unit, 'R404A', 35);
    expect([unit.condensingMinC, unit.condensingMaxC]).toEqual([35, 53]);
    // Air at 30 °C: huge condensers would condense below 35 °C, the table's lowest Tc.
    expect(solveCondensingTemperature(unit, 1e6, 30, -33)).toMatchObject({
      control: 'MINIMUM',
      condensingTemperatureC: 35,
    });
    expect(solveCondensingTemperature(unit, 1e6, 35, -33).control).toBe('FLOATING');
    expect(solveCondensingTemperature(unit, 100, 35, -33)).toMatchObject({
      control: 'MAXIMUM',
      condensingTemperatureC: 53,
    });
  });
});
