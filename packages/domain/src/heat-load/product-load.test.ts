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

  it('splits the pull-down into its parts, which add up to it, in each case (issue 11)', () => {
    // AIRAH fish: 800 · 0.7 · (18 − (−3)) = 11 760; 800 · 61.2 = 48 960; 800 · 0.3 · (−3 − (−8)) = 1 200 kcal
    const crossing = computePullDownEnergy(fish);
    expect(crossing.parts.aboveFreezing).toBeCloseTo(11_760, 9);
    expect(crossing.parts.freezing).toBeCloseTo(48_960, 9);
    expect(crossing.parts.belowFreezing).toBeCloseTo(1_200, 9);
    // Chilled, 18 → 2 °C: only cooling above freezing, 800 · 0.7 · 16 = 8 960 kcal.
    const chilled = computePullDownEnergy({ ...fish, checkoutTemperature: 2 });
    expect(chilled.parts).toEqual({ aboveFreezing: 8960, freezing: 0, belowFreezing: 0 });
    // Frozen on arrival, −5 → −8 °C: only cooling below freezing, 800 · 0.3 · 3 = 720 kcal.
    const frozen = computePullDownEnergy({ ...fish, checkinTemperature: -5 });
    expect(frozen.parts.aboveFreezing).toBe(0);
    expect(frozen.parts.freezing).toBe(0);
    expect(frozen.parts.belowFreezing).toBeCloseTo(720, 9);
    for (const result of [crossing, chilled, frozen]) {
      const { aboveFreezing, freezing, belowFreezing } = result.parts;
      expect(aboveFreezing + freezing + belowFreezing).toBeCloseTo(result.energy, 9);
    }
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

  it('shows each part of the pull-down in the memorial, per batch and per day (issue 11)', () => {
    // The fish in kJ, pulled down in 12 h: each part per day is twice the batch.
    const item = buildGoodsItem({
      dailyMovement: 800,
      checkinTemperature: 18,
      checkoutTemperature: -8,
      freezingPoint: -3,
      specificHeatAboveFreezing: 0.7,
      specificHeatBelowFreezing: 0.3,
      latentHeatOfFusion: 61.2,
      processingTime: 12,
    });
    const result = computeProductLoad([item], []);
    expect(result.items[0]?.pullDownParts.freezing).toBeCloseTo(48_960, 9);
    const step = result.steps.find((entry) => entry.key === 'goods.0.pullDown');
    const quantity = (symbol: string) => step?.inputs.find((input) => input.symbol === symbol);
    const expected = [
      ['Q1', 'Resfriamento acima do congelamento', 11_760],
      ['Q2', 'Congelamento', 48_960],
      ['Q3', 'Resfriamento abaixo do congelamento', 1_200],
    ] as const;
    for (const [symbol, label, batch] of expected) {
      expect(quantity(symbol)).toMatchObject({ label: `${label} (por lote)`, unit: 'kJ' });
      expect(quantity(symbol)?.value).toBeCloseTo(batch, 9);
      expect(quantity(`${symbol}_dia`)).toMatchObject({
        label: `${label} (por dia)`,
        unit: 'kJ/dia',
      });
      expect(quantity(`${symbol}_dia`)?.value).toBeCloseTo(batch * 2, 9);
    }
    expect(step?.formula).toContain('Q2 = m · L');
    expect(step?.result.value).toBeCloseTo(61_920 * 2, 9);
    expect(result.steps.find((entry) => entry.key === 'goods.0.respiration')).toBeDefined();
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
