import * as fontkit from 'fontkit';
import { fontFile } from './fonts.ts';
import { BODY_SIZE, type ReportTable, type ReportTableCell } from './model.ts';

/*
 * The columns of a table, in points, the same for the PDF and the DOCX (docs/decisions/068): a
 * column gets its share of the width by its relative `width`, and never less than its header's
 * longest word (bold) or its unbroken cells (`noWrap`: SKUs) need, measured with DejaVu Sans, so
 * no header word is cut without a hyphen ('Temperatur' / 'a') and no SKU mid-code. When those
 * minimums do not fit the page, the table is set smaller, down to MIN_TABLE_SIZE.
 */

/** The width tables span (A4 less the side margins: the PDF's 50 + 50 pt, the DOCX's 1000 + 1000 twips). */
export const TABLE_WIDTH = 495;
/** pt of padding each side of a cell (pdfmake's default; the DOCX cells' 80-twip margins). */
export const CELL_PADDING = 4;
/** pt: the rule between two cells. */
export const RULE_WIDTH = 0.5;
/** pt of a column's width that is not its text's: its padding and one rule. */
export const CELL_INSET = 2 * CELL_PADDING + RULE_WIDTH;
/** pt: tables are never set smaller than this to keep their words whole. */
export const MIN_TABLE_SIZE = 6.5;
/** Measured widths get this much more (rounding in the readers' layouts, kerning, hinting). */
const SLACK = 1.03;
/** pt more still, for the same reasons. */
const SLACK_PT = 0.5;

type Face = 'normal' | 'bold';
const fonts = new Map<Face, fontkit.Font>();

function font(face: Face): fontkit.Font {
  let loaded = fonts.get(face);
  if (!loaded) {
    loaded = fontkit.create(fontFile('sans', face)) as fontkit.Font;
    fonts.set(face, loaded);
  }
  return loaded;
}

/** pt: the width of `text` in DejaVu Sans at `size` pt. */
export function measureText(text: string, size: number, face: Face = 'normal'): number {
  const typeface = font(face);
  return (typeface.layout(text).advanceWidth / typeface.unitsPerEm) * size;
}

function cellText(cell: ReportTableCell): string {
  return cell.runs.map((run) => (run.kind === 'text' ? run.text : '\n')).join('');
}

/** pt at 1 pt of type: the widest piece a column's cells must show unbroken. */
function unbrokenWidth(block: ReportTable, column: number): number {
  let widest = 0;
  block.rows.forEach((row, rowIndex) => {
    const cell = row[column];
    if (!cell) return;
    const isHeader = rowIndex < block.headerRows;
    const isBold = isHeader || (block.rowHeaders === true && column === 0);
    const pieces = isHeader
      ? cellText(cell).split(/[\s\u200b]+/)
      : block.columns[column]?.noWrap
        ? cellText(cell).split('\n')
        : [];
    for (const piece of pieces)
      if (piece) widest = Math.max(widest, measureText(piece, 1, isBold ? 'bold' : 'normal'));
  });
  return widest * SLACK;
}

/** Widths in proportion to `weights`, none under its minimum; null when the minimums do not fit. */
function distribute(weights: number[], minimums: number[], total: number): number[] | null {
  if (minimums.reduce((sum, width) => sum + width, 0) > total) return null;
  const pinned = new Set<number>();
  for (;;) {
    const free = total - [...pinned].reduce((sum, index) => sum + (minimums[index] ?? 0), 0);
    const weight = weights.reduce(
      (sum, value, index) => (pinned.has(index) ? sum : sum + value),
      0,
    );
    const widths = weights.map((value, index) =>
      pinned.has(index) ? (minimums[index] ?? 0) : (value / weight) * free,
    );
    const short = widths.findIndex(
      (width, index) => !pinned.has(index) && width < (minimums[index] ?? 0),
    );
    if (short === -1) return widths;
    pinned.add(short);
  }
}

export interface TableLayout {
  /** pt per column, padding included; they sum to `width`. */
  widths: number[];
  /** pt of the table's type. */
  fontSize: number;
  /** Every header word and unbroken cell has the width it takes (false: some must break). */
  fits: boolean;
}

/** The columns of a full-width table in pt and its type size (see the top of this file). */
export function layoutTable(block: ReportTable, width = TABLE_WIDTH): TableLayout {
  const weights = block.columns.map((column) => column.width);
  const pieces = block.columns.map((_, index) => unbrokenWidth(block, index));
  const padding = CELL_INSET + SLACK_PT;
  let fontSize = BODY_SIZE * block.scale;
  for (;;) {
    const minimums = pieces.map((piece) => piece * fontSize + padding);
    const widths = distribute(weights, minimums, width);
    if (widths) return { widths, fontSize, fits: true };
    if (fontSize <= MIN_TABLE_SIZE) {
      // Even the smallest type does not fit them: each column gets its share of its minimum.
      const total = minimums.reduce((sum, value) => sum + value, 0);
      return { widths: minimums.map((value) => (value / total) * width), fontSize, fits: false };
    }
    const text = pieces.reduce((sum, piece) => sum + piece * fontSize, 0);
    const room = width - padding * pieces.length;
    // In half points, as the DOCX sets type.
    const fitting = Math.floor(((fontSize * room) / text) * 2) / 2;
    fontSize = Math.max(MIN_TABLE_SIZE, Math.min(fontSize - 0.5, fitting));
  }
}
