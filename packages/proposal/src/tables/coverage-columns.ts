import type { ProposalSystem, ProposalSystemRoom } from '@camara-fria/contracts';
import { EMPTY_CELL, formatDecimal, formatHeat } from '../format.ts';
import {
  defineColumn,
  type ColumnDefinition,
  type DocumentLayout,
  type ProposalColumn,
} from './column.ts';

/*
 * Each room's coverage at its system's balance point (docs/decisions/061), one row per room of
 * each listed system, on the screen and in the documents: its capacity there, its required load,
 * the share covered and whether it is covered, with the reason when it is not. A system is
 * balanced only when every room of it is covered; an uncovered room is written so in words (and
 * in red where the output has colour).
 */

export const COVERAGE_TABLE = {
  title: 'Cobertura por câmara',
  caption: 'Capacidade de cada câmara no ponto de equilíbrio do sistema',
  covered: 'Atendida',
  uncovered: 'Não atendida',
  /** A room of a system without a current balance point. */
  notCalculated: 'Não calculado',
} as const;

/** One row of the table: a room of a system. */
export interface CoverageRow {
  readonly systemName: string;
  readonly room: ProposalSystemRoom;
}

export interface CoverageColumn extends ProposalColumn<CoverageRow> {
  readonly layout: DocumentLayout;
  /** The column that names the row (a row header). */
  readonly isRowName: boolean;
}

/** The rows of the table: each listed system's rooms, in order. */
export function listCoverageRows(systems: readonly ProposalSystem[]): CoverageRow[] {
  return systems.flatMap((system) =>
    system.rooms.map((room) => ({ systemName: system.name, room })),
  );
}

/** The room gets less than the minimum coverage: its row is an alert (red, with the reason). */
export function isUncoveredRow(row: CoverageRow): boolean {
  return row.room.isCovered === false;
}

function describeSituation(room: ProposalSystemRoom): string {
  if (room.isCovered === null) return COVERAGE_TABLE.notCalculated;
  if (room.isCovered) return COVERAGE_TABLE.covered;
  return room.uncoveredReason
    ? `${COVERAGE_TABLE.uncovered}. ${room.uncoveredReason}`
    : COVERAGE_TABLE.uncovered;
}

const column = <Value>(
  layout: DocumentLayout,
  definition: ColumnDefinition<CoverageRow, Value>,
  isRowName = false,
): CoverageColumn => ({ ...defineColumn(definition), layout, isRowName });

export const COVERAGE_COLUMNS: readonly CoverageColumn[] = [
  column(
    { width: 1.1, align: 'left' },
    { key: 'room', name: 'Câmara', value: (row) => row.room.name, format: String },
    true,
  ),
  column(
    { width: 1, align: 'left' },
    { key: 'system', name: 'Sistema', value: (row) => row.systemName, format: String },
  ),
  column(
    { width: 1, align: 'right' },
    {
      key: 'capacity',
      name: 'Capacidade no equilíbrio',
      unit: 'kcal/h',
      value: (row) => row.room.capacity,
      format: formatHeat,
    },
  ),
  column(
    { width: 1, align: 'right' },
    {
      key: 'requiredCapacity',
      name: 'Carga requerida',
      unit: 'kcal/h',
      value: (row) => row.room.requiredCapacity,
      format: formatHeat,
    },
  ),
  column(
    { width: 0.8, align: 'right' },
    {
      key: 'coveragePercent',
      name: 'Cobertura',
      unit: '%',
      value: (row) => row.room.coveragePercent,
      format: (percent) => (percent === null ? EMPTY_CELL : formatDecimal(percent, 1)),
    },
  ),
  column(
    { width: 2.6, align: 'left' },
    { key: 'situation', name: 'Situação', value: (row) => row.room, format: describeSituation },
  ),
];
