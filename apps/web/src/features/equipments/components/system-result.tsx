import {
  hasBalancePoint,
  type BalancePointResultDto,
  type SystemResultDto,
} from '@camara-fria/contracts';
import type { CoverageRow } from '@camara-fria/proposal';
import {
  Alert,
  Box,
  Button,
  Grid,
  List,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, Suspense } from 'react';
import { RoomCoverageTable } from '../../../components/ui/room-coverage-table.tsx';
import { formatUnitValue } from '../../../lib/units-format.ts';
import { formatKelvin, formatResultingDt } from '../utils/format-values.ts';
import { SYSTEM_MESSAGES } from '../utils/system-messages.ts';
import { CondensingBalance } from './condensing-balance.tsx';
import { EnergyCost } from './energy-cost.tsx';

const BalanceChart = lazy(() => import('./balance-chart.tsx'));

type SystemResultProps = {
  systemKey: string;
  result: SystemResultDto | null;
  /** The names of the system's rooms, by id (the result names them by id). */
  roomNames: ReadonlyMap<number, string>;
  /** The saved result went stale (its rooms changed, docs/decisions/055): "Recalcular". */
  isStale: boolean;
  canCalculate: boolean;
  isCalculating: boolean;
  /** The server's reason when the last "Calcular" failed. */
  calculateError: string | null;
  onCalculate: () => void;
};

function describeCurve(result: SystemResultDto, crossing: string | null): string {
  const required = `carga requerida ${formatUnitValue(result.requiredCapacity, 'kcal/h')} kcal/h`;
  const lead = 'Capacidade dos evaporadores e da unidade pela temperatura de evaporação';
  return crossing
    ? `${lead}; as curvas se cruzam em ${crossing}; ${required}.`
    : `${lead}; as curvas não se cruzam; ${required}.`;
}

/** The result's rooms as rows of the proposal's coverage table (docs/decisions/061). */
function listCoverage(
  result: BalancePointResultDto,
  roomNames: ReadonlyMap<number, string>,
): CoverageRow[] {
  return result.rooms.map((room) => ({
    systemName: '',
    room: {
      roomId: room.roomId,
      name: roomNames.get(room.roomId) ?? `Câmara ${room.roomId}`,
      capacity: room.capacity,
      requiredCapacity: room.requiredCapacity,
      coveragePercent: room.coveragePercent,
      isCovered: room.isCovered,
      uncoveredReason: room.uncoveredReason,
    },
  }));
}

/**
 * Spec §2.1 'Resultado': "Calcular" and the read-only DT Resultante and Capacidade Total; beyond
 * the spec, the balance chart, a rack's condensation at the balance (ADR 058) and the energy and
 * its cost.
 */
export function SystemResult({
  systemKey,
  result,
  roomNames,
  isStale,
  canCalculate,
  isCalculating,
  calculateError,
  onCalculate,
}: SystemResultProps) {
  const headingId = `${systemKey}-result`;
  // A balance point exists (every room covered or not): its figures are shown.
  const isBalanced = hasBalancePoint(result);
  const coverage = isBalanced ? listCoverage(result, roomNames) : [];
  const uncovered = coverage.filter((row) => row.room.isCovered === false);
  const crossingLines = isBalanced
    ? [
        `DT ${formatKelvin(result.resultingDt)}`,
        `${formatUnitValue(result.resultingCapacity, 'kcal/h')} kcal/h`,
      ]
    : null;
  const crossing = crossingLines?.join(' · ') ?? null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        Resultado
      </Title>
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Button onClick={onCalculate} disabled={!canCalculate} loading={isCalculating} fullWidth>
            {isStale ? SYSTEM_MESSAGES.recalculate : 'Calcular'}
          </Button>
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput
            label="DT Resultante"
            readOnly
            value={isBalanced ? formatResultingDt(result.resultingDt) : ''}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput
            label="Capacidade Total (Kcal/h)"
            readOnly
            value={isBalanced ? formatUnitValue(result.resultingCapacity, 'kcal/h') : ''}
          />
        </Grid.Col>
      </Grid>
      {isStale && (
        <Alert color="orange.9" variant="outline" mt="sm" title={SYSTEM_MESSAGES.staleTitle}>
          {SYSTEM_MESSAGES.stale}
        </Alert>
      )}
      {calculateError && (
        <Alert color="red.9" variant="outline" mt="sm" title="Não foi possível calcular">
          {calculateError}
        </Alert>
      )}
      {uncovered.length > 0 && (
        <Alert color="red.9" variant="outline" mt="sm" title={SYSTEM_MESSAGES.uncoveredTitle}>
          {SYSTEM_MESSAGES.uncovered(uncovered.map((row) => row.room.name))}
        </Alert>
      )}
      {result?.status === 'NO_BALANCE' && (
        <Alert color="orange.9" variant="outline" mt="sm" title="O sistema não entra em equilíbrio">
          {result.message}
        </Alert>
      )}
      {result && (
        <Stack gap="sm" mt="sm">
          {result.curve.length > 0 && (
            <Box component="figure" m={0}>
              <Text component="figcaption" fw={700} size="sm" mb={6}>
                Equilíbrio do sistema
              </Text>
              <Text size="sm" id={`${headingId}-chart-text`}>
                {describeCurve(result, crossing)}
              </Text>
              <Box role="img" aria-labelledby={`${headingId}-chart-text`}>
                <Suspense fallback={<Loader size="sm" aria-label="Carregando gráfico" />}>
                  <BalanceChart result={result} crossingLines={crossingLines} />
                </Suspense>
              </Box>
            </Box>
          )}
          {coverage.length > 0 && (
            <div
              role="region"
              aria-label={`${SYSTEM_MESSAGES.coverageCaption} (role para o lado)`}
              tabIndex={0}
              style={{ overflowX: 'auto' }}
            >
              <RoomCoverageTable
                rows={coverage}
                caption={SYSTEM_MESSAGES.coverageCaption}
                withSystem={false}
              />
            </div>
          )}
          {hasBalancePoint(result) && result.warnings.length > 0 && (
            <List size="sm">
              {result.warnings.map((warning) => (
                <List.Item key={`${warning.code}-${warning.field ?? ''}`}>
                  {warning.message}
                </List.Item>
              ))}
            </List>
          )}
          {hasBalancePoint(result) && result.condensing && (
            <CondensingBalance
              headingId={`${headingId}-condensing`}
              condensing={result.condensing}
            />
          )}
          {hasBalancePoint(result) && (
            <EnergyCost headingId={`${headingId}-energy`} energy={result.energy} />
          )}
        </Stack>
      )}
    </section>
  );
}
