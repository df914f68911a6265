import type { HeatLoadSummary } from '@camara-fria/contracts';
import {
  AVERAGE_24H_LABEL,
  convertKwToKcalh,
  formatRequiredCapacityLabel,
  formatSafetyMarginLabel,
  type HeatLoadRefs,
  type HeatLoadResult,
  type Room,
} from '@camara-fria/domain';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { memo } from 'react';
import type { Control } from 'react-hook-form';
import { useLiveHeatLoad } from '../hooks/use-live-heat-load.ts';
import { formatKcalh, formatKw } from '../../../lib/units-format.ts';
import { HEAT_LOAD_PARTS, isSameAsSaved, type LiveHeatLoad } from '../utils/heat-load.ts';
import type { RoomFormValues } from '../utils/room-model.ts';
import { CalculationMemorialModal } from './calculation-memorial-modal.tsx';
import { HeatLoadChart } from './heat-load-chart.tsx';
import { HeatLoadWarnings } from './heat-load-warnings.tsx';

/** Mantine's darkest green (#2b8a3e) gives 4.4:1 on white; this one passes 4.5:1. */
const SAVED_GREEN = '#237032';

type HeatLoadSummaryPanelProps = {
  control: Control<RoomFormValues>;
  room: Room;
  /** What the server stored with the room. */
  saved: HeatLoadSummary | null;
  refs: HeatLoadRefs;
};

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A row of the summary; several values (kW and kcal/h) stack in its one cell. Memoised on its
 * text: a keystroke re-renders only the rows whose numbers changed.
 */
const SummaryRow = memo(
  function SummaryRow({
    label,
    values,
    strong = false,
  }: {
    label: string;
    values: readonly string[];
    strong?: boolean;
  }) {
    return (
      <Table.Tr>
        <Table.Th scope="row" fw={strong ? 700 : 500}>
          {label}
        </Table.Th>
        <Table.Td ta="right" fw={strong ? 700 : undefined} style={NO_WRAP}>
          {/* Keyed by place: a value keyed by itself would be a new element at every change. */}
          {values.map((value, index) => (
            <div key={index}>{value}</div>
          ))}
        </Table.Td>
      </Table.Tr>
    );
  },
  (before, after) =>
    before.label === after.label &&
    before.strong === after.strong &&
    before.values.length === after.values.length &&
    before.values.every((value, index) => value === after.values[index]),
);

/**
 * The totals as issue 11 asks: the margin in kW, the capacity required at the room's operating
 * hours and, beside it, the same daily energy over 24 h (kW and kcal/h). A typed total has no
 * margin nor average.
 */
function TotalRows({ result, room }: { result: HeatLoadResult; room: Room }) {
  if (result.mode === 'TYPED') {
    return (
      <>
        <SummaryRow label="Margem de segurança" values={['Não se aplica']} />
        <SummaryRow
          label="Capacidade requerida (informada)"
          values={[formatKw(result.totalKw), formatKcalh(result.totalKcalh)]}
          strong
        />
      </>
    );
  }
  return (
    <>
      <SummaryRow
        label={formatSafetyMarginLabel(room.safetyMargin)}
        values={[formatKw(result.safetyMarginKw)]}
      />
      <SummaryRow
        label={formatRequiredCapacityLabel(room.operatingHours)}
        values={[formatKw(result.totalKw), formatKcalh(result.totalKcalh)]}
        strong
      />
      <SummaryRow
        label={AVERAGE_24H_LABEL}
        values={[formatKw(result.averageKw24h), formatKcalh(convertKwToKcalh(result.averageKw24h))]}
      />
    </>
  );
}

/**
 * Spec §2: transmission, infiltration, products, other loads, the safety margin and the total in
 * kW and kcal/h, live from the form; "Salvo" when equal to the server's stored load. The total is
 * the capacity required at the operating hours, with its 24 h average beside it (issue 11); the
 * engine's warnings are listed under it and in the memorial.
 *
 * Only this shell follows the form (every keystroke renders it): the panel below is memoised on
 * the live result, so the keystroke's own render stops here and the panel renders once, when the
 * deferred result changes (docs/ARCHITECTURE.md, performance).
 */
export function HeatLoadSummaryPanel({ control, room, saved, refs }: HeatLoadSummaryPanelProps) {
  const { live, liveRoom } = useLiveHeatLoad(control, room, refs);
  return <SummaryContent live={live} liveRoom={liveRoom} saved={saved} />;
}

type SummaryContentProps = {
  live: LiveHeatLoad;
  liveRoom: Room;
  saved: HeatLoadSummary | null;
};

const SummaryContent = memo(function SummaryContent({
  live,
  liveRoom,
  saved,
}: SummaryContentProps) {
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
                    values={[formatKw(result[part.key])]}
                  />
                ))}
              <TotalRows result={result} room={liveRoom} />
            </Table.Tbody>
          </Table>
        )}
        <HeatLoadWarnings warnings={warnings} title="Avisos do cálculo" />
        {result?.mode === 'CALCULATED' && <HeatLoadChart result={result} />}
        <Button variant="light" onClick={memorial.open} disabled={result === null}>
          Memorial de cálculo
        </Button>
      </Stack>
      <CalculationMemorialModal
        opened={isMemorialOpen}
        onClose={memorial.close}
        steps={result?.steps ?? []}
        warnings={warnings}
      />
    </Paper>
  );
});
