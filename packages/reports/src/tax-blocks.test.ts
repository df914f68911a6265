import type { ProposalDocument, ProposalTaxes, TaxFigure } from '@camara-fria/contracts';
import { listTaxRows, TAX_COLUMNS, TAX_TABLE } from '@camara-fria/proposal';
import { describe, expect, it } from 'vitest';
import { CONTEXT, tenRoomDocument } from '../test/proposal-fixture.ts';
import { caseCTaxes, taxedDocument } from '../test/tax-fixture.ts';
import { buildProposalReport } from './build-report.ts';
import type { ReportBlock, ReportTable, ReportTableCell } from './model.ts';

/*
 * The tax table of the document model maps over TAX_COLUMNS (docs/decisions/073, ADR 048), a
 * proposal without computed taxes prints as before, and user text in it is laid out in pieces
 * (docs/decisions/047).
 */

const cellText = (cell: ReportTableCell) =>
  cell.runs.map((run) => (run.kind === 'text' ? run.text : '\n')).join('');

const taxTables = (blocks: ReportBlock[]) =>
  blocks.filter(
    (block): block is ReportTable => block.type === 'table' && block.caption === TAX_TABLE.caption,
  );

describe("the documents' tax table", () => {
  it('has every column of TAX_COLUMNS with its header and cell, one row per row of listTaxRows', () => {
    const taxes = caseCTaxes();
    const [table, ...others] = taxTables(buildProposalReport(taxedDocument(taxes), CONTEXT).blocks);
    if (!table) throw new Error('no tax table');
    expect(others).toHaveLength(0);
    const [header, ...rows] = table.rows.map((row) => row.map(cellText));
    expect(header).toEqual(TAX_COLUMNS.map((column) => column.label));
    expect(rows).toEqual(
      listTaxRows(taxes.primary).map((row) => TAX_COLUMNS.map((column) => column.cell(row))),
    );
    expect(table.columns.map((column) => column.noWrap)).toEqual(
      TAX_COLUMNS.map((column) => column.isFigure),
    );
  });

  it('is two tables when the proposal shows both price compositions', () => {
    const document = taxedDocument(caseCTaxes({ alternative: true }));
    expect(taxTables(buildProposalReport(document, CONTEXT).blocks)).toHaveLength(2);
  });

  it('is left out, and the report is the same, whether the taxes are null or absent (a stored document before them)', () => {
    const typed = buildProposalReport(tenRoomDocument(), CONTEXT);
    expect(taxTables(typed.blocks)).toHaveLength(0);
    const document = tenRoomDocument();
    const { taxes: _none, ...older } = document.commercialConditions ?? {};
    const absent = { ...document, commercialConditions: older } as ProposalDocument;
    expect(buildProposalReport(absent, CONTEXT)).toEqual(typed);
  });

  it('is left out when the engine priced no line', () => {
    const taxes = caseCTaxes();
    const empty: ProposalTaxes = { ...taxes, primary: { ...taxes.primary, lines: [] } };
    const report = buildProposalReport(taxedDocument(empty), CONTEXT);
    expect(JSON.stringify(report.blocks)).not.toContain(TAX_TABLE.title);
  });

  it("never prints a typed rate's reason or computed rate, and sums 500 lines taxed alike into one row", () => {
    const taxes = caseCTaxes();
    const [line] = taxes.primary.lines;
    if (!line) throw new Error('case C has a line');
    const reason = 'x'.repeat(500);
    const typed: TaxFigure = {
      ...line.figures[0]!,
      override: { computedRate: 3.25, reason },
    };
    const lines = Array.from({ length: 500 }, (_, index) => ({
      ...line,
      key: `line-${index}`,
      figures: [typed],
    }));
    const document = taxedDocument({ ...taxes, primary: { ...taxes.primary, lines } });
    const [table] = taxTables(buildProposalReport(document, CONTEXT).blocks);
    expect(table?.rows).toHaveLength(2);
    const rule = cellText(table?.rows[1]?.at(-1) ?? { runs: [] });
    expect(rule.replaceAll('\u200b', '')).toContain('alíquota informada pelo vendedor');
    expect(JSON.stringify(buildProposalReport(document, CONTEXT))).not.toContain('xxxxxxxxxx');
    expect(rule).not.toContain('3,25');
  });
});
