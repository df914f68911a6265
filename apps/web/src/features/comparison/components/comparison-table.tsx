import type { ComparisonItemDto } from '@camara-fria/contracts';
import { Box, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { LineImage } from '../../../components/ui/line-image.tsx';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import {
  BEST_LEGEND,
  COMPARISON_ROWS,
  findBestIds,
  isUniformRow,
  toTabSeparated,
} from '../../../lib/comparison-rows.ts';
import { COMPARISON_MESSAGES, ITEM_KINDS, type ProductType } from '../utils/comparison-search.ts';

const CAPTIONS: Record<ProductType, string> = {
  evaporator: 'Comparativo de evaporadores',
  condensingUnit: 'Comparativo de unidades condensadoras',
};

type ComparisonTableProps = {
  type: ProductType;
  items: readonly ComparisonItemDto[];
  onBack: () => void;
};

/**
 * Step 'Comparativo' (spec §2.3, §3 "Comparison item"): the models side by side, the best value
 * of each numeric row marked in words, rows where all agree hideable, print and copy.
 */
export function ComparisonTable({ type, items, onBack }: ComparisonTableProps) {
  const [hideUniform, setHideUniform] = useState(false);
  const allRows = COMPARISON_ROWS[ITEM_KINDS[type]];
  const rows = hideUniform ? allRows.filter((row) => !isUniformRow(row, items)) : allRows;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(toTabSeparated(rows, items));
      showSuccessNotification(COMPARISON_MESSAGES.copied);
    } catch (error) {
      showErrorNotification(COMPARISON_MESSAGES.copyError, error);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" data-print="hide">
        <Button variant="default" onClick={onBack}>
          Voltar
        </Button>
        <Group gap="sm">
          <Switch
            label="Ocultar linhas iguais"
            checked={hideUniform}
            onChange={(event) => setHideUniform(event.currentTarget.checked)}
          />
          <Button variant="default" onClick={() => void copy()}>
            Copiar tabela
          </Button>
          <Button variant="default" onClick={() => window.print()}>
            Imprimir
          </Button>
        </Group>
      </Group>
      <Text size="sm" id="comparison-legend">
        {BEST_LEGEND}
      </Text>
      <Box
        role="region"
        aria-label={`${CAPTIONS[type]} (role para os lados para ver todos os modelos)`}
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table
          withTableBorder
          withColumnBorders
          striped
          miw={items.length * 180 + 200}
          aria-describedby="comparison-legend"
        >
          <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700 }}>
            {CAPTIONS[type]}
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Modelo</Table.Th>
              {items.map((item) => (
                <Table.Th key={item.id} scope="col">
                  <LineImage kind={item.kind} line={item.line} image={item.image} />
                  {item.model}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const best = findBestIds(row, items);
              return (
                <Table.Tr key={row.key} data-row={row.key}>
                  <Table.Th scope="row">{row.label}</Table.Th>
                  {items.map((item) => (
                    <Table.Td key={item.id} fw={best.includes(item.id) ? 700 : undefined}>
                      {row.text(item)}
                      {best.includes(item.id) && (
                        <Text span size="xs" fw={700} ml={6}>
                          <span aria-hidden="true">★ </span>Melhor
                        </Text>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}
