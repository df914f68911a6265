import { describe, expect, it } from 'vitest';
import { buildAdditionalLoad } from '../testing/room-builders.ts';
import { expectDomainError } from '../../test/support/expect-domain-error.ts';
import { computeInternalLoad, computePersonHeat, FORKLIFT_POWER_KW } from './internal-load.ts';
import { ROOM_FIELDS } from './room-fields.ts';

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

  it('lists every input of each load in its step: count, power, duration, room data (issue 11)', () => {
    const load = buildAdditionalLoad({
      staff: { count: 3, duration: 7 },
      forklift: { count: 2, duration: 5 },
      evaporator: { count: 4, power: 0.65, duration: 19 },
      lighting: { power: 9.5, duration: 11 },
      other: { power: 1.25, duration: 3 },
    });
    const result = computeInternalLoad(load, room, FORKLIFT_POWER_KW);
    const SYMBOLS = { count: 'N', power: 'P', duration: 'h' } as const;
    for (const [name, fields] of Object.entries(ROOM_FIELDS.additionalLoad)) {
      const step = result.steps.find((entry) => entry.key === `additionalLoad.${name}`);
      for (const field of Object.keys(fields) as (keyof typeof SYMBOLS)[]) {
        const typed = (load[name as keyof typeof load] as Record<string, number>)[field];
        const shown = step?.inputs.find((input) => input.symbol === SYMBOLS[field]);
        expect(shown?.value, `${name}.${field}`).toBe(typed);
      }
    }
    const inputs = (key: string) =>
      Object.fromEntries(
        (result.steps.find((step) => step.key === key)?.inputs ?? []).map((input) => [
          input.symbol,
          input.value,
        ]),
      );
    expect(inputs('additionalLoad.staff')).toMatchObject({ t_câm: -20, q_p: 392 });
    expect(inputs('additionalLoad.lighting')).toMatchObject({ C: 10, L: 8, A: 80 });
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
