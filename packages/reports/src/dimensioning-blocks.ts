import type { ProposalDocument } from '@camara-fria/contracts';
import {
  COVERAGE_COLUMNS,
  COVERAGE_TABLE,
  EQUIPMENT_COLUMNS,
  EQUIPMENT_TABLE,
  SIZING_ROWS,
  SIZING_TABLE,
  sizingCell,
  SYSTEM_COLUMNS,
  SYSTEMS_TABLE,
  isUncoveredRow,
  listCoverageRows,
  type CoverageRow,
} from '@camara-fria/proposal';
import { cell, heading, text, withSpecial } from './blocks.ts';
import type { ReportBlock, ReportTable } from './model.ts';

/*
 * PARÂMETROS DE DIMENSIONAMENTO E SELEÇÃO DE EQUIPAMENTOS in the documents: the sizing rows,
 * the systems' results and the equipment list, each mapped over its table of
 * @camara-fria/proposal (the screen maps over the same ones).
 */

/** Rooms per sizing table: a label column and up to this many rooms fit an A4 page upright. */
export const ROOMS_PER_SIZING_TABLE = 5;

function sizingTable(rooms: ProposalDocument['proposal']['rooms']): ReportTable {
  return {
    type: 'table',
    caption: SIZING_TABLE.caption,
    columns: [
      { width: 2.4, align: 'left' },
      ...rooms.map(() => ({ width: 1, align: 'center' as const })),
    ],
    headerRows: 1,
    rowHeaders: true,
    scale: 0.8,
    rows: [
      [cell(SIZING_TABLE.parameterHeader), ...rooms.map((room) => cell(room.name))],
      ...SIZING_ROWS.map((row) => [
        cell(row.label),
        ...rooms.map((room) => cell(sizingCell(row, room))),
      ]),
    ],
  };
}

function systemsTable(systems: ProposalDocument['proposal']['systems']): ReportTable {
  return {
    type: 'table',
    caption: SYSTEMS_TABLE.caption,
    columns: SYSTEM_COLUMNS.map((column) => ({ ...column.layout })),
    headerRows: 1,
    rowHeaders: true,
    scale: 0.8,
    rows: [
      SYSTEM_COLUMNS.map((column) => cell(column.label)),
      ...systems.map((system) => SYSTEM_COLUMNS.map((column) => cell(column.cell(system)))),
    ],
  };
}

/** A room's coverage cells; a room short of its load in bold red, its situation in words. */
function coverageCells(row: CoverageRow) {
  const isAlert = isUncoveredRow(row);
  return COVERAGE_COLUMNS.map((column) =>
    isAlert && (column.key === 'coveragePercent' || column.key === 'situation')
      ? { runs: [text(column.cell(row), { bold: true, alert: true })] }
      : cell(column.cell(row)),
  );
}

/** Each room's coverage at its system's balance point (docs/decisions/061). */
function coverageTable(rows: readonly CoverageRow[]): ReportTable {
  return {
    type: 'table',
    caption: COVERAGE_TABLE.caption,
    columns: COVERAGE_COLUMNS.map((column) => ({ ...column.layout })),
    headerRows: 1,
    rowHeaders: true,
    scale: 0.8,
    rows: [COVERAGE_COLUMNS.map((column) => cell(column.label)), ...rows.map(coverageCells)],
  };
}

function equipmentTable(equipments: ProposalDocument['proposal']['equipments']): ReportTable {
  return {
    type: 'table',
    caption: EQUIPMENT_TABLE.caption,
    // An SKU is one code: never broken across lines (docs/decisions/068).
    columns: EQUIPMENT_COLUMNS.map((column) => ({
      ...column.layout,
      ...(column.key === 'sku' ? { noWrap: true } : {}),
    })),
    headerRows: 1,
    scale: 0.85,
    rows: [
      EQUIPMENT_COLUMNS.map((column) => cell(column.label)),
      ...equipments.map((equipment) =>
        EQUIPMENT_COLUMNS.map((column) =>
          column.isRowName
            ? { runs: withSpecial(column.cell(equipment), equipment.specialEquipment) }
            : cell(column.cell(equipment)),
        ),
      ),
    ],
  };
}

export function dimensioningBlocks({ proposal }: ProposalDocument): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  for (let start = 0; start < proposal.rooms.length; start += ROOMS_PER_SIZING_TABLE) {
    blocks.push(sizingTable(proposal.rooms.slice(start, start + ROOMS_PER_SIZING_TABLE)));
  }
  if (proposal.rooms.length > 0)
    blocks.push({
      type: 'paragraph',
      align: 'left',
      small: true,
      runs: [text(SIZING_TABLE.footnote)],
    });
  if (proposal.systems.length > 0)
    blocks.push(heading(3, SYSTEMS_TABLE.title), systemsTable(proposal.systems));
  const coverage = listCoverageRows(proposal.systems);
  if (coverage.length > 0) blocks.push(heading(3, COVERAGE_TABLE.title), coverageTable(coverage));
  if (proposal.equipments.length > 0)
    blocks.push(heading(3, EQUIPMENT_TABLE.title), equipmentTable(proposal.equipments));
  return blocks;
}
