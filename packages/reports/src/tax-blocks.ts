import type { ProposalTaxes, TaxSummary } from '@camara-fria/contracts';
import {
  formatDifalLine,
  formatInvoiceTotalLine,
  formatTaxFootnote,
  listCustomerNotes,
  listTaxRows,
  TAX_COLUMNS,
  TAX_TABLE,
  taxSummaryHeading,
} from '@camara-fria/proposal';
import { cell, heading, paragraph, text } from './blocks.ts';
import type { ReportBlock, ReportTable } from './model.ts';

/*
 * The computed taxes in the documents (issue 30; docs/decisions/073), under the price table: the
 * tax table of the expected invoice date mapped over TAX_COLUMNS of @camara-fria/proposal (the
 * screen maps over the same), the DIFAL line and the invoice total in words; when the proposal's
 * validity spans 31/12/2026, the table of the other price composition and the tax-change clause;
 * then the footnote that the figures are estimates for the invoice date given. Every text goes
 * through breakReportText with the rest of the report (docs/decisions/047).
 */

/** The tax table of one summary: a header row, then one row per tax and rule. */
export function taxTable(summary: TaxSummary): ReportTable {
  return {
    type: 'table',
    caption: TAX_TABLE.caption,
    // Figures ('R$ 10.325,00', '3,25%') are never broken across lines (docs/decisions/068).
    columns: TAX_COLUMNS.map((column) => ({ ...column.layout, noWrap: column.isFigure })),
    headerRows: 1,
    scale: 0.8,
    rows: [
      TAX_COLUMNS.map((column) => cell(column.label)),
      ...listTaxRows(summary).map((row) => TAX_COLUMNS.map((column) => cell(column.cell(row)))),
    ],
  };
}

/** One summary: its table, its DIFAL line (when there is one) and its invoice total. */
function summaryBlocks(summary: TaxSummary): ReportBlock[] {
  const difal = formatDifalLine(summary);
  return [
    taxTable(summary),
    ...(difal === null ? [] : [paragraph(difal)]),
    paragraph(formatInvoiceTotalLine(summary)),
    ...listCustomerNotes(summary).map((note) => paragraph(note)),
  ];
}

/** The taxes' blocks; nothing for a proposal whose rates were typed (taxes null) or without lines. */
export function taxBlocks(taxes: ProposalTaxes | null): ReportBlock[] {
  if (!taxes || taxes.primary.lines.length === 0) return [];
  const { primary, alternative, clause } = taxes;
  const blocks: ReportBlock[] = [heading(3, TAX_TABLE.title)];
  if (alternative) blocks.push(heading(4, taxSummaryHeading(primary, true)));
  blocks.push(...summaryBlocks(primary));
  if (alternative)
    blocks.push(heading(4, taxSummaryHeading(alternative, false)), ...summaryBlocks(alternative));
  if (clause) blocks.push(heading(4, TAX_TABLE.clauseTitle), paragraph(clause));
  blocks.push({
    type: 'paragraph',
    align: 'left',
    small: true,
    runs: [text(formatTaxFootnote(taxes))],
  });
  return blocks;
}
