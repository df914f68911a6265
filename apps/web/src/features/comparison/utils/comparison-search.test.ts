import { describe, expect, it } from 'vitest';
import {
  buildComparisonRequest,
  readUrlState,
  toggleTicked,
  writeUrlState,
  type ComparisonUrlState,
} from './comparison-search.ts';

describe('comparison URL state', () => {
  it('round-trips a condensing-unit comparison', () => {
    const state: ComparisonUrlState = {
      type: 'condensingUnit',
      search: {
        type: 'condensingUnit',
        values: {
          ambientTemperature: 35,
          evaporationTemperature: -10.5,
          loadLoss: 1,
          refrigerantFluid: 'R404A',
          unitCapacity: 9000,
          frequencyHz: 50,
        },
      },
      ticked: [12, 11],
      step: 'comparison',
    };
    expect(readUrlState(writeUrlState(state))).toEqual(state);
  });

  it('drops what is invalid: an unknown type, an incomplete search, a fourth id, a bare step', () => {
    expect(readUrlState(new URLSearchParams('type=rack'))).toEqual({
      type: null,
      search: null,
      ticked: [],
      step: 'model',
    });
    const incomplete = readUrlState(
      new URLSearchParams('type=evaporator&evaporatorDt=6&ids=1&step=comparison'),
    );
    expect(incomplete).toEqual({ type: 'evaporator', search: null, ticked: [], step: 'model' });
    const full = readUrlState(
      new URLSearchParams(
        'type=evaporator&evaporationTemperature=-10&evaporatorDt=6&unitCapacity=1&refrigerantFluid=R22&ids=1,2,2,3,4,x',
      ),
    );
    expect(full.ticked).toEqual([1, 2, 3]);
    expect(full.step).toBe('model');
  });

  it('reads a condensing-unit link of before (no frequency) at 60 Hz, the Brazilian grid', () => {
    const old = readUrlState(
      new URLSearchParams(
        'type=condensingUnit&ambientTemperature=35&evaporationTemperature=-10&loadLoss=1&unitCapacity=9000&refrigerantFluid=R404A',
      ),
    );
    expect(old.search?.type === 'condensingUnit' && old.search.values.frequencyHz).toBe(60);
    const other = readUrlState(
      new URLSearchParams(
        'type=condensingUnit&ambientTemperature=35&evaporationTemperature=-10&loadLoss=1&unitCapacity=9000&refrigerantFluid=R404A&frequencyHz=55',
      ),
    );
    expect(other.search).toBeNull();
  });
});

describe('toggleTicked (spec §4, §9)', () => {
  it('ticks, unticks, and ignores a fourth tick', () => {
    expect(toggleTicked([], 1)).toEqual([1]);
    expect(toggleTicked([1, 2], 1)).toEqual([2]);
    expect(toggleTicked([1, 2, 3], 4)).toEqual([1, 2, 3]);
  });
});

describe('buildComparisonRequest', () => {
  it('sends each ticked unit at the searched conditions and supply frequency', () => {
    const request = buildComparisonRequest(
      {
        type: 'condensingUnit',
        values: {
          ambientTemperature: 35,
          evaporationTemperature: -8,
          loadLoss: 1.5,
          refrigerantFluid: 'R449A',
          unitCapacity: 18_000,
          frequencyHz: 60,
        },
      },
      [7],
    );
    expect(request.condensingUnit).toEqual([
      {
        id: 7,
        refrigerantFluid: 'R449A',
        evaporationTemperature: -8,
        ambientTemperature: 35,
        loadLoss: 1.5,
        powerSupply: { frequencyHz: 60 },
      },
    ]);
  });

  it('sends each ticked evaporator at the searched Te, DT and fluid', () => {
    const request = buildComparisonRequest(
      {
        type: 'evaporator',
        values: {
          evaporationTemperature: -10,
          evaporatorDt: 7,
          refrigerantFluid: 'R404A',
          unitCapacity: 1,
        },
      },
      [3, 1],
    );
    expect(request).toEqual({
      evaporator: [
        { id: 3, refrigerantFluid: 'R404A', evaporationTemperature: -10, evaporatorDt: 7 },
        { id: 1, refrigerantFluid: 'R404A', evaporationTemperature: -10, evaporatorDt: 7 },
      ],
    });
  });
});
