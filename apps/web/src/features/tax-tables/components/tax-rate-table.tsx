import type { TaxRate } from '@camara-fria/contracts';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { CellLabel, StackedTable } from '../../../components/ui/stacked-table.tsx';
import { formatRateCell, formatValidity, PENDING_RATE_LABEL } from '../utils/tax-format.ts';

const COLUMNS = {
  key: 'Chave',
  rate: 'Alíquota',
  validity: 'Vigência',
  source: 'Fonte',
  status: 'Situação',
  actions: 'Ações',
} as const;

type TaxRateTableProps = {
  label: string;
  rows: readonly TaxRate[];
  /** Editors get 'Editar' and 'Histórico' on each row. */
  canEdit: boolean;
  onEdit: (row: TaxRate) => void;
  onHistory: (row: TaxRate) => void;
};

/** The rows of one table: a table from 768 px up, a card per row on a phone (ADR 068). */
export function TaxRateTable({ label, rows, canEdit, onEdit, onHistory }: TaxRateTableProps) {
  return (
    <StackedTable regionLabel={label} minWidth={860} striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{COLUMNS.key}</Table.Th>
          <Table.Th scope="col">{COLUMNS.rate}</Table.Th>
          <Table.Th scope="col">{COLUMNS.validity}</Table.Th>
          <Table.Th scope="col">{COLUMNS.source}</Table.Th>
          <Table.Th scope="col">{COLUMNS.status}</Table.Th>
          {canEdit && <Table.Th scope="col">{COLUMNS.actions}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const rate = formatRateCell(row);
          return (
            <Table.Tr key={row.id}>
              <Table.Td>
                <CellLabel>{COLUMNS.key}</CellLabel>
                <Text span fw={600}>
                  {row.key}
                </Text>
                {row.note && (
                  <Text size="sm" c="dimmed">
                    {row.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <CellLabel>{COLUMNS.rate}</CellLabel>
                {rate === PENDING_RATE_LABEL ? (
                  <Badge color="orange.9" variant="outline">
                    {rate}
                  </Badge>
                ) : (
                  rate
                )}
              </Table.Td>
              <Table.Td>
                <CellLabel>{COLUMNS.validity}</CellLabel>
                {formatValidity(row)}
              </Table.Td>
              <Table.Td>
                <CellLabel>{COLUMNS.source}</CellLabel>
                {row.source}
              </Table.Td>
              <Table.Td>
                <CellLabel>{COLUMNS.status}</CellLabel>
                <Badge color={row.verified ? 'green.9' : 'gray.8'} variant="outline">
                  {row.verified ? 'Verificada' : 'Não verificada'}
                </Badge>
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <CellLabel>{COLUMNS.actions}</CellLabel>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Editar ${row.key} (${formatValidity(row)})`}
                      onClick={() => onEdit(row)}
                    >
                      Editar
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={`Histórico de ${row.key} (${formatValidity(row)})`}
                      onClick={() => onHistory(row)}
                    >
                      Histórico
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
