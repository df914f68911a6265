import {
  COVERAGE_COLUMNS,
  COVERAGE_TABLE,
  EQUIPMENT_COLUMNS,
  EQUIPMENT_TABLE,
  formatPriceCell,
  formatTotal,
  PRICE_COLUMNS,
  PRICE_TABLE,
  priceCellHeader,
  SIZING_ROWS,
  SIZING_TABLE,
  SYSTEM_COLUMNS,
  SYSTEMS_TABLE,
  TOTAL_ROWS,
  TOTALS_TABLE,
  listCoverageRows,
} from '@camara-fria/proposal';
import { describe, expect, it } from 'vitest';
import { CONTEXT, tenRoomDocument } from '../test/proposal-fixture.ts';
import { buildProposalReport } from './build-report.ts';
import type { ReportTable, ReportTableCell } from './model.ts';

/*
 * The documents write every column of the proposal's tables (ADR 048): a column added to a table
 * of @camara-fria/proposal is printed without a change here, and one the documents left out
 * fails these tests.
 */

const cellText = (cell: ReportTableCell) =>
  cell.runs.map((run) => (run.kind === 'text' ? run.text : '\n')).join('');

function findTables(caption: string): ReportTable[] {
  return buildProposalReport(tenRoomDocument(), CONTEXT).blocks.filter(
    (block): block is ReportTable => block.type === 'table' && block.caption === caption,
  );
}

function findTable(caption: string): ReportTable {
  const [table] = findTables(caption);
  if (!table) throw new Error(`no table "${caption}"`);
  return table;
}

const rowTexts = (table: ReportTable) => table.rows.map((row) => row.map(cellText));

describe("the documents' tables map over the proposal's tables", () => {
  it('the price table: the line, its SKU, then every price column with its header and cell', () => {
    const table = findTable(PRICE_TABLE.caption);
    const [header, ...lines] = rowTexts(table);
    expect(header).toEqual([
      PRICE_TABLE.equipmentHeader,
      PRICE_TABLE.skuHeader,
      ...PRICE_COLUMNS.map(priceCellHeader),
    ]);
    expect(table.columns).toHaveLength(2 + PRICE_COLUMNS.length);
    const prices = tenRoomDocument().commercialConditions?.prices ?? [];
    expect(lines).toHaveLength(prices.length);
    prices.forEach((price, index) => {
      const written = PRICE_COLUMNS.map((column) => formatPriceCell(column, price));
      expect(lines[index]?.slice(2)).toEqual(written);
    });
  });

  it('the totals: one row of TOTAL_ROWS each (those shown for the totals)', () => {
    const { totals } = tenRoomDocument().commercialConditions ?? {};
    if (!totals) throw new Error('fixture');
    expect(rowTexts(findTable(TOTALS_TABLE.caption))).toEqual(
      TOTAL_ROWS.filter((row) => row.isShown(totals)).map((row) => [
        row.label,
        formatTotal(row, totals),
      ]),
    );
  });

  it('the systems, the equipment list and the sizing rows: every column and row', () => {
    const { proposal } = tenRoomDocument();
    const systems = rowTexts(findTable(SYSTEMS_TABLE.caption));
    expect(systems[0]).toEqual(SYSTEM_COLUMNS.map((column) => column.label));
    expect(systems.slice(1)).toEqual(
      proposal.systems.map((system) => SYSTEM_COLUMNS.map((column) => column.cell(system))),
    );
    const equipment = rowTexts(findTable(EQUIPMENT_TABLE.caption));
    expect(equipment[0]).toEqual(EQUIPMENT_COLUMNS.map((column) => column.label));
    expect(equipment).toHaveLength(1 + proposal.equipments.length);
    const sizingTables = findTables(SIZING_TABLE.caption);
    expect(sizingTables.length).toBeGreaterThan(0);
    const coverage = rowTexts(findTable(COVERAGE_TABLE.caption));
    expect(coverage).toEqual([
      COVERAGE_COLUMNS.map((column) => column.label),
      ...listCoverageRows(proposal.systems).map((row) =>
        COVERAGE_COLUMNS.map((column) => column.cell(row)),
      ),
    ]);
    for (const sizing of sizingTables) {
      expect(rowTexts(sizing).map((row) => row[0])).toEqual([
        SIZING_TABLE.parameterHeader,
        ...SIZING_ROWS.map((row) => row.label),
      ]);
    }
  });

  it('the coverage table: a room short of its load is written "Não atendida" with the reason, in bold red (ADR 061)', () => {
    const table = findTable(COVERAGE_TABLE.caption);
    const [, covered, short] = table.rows;
    const situation = COVERAGE_COLUMNS.findIndex((column) => column.key === 'situation');
    const percent = COVERAGE_COLUMNS.findIndex((column) => column.key === 'coveragePercent');
    expect(cellText(covered?.[situation] ?? { runs: [] })).toBe(COVERAGE_TABLE.covered);
    expect(covered?.[situation]?.runs).toEqual([{ kind: 'text', text: COVERAGE_TABLE.covered }]);
    const shortText = cellText(short?.[situation] ?? { runs: [] });
    expect(shortText).toMatch(/^Não atendida\. Recebe 15\.000 de 27\.286 kcal\/h \(55 %\)/);
    expect(cellText(short?.[percent] ?? { runs: [] })).toBe('55');
    for (const index of [situation, percent]) {
      expect(short?.[index]?.runs).toEqual([
        expect.objectContaining({ kind: 'text', bold: true, alert: true }),
      ]);
    }
    const rows = rowTexts(table);
    expect(rows.filter((row) => row[situation] === COVERAGE_TABLE.notCalculated)).toHaveLength(5);
  });
});
