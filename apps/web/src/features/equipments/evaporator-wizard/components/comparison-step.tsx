import type { ComparisonItemDto } from '@camara-fria/contracts';
import { Button, Table } from '@mantine/core';
import { COMPARISON_ROWS } from '../../../../lib/comparison-rows.ts';

const ROWS = COMPARISON_ROWS.EVAPORATOR;

type ComparisonStepProps = {
  items: readonly ComparisonItemDto[];
  onChoose: (modelId: number) => void;
};

/** Step Comparativo (spec §2.2, §3 "Comparison item"): the ticked models side by side. */
export function ComparisonStep({ items, onChoose }: ComparisonStepProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder withColumnBorders striped aria-label="Comparativo de evaporadores">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Modelo</Table.Th>
            {items.map((item) => (
              <Table.Th key={item.id} scope="col">
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
          <Table.Tr>
            <Table.Td />
            {items.map((item) => (
              <Table.Td key={item.id}>
                <Button size="xs" onClick={() => onChoose(item.id)}>
                  Escolher {item.model}
                </Button>
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
