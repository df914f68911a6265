import { describe, expect, it } from 'vitest';
import { buildGoodsItem } from '../testing/room-builders.ts';
import { expectDomainError } from '../../test/support/expect-domain-error.ts';
import {
  classifyGoodsCase,
  computeProductLoad,
  computePullDownEnergy,
  computeRespirationHeatLoad,
} from './product-load.ts';
import type { HeatLoadWarning } from './types.ts';

const fish = {
  mass: 800,
  checkinTemperature: 18,
  checkoutTemperature: -8,
  freezingPoint: -3,
  specificHeatAboveFreezing: 0.7,
  specificHeatBelowFreezing: 0.3,
  latentHeatOfFusion: 61.2,
};

describe('goods cases', () => {
  it('classifies by check-in, check-out and freezing point', () => {
    expect(classifyGoodsCase(-3, -18, -3)).toBe('FROZEN_ON_ARRIVAL');
    expect(classifyGoodsCase(10, -3, -3)).toBe('NEVER_FREEZES');
    expect(classifyGoodsCase(18, -8, -3)).toBe('CROSSES_FREEZING');
    expect(classifyGoodsCase(18, -8, null)).toBe('NEVER_FREEZES');
  });

  it('computes each case with its formula', () => {
    expect(computePullDownEnergy(fish).case).toBe('CROSSES_FREEZING');
    expect(computePullDownEnergy(fish).energy).toBeCloseTo(11_760 + 48_960 + 1_200, 9);
    expect(computePullDownEnergy({ ...fish, checkoutTemperature: 2 }).energy).toBeCloseTo(
      800 * 0.7 * 16,
      9,
    );
    expect(computePullDownEnergy({ ...fish, checkinTemperature: -5 }).energy).toBeCloseTo(
      800 * 0.3 * 3,
      9,
    );
  });

  it('needs only the properties of its case', () => {
    const chilled = {
      ...fish,
      checkoutTemperature: 2,
      specificHeatBelowFreezing: null,
      latentHeatOfFusion: null,
    };
    expect(computePullDownEnergy(chilled).energy).toBeCloseTo(8960, 9);
    expectDomainError(
      () => computePullDownEnergy({ ...fish, latentHeatOfFusion: null }, 'goods[0]'),
      'MISSING_INPUT',
      'goods[0].latentHeatOfFusion',
    );
    expectDomainError(
      () =>
        computePullDownEnergy(
          { ...fish, freezingPoint: null, specificHeatAboveFreezing: null },
          'goods[1]',
        ),
      'MISSING_INPUT',
      'goods[1].specificHeatAboveFreezing',
    );
  });
});

describe('respiration', () => {
  it('is storageCapacity · heatOfRespiration / 1000 W', () => {
    expect(computeRespirationHeatLoad(20_000, 45)).toBe(900);
    expect(computeRespirationHeatLoad(20_000, null)).toBe(0);
  });
});

describe('products part', () => {
  it('holds the pull-down as a 24 h average and adds respiration over 24 h', () => {
    const item = buildGoodsItem({
      dailyMovement: 1000,
      storageCapacity: 10_000,
      checkinTemperature: 10,
      checkoutTemperature: 2,
      processingTime: 12,
      specificHeatAboveFreezing: 3.9,
      heatOfRespiration: 60,
    });
    const result = computeProductLoad([item], []);
    const pullDown = 1000 * 3.9 * 8;
    expect(result.items[0]?.pullDownDaily).toBeCloseTo((pullDown * 24) / 12, 9);
    expect(result.items[0]?.respirationHeatLoad).toBe(600);
    expect(result.daily).toBeCloseTo((pullDown * 24) / 12 + 600 * 86.4, 6);
    expect(result.steps.map((step) => step.key)).toEqual([
      'goods.0.pullDown',
      'goods.0.respiration',
    ]);
  });

  it('warns when goods leave warmer than they arrive', () => {
    const warnings: HeatLoadWarning[] = [];
    computeProductLoad([buildGoodsItem({ checkinTemperature: -25 })], warnings);
    expect(warnings[0]).toMatchObject({
      code: 'GOODS_WARMING',
      field: 'goods[0].checkinTemperature',
    });
  });

  it('refuses bad goods with codes', () => {
    expectDomainError(() => computeProductLoad(undefined, []), 'MISSING_INPUT', 'goods');
    expectDomainError(
      () => computeProductLoad([buildGoodsItem({ processingTime: 0 })], []),
      'OUT_OF_RANGE',
      'goods[0].processingTime',
    );
    expectDomainError(
      () => computeProductLoad([buildGoodsItem({ dailyMovement: -1 })], []),
      'OUT_OF_RANGE',
      'goods[0].dailyMovement',
    );
    expectDomainError(
      () => computeProductLoad([buildGoodsItem({ heatOfRespiration: Number.NaN })], []),
      'INVALID_INPUT',
      'goods[0].heatOfRespiration',
    );
  });
});
