import { describe, expect, it } from 'vitest';
import { buildComparison } from '../../../testing/catalog-fixtures.ts';
import { COMPARISON_ROWS, findBestIds, isUniformRow, toTabSeparated } from './comparison-rows.ts';
import {
  buildComparisonRequest,
  readUrlState,
  toggleTicked,
  writeUrlState,
  type ComparisonUrlState,
} from './comparison-search.ts';

const rowOf = (key: string) => {
  const row = COMPARISON_ROWS.condensingUnit.find((candidate) => candidate.key === key);
  if (!row) throw new Error(key);
  return row;
};

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
});

describe('toggleTicked (spec §4, §9)', () => {
  it('ticks, unticks, and ignores a fourth tick', () => {
    expect(toggleTicked([], 1)).toEqual([1]);
    expect(toggleTicked([1, 2], 1)).toEqual([2]);
    expect(toggleTicked([1, 2, 3], 4)).toEqual([1, 2, 3]);
  });
});

describe('buildComparisonRequest', () => {
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

describe('comparison rows', () => {
  const items = buildComparison([1, 2, 3]).items;

  it('marks the highest capacity and none where all values agree', () => {
    expect(findBestIds(rowOf('nominalCapacity'), items)).toEqual([3]);
    expect(findBestIds(rowOf('consumedPower'), items)).toEqual([]);
    expect(findBestIds(rowOf('line'), items)).toEqual([]);
  });

  it('marks the lowest power', () => {
    const varied = items.map((item, index) => ({ ...item, consumedPower: 5 - index }));
    expect(findBestIds(rowOf('consumedPower'), varied)).toEqual([3]);
  });

  it('finds uniform rows', () => {
    expect(isUniformRow(rowOf('brand'), items)).toBe(true);
    expect(isUniformRow(rowOf('nominalCapacity'), items)).toBe(false);
    expect(isUniformRow(rowOf('brand'), items.slice(0, 1))).toBe(false);
  });

  it('writes the table as tab-separated text in pt-BR', () => {
    const text = toTabSeparated([rowOf('nominalCapacity'), rowOf('frequency')], items);
    expect(text).toBe(
      [
        'Modelo\tMODELO-1\tMODELO-2\tMODELO-3',
        'Capacidade nominal (kcal/h)\t10.001\t10.002\t10.003',
        'Frequência (Hz)\t50, 60\t50, 60\t50, 60',
      ].join('\n'),
    );
  });
});
