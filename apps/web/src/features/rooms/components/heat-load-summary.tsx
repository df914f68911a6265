import type { HeatLoadSummary } from '@camara-fria/contracts';
import {
  AVERAGE_24H_LABEL,
  convertKwToKcalh,
  formatRequiredCapacityLabel,
  formatSafetyMarginLabel,
  type HeatLoadRefs,
  type HeatLoadResult,
  type HeatLoadWarning,
  type Room,
} from '@camara-fria/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { memo, useEffect, useState } from 'react';
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

/**
 * Plain table rows with Mantine's own table classes: the same markup and look as `Table.Tr`,
 * `Table.Th` and `Table.Td` (rows bordered, the table's spacing from its CSS variables), without
 * their three styled components a row, which a keystroke that changes every figure renders again
 * (docs/ARCHITECTURE.md, performance).
 */
const ROW_CLASSES = {
  tr: `mantine-Table-tr ${Table.classes.tr}`,
  th: `mantine-Table-th ${Table.classes.th}`,
  td: `mantine-Table-td ${Table.classes.td}`,
};
const LABEL_STYLE = { fontWeight: 500 } as const;
const STRONG_LABEL_STYLE = { fontWeight: 700 } as const;
const VALUE_STYLE = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const STRONG_VALUE_STYLE = { ...VALUE_STYLE, fontWeight: 700 } as const;
/** Mantine's light orange alert writes its title in orange (below 4.5:1 on its background). */
const NOTE_STYLES = { title: { color: 'var(--mantine-color-text)' } } as const;
const KEPT_TEXT_ID = 'heat-load-kept-text';
/** Issue 29: what the summary says while it shows the last valid load, not the form's. */
export const KEPT_LOAD_NOTE = {
  title: 'Exibindo o último cálculo válido',
  text: 'Corrija os campos destacados ou vazios: esta carga não inclui o que foi digitado neles.',
} as const;

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
      <tr className={ROW_CLASSES.tr} data-with-row-border>
        <th
          scope="row"
          className={ROW_CLASSES.th}
          style={strong ? STRONG_LABEL_STYLE : LABEL_STYLE}
        >
          {label}
        </th>
        <td className={ROW_CLASSES.td} style={strong ? STRONG_VALUE_STYLE : VALUE_STYLE}>
          {/* Keyed by place: a value keyed by itself would be a new element at every change. */}
          {values.map((value, index) => (
            <div key={index}>{value}</div>
          ))}
        </td>
      </tr>
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
 * the live result and its rows on their text, so a keystroke renders the rows whose figures
 * changed (docs/ARCHITECTURE.md, performance).
 */
export function HeatLoadSummaryPanel({ control, room, saved, refs }: HeatLoadSummaryPanelProps) {
  const { live, liveRoom } = useLiveHeatLoad(control, room, refs);
  return <SummaryContent live={live} liveRoom={liveRoom} saved={saved} />;
}

/** The parts (a calculated load) and the totals; `isKept`: the last valid load, described so. */
function SummaryTable({
  result,
  room,
  isKept,
}: {
  result: HeatLoadResult;
  room: Room;
  isKept: boolean;
}) {
  return (
    <Table
      aria-labelledby="heat-load-summary-title"
      aria-describedby={isKept ? KEPT_TEXT_ID : undefined}
      verticalSpacing={6}
    >
      <Table.Tbody>
        {result.mode === 'CALCULATED' &&
          HEAT_LOAD_PARTS.map((part) => (
            <SummaryRow key={part.key} label={part.label} values={[formatKw(result[part.key])]} />
          ))}
        <TotalRows result={result} room={room} />
      </Table.Tbody>
    </Table>
  );
}

const NO_WARNINGS: readonly HeatLoadWarning[] = [];

/** The memorial renders only while open (or closing): closed, a keystroke's new steps are not
 * its concern, and its closed modal would render with each of them. */
const MemorialModal = memo(
  CalculationMemorialModal,
  (before, after) => !before.opened && !after.opened,
);

/** The load kept for when the form holds none, and the focus move it was last looked at. */
type KeptLoad = { load: { result: HeatLoadResult; room: Room } | null; focusMoves: number };

/** How many times the focus has moved in the page (a field entered, a button pressed). */
function useFocusMoves(): number {
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    const count = () => setMoves((current) => current + 1);
    document.addEventListener('focusin', count);
    return () => document.removeEventListener('focusin', count);
  }, []);
  return moves;
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
  const warnings = live.status === 'computed' ? live.heatLoad.warnings : NO_WARNINGS;
  const isSaved = live.status === 'computed' && isSameAsSaved(live.heatLoad.summary, saved);
  // The valid result (and the room it is for) as it stood when the focus last moved, that is
  // before the field now typed in was touched. While the form holds none (a field emptied or
  // refused), it stays in sight under a note saying it does not include what was typed there
  // (issue 29): never a blank summary after a typo, and never the figure of a half-typed value
  // (`30.000` on the way to the refused `30.0000`).
  const focusMoves = useFocusMoves();
  const [kept, setKept] = useState<KeptLoad>({
    load: result && { result, room: liveRoom },
    focusMoves,
  });
  if (kept.focusMoves !== focusMoves) {
    setKept({ load: result ? { result, room: liveRoom } : kept.load, focusMoves });
  }
  const shown = result !== null ? { result, room: liveRoom } : kept.load;
  const isKept = result === null && shown !== null;

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
        {shown === null && <Text>Preencha os dados para calcular</Text>}
        {isKept && (
          <Alert
            color="orange"
            variant="light"
            role="note"
            title={KEPT_LOAD_NOTE.title}
            styles={NOTE_STYLES}
            p="xs"
          >
            <span id={KEPT_TEXT_ID}>{KEPT_LOAD_NOTE.text}</span>
          </Alert>
        )}
        {shown && <SummaryTable result={shown.result} room={shown.room} isKept={isKept} />}
        <HeatLoadWarnings warnings={warnings} title="Avisos do cálculo" />
        {shown?.result.mode === 'CALCULATED' && <HeatLoadChart result={shown.result} />}
        <Button variant="light" onClick={memorial.open} disabled={result === null}>
          Memorial de cálculo
        </Button>
      </Stack>
      <MemorialModal
        opened={isMemorialOpen}
        onClose={memorial.close}
        steps={result?.steps ?? []}
        warnings={warnings}
      />
    </Paper>
  );
});
