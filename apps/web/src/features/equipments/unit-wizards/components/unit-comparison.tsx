import type { ComparisonItemDto } from '@camara-fria/contracts';
import { Table, Text } from '@mantine/core';
import { COMPARISON_ROWS } from '../../../../lib/comparison-rows.ts';
import { LineImage } from '../../../../components/ui/line-image.tsx';

const ROWS = COMPARISON_ROWS.CONDENSING_UNIT;

/** Step 'Comparativo': the chosen models side by side (spec §3 "Comparison item"). */
export function UnitComparison({ items }: { items: ComparisonItemDto[] | null }) {
  if (items === null) return <Text c="dimmed">Comparando…</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder withColumnBorders aria-label="Comparativo de unidades condensadoras">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Modelo</Table.Th>
            {items.map((item) => (
              <Table.Th scope="col" key={item.id}>
                <LineImage kind="CONDENSING_UNIT" line={item.line} image={item.image} />
                {item.model}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {items.map((item) => (
                <Table.Td key={item.id}>{row.text(item)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
