import { describe, expect, it } from 'vitest';
import { buildComparison } from '../testing/catalog-fixtures.ts';
import { COMPARISON_ROWS, findBestIds, isUniformRow, toTabSeparated } from './comparison-rows.ts';

const rowOf = (key: string) => {
  const row = COMPARISON_ROWS.CONDENSING_UNIT.find((candidate) => candidate.key === key);
  if (!row) throw new Error(key);
  return row;
};

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
