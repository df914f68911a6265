import { Table } from '@mantine/core';
import { formatKcalh } from '../../../../lib/units-format.ts';
import type { CapacitySummary } from '../utils/capacity-summary.ts';

const PERCENT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** Spec §5 live table: total capacity, required capacity (Σ rooms) and slack. */
export function CapacityTable({ summary }: { summary: CapacitySummary }) {
  return (
    <Table withTableBorder aria-label="Capacidades" verticalSpacing={4}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">Capacidade total</Table.Th>
          <Table.Td ta="right">
            {summary.total === null ? '—' : formatKcalh(summary.total)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Capacidade requerida</Table.Th>
          <Table.Td ta="right">{formatKcalh(summary.required)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Folga</Table.Th>
          <Table.Td ta="right">
            {summary.slack === null ? '—' : `${PERCENT.format(summary.slack)} %`}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
