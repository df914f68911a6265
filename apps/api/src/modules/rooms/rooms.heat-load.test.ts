import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import type { HeatLoadRecord } from '@camara-fria/contracts';
import { assertFiniteHeatLoad, findNonFinite } from './rooms.heat-load.ts';

const heatLoad = (totalKw: number): HeatLoadRecord => ({
  summary: {
    heatTransfer: 1,
    doors: 1,
    goods: 1,
    additionalLoad: 1,
    totalKw,
    totalKcalh: totalKw * 859.845,
    safetyMargin: 10,
    safetyMarginKw: 0.4,
    averageKw24h: totalKw * 0.75,
    calcVersion: '1.0.0',
  },
  steps: [],
  warnings: [],
});

describe('the finite guard before a room is written', () => {
  it('names the first number that is NaN or infinite, wherever it is', () => {
    expect(findNonFinite({ a: 1, b: [2, { c: 3 }], d: null, e: 'x' })).toBeNull();
    expect(findNonFinite({ a: 1, b: [2, { c: Number.POSITIVE_INFINITY }] })).toBe('b.1.c');
    expect(findNonFinite({ a: Number.NaN })).toBe('a');
  });

  it('refuses an infinite result with 422 HEAT_LOAD_NOT_FINITE and a Portuguese message', () => {
    const document = { goods: [] } as never;
    expect(() => assertFiniteHeatLoad(document, heatLoad(12))).not.toThrow();
    let caught: unknown;
    try {
      assertFiniteHeatLoad(document, heatLoad(Number.POSITIVE_INFINITY));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    const error = caught as AppError;
    expect([error.status, error.code]).toEqual([422, 'HEAT_LOAD_NOT_FINITE']);
    expect(error.message).toContain('carga térmica');
    expect(error.details?.map((detail) => detail.path)).toEqual(['heatLoad.summary.totalKw']);
  });
});
