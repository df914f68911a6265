import type { HeatLoadSummary } from '@camara-fria/contracts';
import type { HeatLoadRefs, Room } from '@camara-fria/domain';
import { Alert, Badge, Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Control } from 'react-hook-form';
import { useLiveHeatLoad } from '../hooks/use-live-heat-load.ts';
import { formatKcalh, formatKw } from '../../../lib/units-format.ts';
import { formatDecimal } from '../utils/format-number.ts';
import { HEAT_LOAD_PARTS, isSameAsSaved } from '../utils/heat-load.ts';
import type { RoomFormValues } from '../utils/room-model.ts';
import { CalculationMemorialModal } from './calculation-memorial-modal.tsx';
import { HeatLoadChart } from './heat-load-chart.tsx';

/** Mantine's darkest green (#2b8a3e) gives 4.4:1 on white; this one passes 4.5:1. */
const SAVED_GREEN = '#237032';

type HeatLoadSummaryPanelProps = {
  control: Control<RoomFormValues>;
  room: Room;
  /** What the server stored with the room. */
  saved: HeatLoadSummary | null;
  refs: HeatLoadRefs;
};

function SummaryRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 500}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Spec §2: transmission, infiltration, products, other loads, the safety margin and the total in
 * kW and kcal/h, live from the form; "Salvo" when equal to the server's stored load.
 */
export function HeatLoadSummaryPanel({ control, room, saved, refs }: HeatLoadSummaryPanelProps) {
  const { live, liveRoom } = useLiveHeatLoad(control, room, refs);
  const [isMemorialOpen, memorial] = useDisclosure(false);
  const result = live.status === 'computed' ? live.result : null;
  const warnings = live.status === 'computed' ? live.heatLoad.warnings : [];
  const isSaved = live.status === 'computed' && isSameAsSaved(live.heatLoad.summary, saved);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="heat-load-summary-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="heat-load-summary-title">
            Resumo da carga térmica
          </Title>
          <Badge variant="outline" color={isSaved ? SAVED_GREEN : 'gray.8'}>
            {isSaved ? 'Salvo' : 'Não salvo'}
          </Badge>
        </Group>
        {result === null ? (
          <Text>Preencha os dados para calcular</Text>
        ) : (
          <Table aria-labelledby="heat-load-summary-title" verticalSpacing={6}>
            <Table.Tbody>
              {result.mode === 'CALCULATED' &&
                HEAT_LOAD_PARTS.map((part) => (
                  <SummaryRow
                    key={part.key}
                    label={part.label}
                    value={formatKw(result[part.key])}
                  />
                ))}
              <SummaryRow
                label="Margem de segurança"
                value={
                  result.mode === 'CALCULATED'
                    ? `${formatDecimal(liveRoom.safetyMargin)} %`
                    : 'Não se aplica'
                }
              />
              <SummaryRow label="Total (kW)" value={formatKw(result.totalKw)} strong />
              <SummaryRow label="Total (kcal/h)" value={formatKcalh(result.totalKcalh)} strong />
            </Table.Tbody>
          </Table>
        )}
        {warnings.length > 0 && (
          <Alert color="yellow" variant="light" title="Avisos do cálculo" role="note">
            <List size="sm" spacing={4}>
              {warnings.map((warning) => (
                <List.Item key={`${warning.code}-${warning.field}`}>{warning.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {result?.mode === 'CALCULATED' && <HeatLoadChart result={result} />}
        <Button variant="light" onClick={memorial.open} disabled={result === null}>
          Memorial de cálculo
        </Button>
      </Stack>
      <CalculationMemorialModal
        opened={isMemorialOpen}
        onClose={memorial.close}
        steps={result?.steps ?? []}
      />
    </Paper>
  );
}
