import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import {
  AMBIENT_TEMPERATURE_CHOICES_C,
  MAX_COMPARED_MODELS,
  REFERENCE_EVAPORATOR_DT_K,
  checkRoomCompatibility,
  computeAirExchangeRate,
  computeCapacitySlack,
  computeMinimumDt,
  computeRequiredUnitCapacity,
  doesEvaporatorFitRoom,
  hasCondensingCapacityWarning,
  isCondensingSuggestion,
  listDefrostOptions,
  toggleComparedModel,
} from './selection-rules.ts';

describe('minimum DT for a room joining a system (spec §4, §9)', () => {
  it('is 5 K for R448A and R449A, 2 K otherwise', () => {
    expect(computeMinimumDt('R448A')).toBe(5);
    expect(computeMinimumDt('R449A')).toBe(5);
    expect(computeMinimumDt('R404A')).toBe(2);
    expect(computeMinimumDt('R22')).toBe(2);
    expect(computeMinimumDt('R134a')).toBe(2);
  });

  it('admits a room at exactly the minimum and refuses one below it', () => {
    expect(checkRoomCompatibility(0, -5, 'R448A')).toEqual({
      isCompatible: true,
      dtK: 5,
      minimumDtK: 5,
    });
    expect(checkRoomCompatibility(0, -4, 'R449A').isCompatible).toBe(false);
    expect(checkRoomCompatibility(0, -2, 'R404A').isCompatible).toBe(true);
    expect(checkRoomCompatibility(0, -1.9, 'R22').isCompatible).toBe(false);
  });

  it('refuses non-finite temperatures', () => {
    expectDomainError(
      () => checkRoomCompatibility(Number.NaN, -5, 'R22'),
      'INVALID_INPUT',
      'roomTemperature',
    );
  });
});

describe('defrost options by room temperature (spec §5)', () => {
  it('offers no air defrost below 2 °C and only air from 2 °C', () => {
    expect(listDefrostOptions(-18)).toEqual(['ELETRICO', 'GAS']);
    expect(listDefrostOptions(1.99)).toEqual(['ELETRICO', 'GAS']);
    expect(listDefrostOptions(2)).toEqual(['AR']);
    expect(listDefrostOptions(12)).toEqual(['AR']);
  });
});

describe('evaporator count and fit (spec §5, §7)', () => {
  it('splits the room load over the evaporators', () => {
    expect(computeRequiredUnitCapacity(12_000, 3)).toBe(4000);
    expectDomainError(() => computeRequiredUnitCapacity(12_000, 0), 'INVALID_INPUT', 'count');
  });

  it('does not fit an evaporator longer than both room sides', () => {
    expect(doesEvaporatorFitRoom(2400, 2, 3)).toBe(true);
    expect(doesEvaporatorFitRoom(3000, 3, 2)).toBe(true);
    expect(doesEvaporatorFitRoom(3001, 3, 2)).toBe(false);
  });
});

describe('condensing-unit thresholds (spec §5, §9)', () => {
  it('suggests only above 90 % of the required capacity', () => {
    expect(isCondensingSuggestion(9000, 10_000)).toBe(false);
    expect(isCondensingSuggestion(9001, 10_000)).toBe(true);
  });

  it('warns above 120 % of the searched capacity', () => {
    expect(hasCondensingCapacityWarning(12_000, 10_000)).toBe(false);
    expect(hasCondensingCapacityWarning(12_001, 10_000)).toBe(true);
  });
});

describe('comparison (spec §4, §9)', () => {
  it('ticks up to 3 models, ignores a fourth and unticks', () => {
    expect(MAX_COMPARED_MODELS).toBe(3);
    const three = toggleComparedModel(toggleComparedModel(toggleComparedModel([], 'A'), 'B'), 'C');
    expect(three).toEqual(['A', 'B', 'C']);
    expect(toggleComparedModel(three, 'D')).toBe(three);
    expect(toggleComparedModel(three, 'B')).toEqual(['A', 'C']);
  });
});

describe('constants and form totals (spec §5, §9)', () => {
  it('fixes the DT of the SKU lookup at 6 K and the ambient choices', () => {
    expect(REFERENCE_EVAPORATOR_DT_K).toBe(6);
    expect(AMBIENT_TEMPERATURE_CHOICES_C).toEqual([32, 35, 38, 43]);
  });

  it('computes the custom-evaporator air exchanges and the compressor slack', () => {
    expect(computeAirExchangeRate(3000, 2, 5, 4)).toBe(300);
    expect(computeCapacitySlack(11_000, 10_000)).toBeCloseTo(10, 12);
    expectDomainError(() => computeAirExchangeRate(3000, 2, 0, 4), 'OUT_OF_RANGE', 'length');
    expectDomainError(() => computeCapacitySlack(11_000, 0), 'OUT_OF_RANGE', 'requiredKcalh');
  });
});
