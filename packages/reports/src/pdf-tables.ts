import type { Content, TableCell } from 'pdfmake/interfaces';
import { BODY_SIZE, type ReportTable } from './model.ts';
import { inlineContent } from './pdf-runs.ts';
import { HEADER_FILL, MUTED, RULE } from './pdf-style.ts';

export function tableContent(block: ReportTable): Content {
  const size = BODY_SIZE * block.scale;
  const total = block.columns.reduce((sum, column) => sum + column.width, 0);
  const body = block.rows.map((row, rowIndex) =>
    row.map((cell, columnIndex): TableCell => {
      const header = rowIndex < block.headerRows;
      const rowHeader = !header && block.rowHeaders === true && columnIndex === 0;
      return {
        text: inlineContent(cell.runs, size),
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
      widths: block.compact
        ? block.columns.map(() => 'auto')
        : block.columns.map((column) => `${((column.width / total) * 100).toFixed(3)}%`),
      body,
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
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
