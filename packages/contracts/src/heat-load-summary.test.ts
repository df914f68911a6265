import { computeHeatLoad } from '@camara-fria/domain';
import { buildChilledRoom, buildGoodsItem, REFS } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  completeHeatLoadSummary,
  HEAT_LOAD_WARNING_MESSAGES,
  recordHeatLoad,
  translateHeatLoadWarning,
  summarizeHeatLoad,
  withRespirationLoads,
} from './heat-load-summary.ts';
import { HeatLoadSummarySchema } from './room.schema.ts';

describe('the heat-load summary of a result', () => {
  it('gives the parts and totals of a calculated room with its margin and rules version', () => {
    const room = buildChilledRoom({ safetyMargin: 15 });
    const result = computeHeatLoad(room, REFS);
    if (result.mode !== 'CALCULATED') throw new Error('expected a calculated load');
    const summary = summarizeHeatLoad(result, room.safetyMargin);
    expect(HeatLoadSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toEqual({
      heatTransfer: result.heatTransfer,
      doors: result.doors,
      goods: result.goods,
      additionalLoad: result.additionalLoad,
      totalKw: result.totalKw,
      totalKcalh: result.totalKcalh,
      safetyMargin: 15,
      safetyMarginKw: result.safetyMarginKw,
      averageKw24h: result.averageKw24h,
      calcVersion: result.calcVersion,
    });
  });

  it('completes a summary stored before the margin in kW and the 24 h average existed', () => {
    const stored = {
      heatTransfer: 1,
      doors: 2,
      goods: 3,
      additionalLoad: 4,
      totalKw: 11,
      totalKcalh: 11 * 859.845,
      safetyMargin: 10,
      calcVersion: '1.0.0',
    };
    // Σ parts 10 kW · 10 % = 1 kW; 11 kW over 18 h a day = 11 · 18 / 24 = 8.25 kW over 24 h.
    const completed = completeHeatLoadSummary(stored, 18);
    expect(completed.safetyMarginKw).toBeCloseTo(1, 12);
    expect(completed.averageKw24h).toBeCloseTo(8.25, 12);
    expect(completed).toMatchObject(stored);
    const typed = { ...stored, heatTransfer: null, doors: null, goods: null, additionalLoad: null };
    expect(completeHeatLoadSummary(typed, 18)).toMatchObject({
      safetyMarginKw: null,
      averageKw24h: null,
    });
    const current = { ...stored, safetyMarginKw: 2, averageKw24h: 3 };
    expect(completeHeatLoadSummary(current, 18)).toEqual(current);
  });

  it('leaves the parts empty for a typed total', () => {
    const room = buildChilledRoom({ calculationType: 2, typedTotalKcalh: 8600 });
    const summary = summarizeHeatLoad(computeHeatLoad(room, REFS), room.safetyMargin);
    expect(summary).toMatchObject({
      heatTransfer: null,
      doors: null,
      goods: null,
      totalKcalh: 8600,
    });
  });

  it('records the memorial steps and the warnings in Portuguese, keeping code and field', () => {
    const room = buildChilledRoom({
      goods: [buildGoodsItem({ checkinTemperature: -25, checkoutTemperature: -20 })],
    });
    const result = computeHeatLoad(room, REFS);
    const record = recordHeatLoad(result, room.safetyMargin);
    expect(record.steps).toBe(result.steps);
    expect(result.warnings.map((warning) => warning.code)).toEqual(['GOODS_WARMING']);
    expect(record.warnings).toEqual([
      {
        code: 'GOODS_WARMING',
        message: HEAT_LOAD_WARNING_MESSAGES.GOODS_WARMING,
        field: result.warnings[0]?.field,
        stepKey: 'goods.0.pullDown',
      },
    ]);
    // A warning stored in English by an older engine is answered in Portuguese.
    const old = {
      code: 'GOODS_WARMING' as const,
      message: 'check-in is colder',
      field: 'goods[0]',
    };
    expect(translateHeatLoadWarning(old).message).toBe(HEAT_LOAD_WARNING_MESSAGES.GOODS_WARMING);
  });

  it('writes each goods item’s respiration load back, null for a typed total', () => {
    const room = buildChilledRoom();
    const calculated = computeHeatLoad(room, REFS);
    // 2 500 kg at 40 mW/kg.
    expect(withRespirationLoads(room.goods, calculated)[0]?.respirationHeatLoad).toBeCloseTo(100);
    const typed = computeHeatLoad({ ...room, calculationType: 2, typedTotalKcalh: 1000 }, REFS);
    expect(withRespirationLoads(room.goods, typed)[0]?.respirationHeatLoad).toBeNull();
  });
});
