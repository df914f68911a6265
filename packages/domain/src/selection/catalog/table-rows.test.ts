import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { generateDemoCatalog } from './demo-catalog.ts';
import {
  buildUnitCapacityTables,
  checkUnitCapacityTable,
  flattenRefrigerantFactors,
  flattenUnitCapacityTables,
} from './table-rows.ts';
import type { UnitModel } from './types.ts';

const CATALOG = generateDemoCatalog();
const UNIT = CATALOG.condensingUnits[0] as UnitModel;

describe('table rows', () => {
  it('flattens a unit into one row per cell and rebuilds the same tables from shuffled rows', () => {
    const rows = flattenUnitCapacityTables(UNIT);
    const cells = UNIT.capacityTables.reduce(
      (sum, t) => sum + t.evaporatingTemperaturesC.length * t.ambientTemperaturesC.length,
      0,
    );
    expect(rows).toHaveLength(cells);
    const rebuilt = buildUnitCapacityTables([...rows].reverse());
    const byCode = (code: string) => rebuilt.find((t) => t.refrigerantCode === code);
    for (const table of UNIT.capacityTables) expect(byCode(table.refrigerantCode)).toEqual(table);
  });

  it('flattens refrigerant factors', () => {
    const model = CATALOG.evaporators[0];
    expect(model && flattenRefrigerantFactors(model)).toContainEqual({
      modelCode: model?.code,
      refrigerantCode: 'R404A',
      factor: 1,
    });
  });

  it('refuses an incomplete grid or mixed condensing offsets', () => {
    const rows = flattenUnitCapacityTables(UNIT).filter((row) => row.refrigerantCode === 'R404A');
    expectDomainError(
      () => buildUnitCapacityTables(rows.slice(1)),
      'INVALID_INPUT',
      'capacityTables',
    );
    expectDomainError(
      () => buildUnitCapacityTables([...rows, rows[0] as (typeof rows)[number]]),
      'INVALID_INPUT',
      'capacityTables',
    );
    const mixed = rows.map((row, i) => (i === 0 ? { ...row, condensingOffsetK: 12 } : row));
    expectDomainError(() => buildUnitCapacityTables(mixed), 'INVALID_INPUT', 'capacityTables');
  });

  it('reports the problems of a bad table', () => {
    const table = UNIT.capacityTables[0];
    if (!table) throw new Error('no table');
    const bad = { ...table, ambientTemperaturesC: [35, 32, 38, 43, 25], capacityKcalh: [[1, 2]] };
    expect(checkUnitCapacityTable(bad)).toEqual([
      'ambient axis must be strictly ascending',
      'capacityKcalh must have 6 × 5 cells',
      'capacity must not rise with the ambient temperature',
    ]);
  });
});
