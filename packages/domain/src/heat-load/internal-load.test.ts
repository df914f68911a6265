import { describe, expect, it } from 'vitest';
import { buildAdditionalLoad } from '../testing/room-builders.ts';
import { expectDomainError } from '../../test/support/expect-domain-error.ts';
import { computeInternalLoad, computePersonHeat, FORKLIFT_POWER_KW } from './internal-load.ts';

const room = { roomTemperature: -20, length: 10, width: 8 };

describe('other loads', () => {
  it('uses ASHRAE 272 − 6 t W per person', () => {
    expect(computePersonHeat(-20)).toBe(392);
    expect(computePersonHeat(0)).toBe(272);
  });

  it('documents a 5 kW electric forklift', () => {
    expect(FORKLIFT_POWER_KW).toBe(5);
  });

  it('computes each daily energy', () => {
    const result = computeInternalLoad(buildAdditionalLoad(), room, FORKLIFT_POWER_KW);
    const values = Object.fromEntries(result.steps.map((step) => [step.key, step.result.value]));
    expect(values['additionalLoad.staff']).toBeCloseTo(2 * 392 * 8 * 3.6, 9);
    expect(values['additionalLoad.forklift']).toBeCloseTo(1 * 5 * 8 * 3600, 9);
    expect(values['additionalLoad.evaporator']).toBeCloseTo(2 * 0.8 * 18 * 3600, 9);
    expect(values['additionalLoad.lighting']).toBeCloseTo(10.8 * 80 * 24 * 3.6, 9);
    expect(values['additionalLoad.other']).toBeCloseTo(0.5 * 4 * 3600, 9);
    const sum = Object.values(values).reduce((total, value) => total + value, 0);
    expect(result.daily).toBeCloseTo(sum, 9);
  });

  it('takes the forklift power it is given', () => {
    const base = computeInternalLoad(buildAdditionalLoad(), room, 5);
    const heavier = computeInternalLoad(buildAdditionalLoad(), room, 10);
    expect(heavier.daily - base.daily).toBeCloseTo(5 * 8 * 3600, 6);
  });

  it('refuses missing sections, negative counts and durations over 24 h', () => {
    const load = buildAdditionalLoad();
    const noStaff = { ...load, staff: undefined };
    expectDomainError(
      () => computeInternalLoad(noStaff, room, 5),
      'MISSING_INPUT',
      'additionalLoad.staff',
    );
    const negative = { ...load, forklift: { count: -1, duration: 8 } };
    expectDomainError(
      () => computeInternalLoad(negative, room, 5),
      'OUT_OF_RANGE',
      'additionalLoad.forklift.count',
    );
    const long = { ...load, lighting: { power: 10, duration: 25 } };
    expectDomainError(
      () => computeInternalLoad(long, room, 5),
      'OUT_OF_RANGE',
      'additionalLoad.lighting.duration',
    );
  });
});
