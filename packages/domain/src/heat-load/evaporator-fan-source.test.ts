import { describe, expect, it } from 'vitest';
import { suggestAdditionalLoad } from '../suggestions/additional-load-suggestions.ts';
import {
  describeEvaporatorFanSource,
  keepEvaporatorFanSource,
  takeSelectedEvaporatorFans,
} from './evaporator-fan-source.ts';
import { computeInternalLoad, FORKLIFT_POWER_KW } from './internal-load.ts';

/**
 * Issue 28 item 11: an 8 × 7 × 3 m room (168 m³) is suggested 60 · 168 · 0,13 / 1000 =
 * 1,3104 kW of evaporator fans (spec §9); the evaporators then selected are 2 × 0,21 kW.
 */
const room = { length: 8, width: 7, height: 3, operatingHours: 20 };
const selected = { model: 'FBA 2-450', count: 2, unitFanPowerKw: 0.21 };

function evaporatorStep(load: unknown) {
  const { steps } = computeInternalLoad(load, { ...room, roomTemperature: 0 }, FORKLIFT_POWER_KW);
  const step = steps.find((item) => item.key === 'additionalLoad.evaporator');
  if (!step) throw new Error('no evaporator step');
  return step;
}

describe('the evaporator fans taken from the selected evaporators', () => {
  it('replaces the suggested 1,31 kW by the selected 0,42 kW and says where it came from', () => {
    const suggested = suggestAdditionalLoad(room, []);
    expect(suggested.evaporator.count * suggested.evaporator.power).toBeCloseTo(1.3104, 10);
    const before = evaporatorStep(suggested);
    expect(before.result.value).toBeCloseTo(1.3104 * 20 * 3600, 6);
    expect(before.label).toBe('Outras cargas — Evaporadores');

    const taken = takeSelectedEvaporatorFans(selected);
    const after = evaporatorStep({
      ...suggested,
      evaporator: { ...suggested.evaporator, ...taken },
    });
    expect(taken.count * taken.power).toBeCloseTo(0.42, 12);
    expect(after.result.value).toBeCloseTo(0.42 * 20 * 3600, 6);
    expect(after.label).toBe(
      'Outras cargas — Evaporadores (ventiladores dos evaporadores selecionados (FBA 2-450): 2 × 0,21 kW)',
    );
  });

  it('drops the origin once the count or the power is edited by hand', () => {
    const source = takeSelectedEvaporatorFans(selected).source;
    expect(keepEvaporatorFanSource({ count: 2, power: 0.21, source })).toEqual(source);
    expect(keepEvaporatorFanSource({ count: 3, power: 0.21, source })).toBeNull();
    expect(keepEvaporatorFanSource({ count: 2, power: 0.5, source })).toBeNull();
    const edited = evaporatorStep({
      ...suggestAdditionalLoad(room, []),
      evaporator: { count: 2, power: 0.5, duration: 20, source },
    });
    expect(edited.label).toBe('Outras cargas — Evaporadores');
  });

  it('refuses an origin without a model or with no evaporator', () => {
    expect(() => takeSelectedEvaporatorFans({ ...selected, model: ' ' })).toThrow();
    expect(() => takeSelectedEvaporatorFans({ ...selected, count: 0 })).toThrow();
    expect(describeEvaporatorFanSource({ ...selected, unitFanPowerKw: 0.125 })).toBe(
      'ventiladores dos evaporadores selecionados (FBA 2-450): 2 × 0,125 kW',
    );
  });
});
