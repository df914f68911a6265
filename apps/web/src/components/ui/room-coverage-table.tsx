import {
  COVERAGE_COLUMNS,
  COVERAGE_TABLE,
  isUncoveredRow,
  type CoverageRow,
} from '@camara-fria/proposal';
import { Table, Text } from '@mantine/core';

/**
 * Each room's coverage at its system's balance point (docs/decisions/061), written from the
 * proposal's COVERAGE_COLUMNS as the documents write it: on the equipment screen (one system,
 * without the system column) and in the proposal. A room short of its load says so in words,
 * "Não atendida" with the reason, in bold red.9 (about 6:1 on white): never colour alone.
 */
export function RoomCoverageTable({
  rows,
  caption = COVERAGE_TABLE.caption,
  withSystem = true,
}: {
  rows: readonly CoverageRow[];
  caption?: string;
  /** Show the system column (the proposal lists every system's rooms; the equipment screen one). */
  withSystem?: boolean;
}) {
  const columns = COVERAGE_COLUMNS.filter((column) => withSystem || column.key !== 'system');
  const [nameColumn, ...others] = columns;
  return (
    <Table withTableBorder miw={640}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} scope="col">
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const isAlert = isUncoveredRow(row);
          return (
            <Table.Tr key={`${row.systemName}-${row.room.roomId}`}>
              <Table.Th scope="row">{nameColumn?.cell(row)}</Table.Th>
              {others.map((column) => (
                <Table.Td key={column.key}>
                  {isAlert && (column.key === 'situation' || column.key === 'coveragePercent') ? (
                    <Text span size="sm" c="red.9" fw={700}>
                      {column.cell(row)}
                    </Text>
                  ) : (
                    column.cell(row)
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
