import type { Content, TableCell } from 'pdfmake/interfaces';
import { BODY_SIZE, type ReportTable } from './model.ts';
import { inlineContent } from './pdf-runs.ts';
import { HEADER_FILL, MUTED, RULE } from './pdf-style.ts';
import { CELL_INSET, layoutTable, RULE_WIDTH, type TableLayout } from './table-layout.ts';

/**
 * pdfmake's widths: a full-width table's columns from `layoutTable` (pdfmake adds the padding and
 * the rules to each), a compact one's as its content needs.
 */
function columnWidths(block: ReportTable, layout: TableLayout | null): (string | number)[] {
  if (!layout) return block.columns.map(() => 'auto');
  return layout.widths.map((width) => width - CELL_INSET);
}

export function tableContent(block: ReportTable): Content {
  const layout = block.compact ? null : layoutTable(block);
  const size = layout?.fontSize ?? BODY_SIZE * block.scale;
  const body = block.rows.map((row, rowIndex) =>
    row.map((cell, columnIndex): TableCell => {
      const header = rowIndex < block.headerRows;
      const rowHeader = !header && block.rowHeaders === true && columnIndex === 0;
      // Kept on one line only where the column is wide enough (else it would overflow the cell).
      const isUnbroken =
        layout?.fits === true && !header && block.columns[columnIndex]?.noWrap === true;
      return {
        text: inlineContent(cell.runs, size),
        ...(isUnbroken ? { noWrap: true } : {}),
        alignment: header ? 'left' : (cell.align ?? block.columns[columnIndex]?.align ?? 'left'),
        ...(header || rowHeader ? { bold: true } : {}),
      };
    }),
  );
  const table: Content = {
    fontSize: size,
    margin: [0, 2, 0, 8],
    table: {
      headerRows: block.headerRows,
      dontBreakRows: true,
      widths: columnWidths(block, layout),
      body,
    },
    layout: {
      hLineWidth: () => RULE_WIDTH,
      vLineWidth: () => RULE_WIDTH,
      hLineColor: () => RULE,
      vLineColor: () => RULE,
      fillColor: (rowIndex: number) => (rowIndex < block.headerRows ? HEADER_FILL : null),
      paddingTop: () => 2.5,
      paddingBottom: () => 2.5,
    },
  };
  return block.compact
    ? {
        columns: [
          { width: '*', text: '' },
          { width: 'auto', ...table },
        ],
      }
    : table;
}

/** Label and value pairs without borders, the labels bold and muted. */
export function keyValueContent(entries: { label: string; value: string }[]): Content {
  return {
    layout: 'noBorders',
    margin: [0, 0, 0, 8],
    table: {
      widths: [80, '*'],
      body: entries.map((entry) => [
        { text: entry.label, bold: true, color: MUTED },
        { text: entry.value },
      ]),
    },
  };
}
