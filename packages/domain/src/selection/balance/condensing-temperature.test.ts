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
 * 35 °C ambient, 2 K suction loss, 60 Hz. Checked, not balanced (before): Te −30,99 °C and
 * 27.690 kcal/h whatever the condensers.
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

describe('a rack on its remote condensers (issue 28, item 5)', () => {
  it('is the issue’s rack: at the table’s Tc (45 °C) it balances at Te −30,99 °C and 27.690 kcal/h', () => {
    expect(evaporator).toBeDefined();
    const atDesign = requireBalancedSystem(computeSystemBalance(FROZEN_RACK));
    expect(atDesign.evaporatingTemperatureC).toBeCloseTo(-30.99, 2);
    expect(Math.round(atDesign.resultingCapacityKcalh / 10) * 10).toBe(27_690);
  });

  it('on an undersized condenser (CR-4X500) gives about 25.590 kcal/h, not 27.690, and warns', () => {
    const short = on('CR-4X500');
    // The independent solve (Tc = Tamb + Qrej/UA) gives "about 25.590": within 0.5 %.
    expect(short.resultingCapacityKcalh).toBeGreaterThan(25_590 * 0.995);
    expect(short.resultingCapacityKcalh).toBeLessThan(25_590 * 1.005);
    expect(short.evaporatingTemperatureC).toBeGreaterThan(-30.99);
    const condenser = short.condenser;
    expect(condenser?.designCondensingTemperatureC).toBe(45);
    expect(condenser?.condensingTemperatureC).toBeGreaterThan(45);
    expect(condenser?.isSufficient).toBe(false);
    // The balance: the condensers reject what the compressors do, at Tc.
    expect(condenser?.availableRejectionKcalh).toBeCloseTo(
      condenser?.requiredRejectionKcalh ?? 0,
      1,
    );
    expect(condenser?.requiredRejectionKcalh).toBeCloseTo(short.rejectedHeatKcalh, 6);
    expect(short.warnings.map((warning) => warning.code)).toEqual(['CONDENSER_UNDERSIZED']);
  });

  it('on an ample condenser (CR-8X500) settles at Tc 42,8 °C, not 45', () => {
    const ample = on('CR-8X500');
    expect(ample.condenser?.condensingTemperatureC).toBeCloseTo(42.8, 1);
    expect(ample.condenser?.isSufficient).toBe(true);
    expect(ample.resultingCapacityKcalh).toBeGreaterThan(27_690);
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
