import {
  COMMERCIAL_TEXT_FIELDS,
  COMMERCIAL_TEXT_LABELS,
  PROPOSAL_EQUIPMENT_TYPE_LABELS,
  type CommercialConditionsDto,
  type PriceDto,
  type ProposalDocument,
} from '@camara-fria/contracts';
import {
  EMPTY_CELL,
  formatPriceCell,
  formatTotal,
  PRICE_COLUMNS,
  PRICE_TABLE,
  priceCellHeader,
  shownTotalRows,
  TOTALS_TABLE,
} from '@camara-fria/proposal';
import { cell, heading, textBlock, withSpecial } from './blocks.ts';
import type { ReportBlock, ReportTable } from './model.ts';
import { taxBlocks } from './tax-blocks.ts';

/*
 * CONDIÇÕES COMERCIAIS in the documents: the price table and its totals, mapped over
 * PRICE_COLUMNS and TOTAL_ROWS of @camara-fria/proposal (the screen and the compare map over the
 * same ones), the computed taxes when there are (tax-blocks.ts), then the commercial texts.
 */

function priceLineName(line: PriceDto): string {
  return `${PROPOSAL_EQUIPMENT_TYPE_LABELS[line.type]} ${line.model}`;
}

/** The price table: the line's name and SKU, then every price column. */
export function priceTable(prices: readonly PriceDto[]): ReportTable {
  return {
    type: 'table',
    caption: PRICE_TABLE.caption,
    columns: [
      { width: 2.6, align: 'left' },
      { width: 1.5, align: 'left', noWrap: true },
      // Figures ('R$ 125.000,00') and SKUs are never broken across lines (docs/decisions/068).
      ...PRICE_COLUMNS.map((column) => ({ ...column.layout, noWrap: true })),
    ],
    headerRows: 1,
    scale: 0.8,
    rows: [
      [
        PRICE_TABLE.equipmentHeader,
        PRICE_TABLE.skuHeader,
        ...PRICE_COLUMNS.map(priceCellHeader),
      ].map((label) => cell(label)),
      ...prices.map((line) => [
        { runs: withSpecial(priceLineName(line), line.specialEquipment) },
        cell(line.sku ?? EMPTY_CELL),
        ...PRICE_COLUMNS.map((column) => cell(formatPriceCell(column, line))),
      ]),
    ],
  };
}

/** The totals under the price table, one row of TOTAL_ROWS each (those shown for them). */
export function totalsTable(totals: CommercialConditionsDto['totals']): ReportTable {
  return {
    type: 'table',
    caption: TOTALS_TABLE.caption,
    columns: [
      { width: 1, align: 'left' },
      { width: 1, align: 'right' },
    ],
    headerRows: 0,
    rowHeaders: true,
    compact: true,
    scale: 0.9,
    rows: shownTotalRows(totals).map((row) => [cell(row.label), cell(formatTotal(row, totals))]),
  };
}

export function commercialBlocks({ commercialConditions }: ProposalDocument): ReportBlock[] {
  if (!commercialConditions) return [];
  const blocks: ReportBlock[] = [];
  const { prices, totals } = commercialConditions;
  if (prices.length > 0) blocks.push(priceTable(prices), totalsTable(totals));
  blocks.push(...taxBlocks(commercialConditions.taxes));
  for (const field of COMMERCIAL_TEXT_FIELDS) {
    const content = textBlock(commercialConditions[field].text);
    if (content.length > 0) blocks.push(heading(3, COMMERCIAL_TEXT_LABELS[field]), ...content);
  }
  return blocks;
}
