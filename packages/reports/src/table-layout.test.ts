import { describe, expect, it } from 'vitest';
import type { ReportTable } from './model.ts';
import {
  CELL_INSET,
  layoutTable,
  measureText,
  MIN_TABLE_SIZE,
  TABLE_WIDTH,
} from './table-layout.ts';

const cell = (text: string) => ({ runs: [{ kind: 'text' as const, text }] });

function table(headers: string[], rows: string[][], noWrap: boolean[] = []): ReportTable {
  return {
    type: 'table',
    caption: 'Teste',
    columns: headers.map((_, index) => ({
      width: 1,
      align: 'left' as const,
      ...(noWrap[index] ? { noWrap: true } : {}),
    })),
    headerRows: 1,
    scale: 0.8,
    rows: [headers.map(cell), ...rows.map((row) => row.map(cell))],
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('layoutTable', () => {
  it('shares the width by the columns’ weights when every word fits', () => {
    const layout = layoutTable(table(['A', 'B', 'C'], [['1', '2', '3']]));
    expect(layout.fits).toBe(true);
    expect(layout.fontSize).toBe(8);
    for (const width of layout.widths) expect(width).toBeCloseTo(TABLE_WIDTH / 3, 6);
  });

  it('widens a column to its longest header word and its unbroken cells, the rest share what is left', () => {
    const sku = 'FXB+-2X560-100-50HZ220V3F-EL-STD';
    const layout = layoutTable(
      table(
        ['Tipo', 'SKU', 'Refrigerante', 'Qtd.', 'Total', 'A', 'B', 'C'],
        [['Evaporador', sku, 'R404A', '10', 'R$ 125.000,00', '', '', '']],
        [false, true, false, false, true],
      ),
    );
    expect(layout.fits).toBe(true);
    expect(sum(layout.widths)).toBeCloseTo(TABLE_WIDTH, 6);
    const [, skuWidth = 0, refrigerant = 0, , total = 0, other = 0] = layout.widths;
    expect(skuWidth - CELL_INSET).toBeGreaterThan(measureText(sku, layout.fontSize));
    expect(refrigerant - CELL_INSET).toBeGreaterThan(
      measureText('Refrigerante', layout.fontSize, 'bold'),
    );
    expect(total - CELL_INSET).toBeGreaterThan(measureText('R$ 125.000,00', layout.fontSize));
    expect(other).toBeLessThan(TABLE_WIDTH / 8);
  });

  it('sets the table smaller when the words do not fit, down to its floor', () => {
    const long = 'Temperatura-de-evaporação-no-ponto';
    const layout = layoutTable(
      table(
        Array.from({ length: 6 }, () => long),
        [],
      ),
    );
    expect(layout.fontSize).toBeLessThan(8);
    expect(layout.fontSize).toBeGreaterThanOrEqual(MIN_TABLE_SIZE);
    expect(sum(layout.widths)).toBeCloseTo(TABLE_WIDTH, 6);

    const huge = layoutTable(
      table(
        Array.from({ length: 6 }, () => long.repeat(3)),
        [],
      ),
    );
    expect(huge).toMatchObject({ fits: false, fontSize: MIN_TABLE_SIZE });
    expect(sum(huge.widths)).toBeCloseTo(TABLE_WIDTH, 6);
  });
});
