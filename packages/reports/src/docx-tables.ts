import {
  AlignmentType,
  BorderStyle,
  LineRuleType,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { runs } from './docx-runs.ts';
import { ALIGN, clean, CONTENT_WIDTH, HEADER_FILL, halfPoints, MUTED, RULE } from './docx-style.ts';
import { BODY_SIZE, type ReportAlign, type ReportTable } from './model.ts';
import { CELL_PADDING, layoutTable } from './table-layout.ts';

/** Twentieths of a point. */
const twips = (points: number) => Math.round(points * 20);

const border = { style: BorderStyle.SINGLE, size: 4, color: RULE };
const noBorder = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

export function tableOf(block: ReportTable): Table {
  const layout = block.compact ? null : layoutTable(block, CONTENT_WIDTH / 20);
  const size = layout?.fontSize ?? BODY_SIZE * block.scale;
  const total = block.columns.reduce((sum, column) => sum + column.width, 0);
  const tableWidth = block.compact ? Math.round(CONTENT_WIDTH * 0.45) : CONTENT_WIDTH;
  // The same columns as the PDF's (table-layout.ts); a compact table shares its width.
  const widths = layout
    ? layout.widths.map(twips)
    : block.columns.map((column) => Math.round((column.width / total) * tableWidth));
  return new Table({
    width: { size: tableWidth, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    alignment: block.compact ? AlignmentType.RIGHT : AlignmentType.LEFT,
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: block.rows.map((row, rowIndex) => {
      const header = rowIndex < block.headerRows;
      return new TableRow({
        tableHeader: header,
        cantSplit: true,
        children: row.map((cell, columnIndex) => {
          const bold = header || (block.rowHeaders === true && columnIndex === 0);
          const align: ReportAlign = header
            ? 'left'
            : (cell.align ?? block.columns[columnIndex]?.align ?? 'left');
          return new TableCell({
            width: { size: widths[columnIndex] ?? 0, type: WidthType.DXA },
            margins: {
              top: 40,
              bottom: 40,
              left: twips(CELL_PADDING),
              right: twips(CELL_PADDING),
            },
            ...(header
              ? { shading: { type: ShadingType.CLEAR, fill: HEADER_FILL, color: 'auto' } }
              : {}),
            children: [
              new Paragraph({
                alignment: ALIGN[align],
                spacing: { after: 0, line: 240, lineRule: LineRuleType.AUTO },
                children: runs(cell.runs, size, {
                  size: halfPoints(size),
                  ...(bold ? { bold } : {}),
                }),
              }),
            ],
          });
        }),
      });
    }),
  });
}

export function keyValueTable(entries: { label: string; value: string }[]): Table {
  const widths = [1600, CONTENT_WIDTH - 1600];
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: {
      top: noBorder,
      bottom: noBorder,
      left: noBorder,
      right: noBorder,
      insideHorizontal: noBorder,
      insideVertical: noBorder,
    },
    rows: entries.map(
      (entry) =>
        new TableRow({
          children: [
            new TableCell({
              width: { size: widths[0] ?? 0, type: WidthType.DXA },
              children: [
                new Paragraph({
                  spacing: { after: 20 },
                  children: [new TextRun({ text: clean(entry.label), bold: true, color: MUTED })],
                }),
              ],
            }),
            new TableCell({
              width: { size: widths[1] ?? 0, type: WidthType.DXA },
              children: [
                new Paragraph({
                  spacing: { after: 20 },
                  children: [new TextRun({ text: clean(entry.value) })],
                }),
              ],
            }),
          ],
        }),
    ),
  });
}
