import type { CondensingBalanceDto } from '@camara-fria/contracts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatKcalh } from '../../../lib/units-format.ts';
import { formatCelsius } from '../utils/format-values.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}

function describeStatus(condensing: CondensingBalanceDto): string {
  const design = formatCelsius(condensing.designCondensingTemperature);
  if (condensing.control === 'MINIMUM') {
    return `Condensação mantida na menor temperatura da tabela da unidade (${formatCelsius(condensing.condensingTemperature)}): os condensadores rejeitariam mais.`;
  }
  return condensing.isSufficient
    ? `Condensadores suficientes: condensam abaixo dos ${design} de projeto.`
    : `Condensadores subdimensionados: a condensação sobe acima dos ${design} de projeto e a capacidade cai.`;
}

/**
 * Issue 28 item 5 (docs/decisions/058): a rack's remote condensers at the balance, always — the
 * condensing temperature the compressors and condensers settle at, what the compressors reject
 * (required) and what the condensers reject there (available), beside the design figures.
 */
export function CondensingBalance({
  headingId,
  condensing,
}: {
  headingId: string;
  condensing: CondensingBalanceDto;
}) {
  const tc = formatCelsius(condensing.condensingTemperature);
  const design = formatCelsius(condensing.designCondensingTemperature);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Title order={4} size="h5" id={headingId} mb="xs">
        Condensação no equilíbrio
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Figure
          label="Temperatura de condensação"
          value={`${tc} (projeto ${design}, ar a ${formatCelsius(condensing.ambientTemperature)})`}
        />
        <Figure
          label="Rejeição requerida (compressores)"
          value={formatKcalh(condensing.requiredRejection)}
        />
        <Figure
          label={`Rejeição disponível (condensadores a ${tc})`}
          value={formatKcalh(condensing.availableRejection)}
        />
        <Figure
          label={`Condensadores a ${design} (projeto)`}
          value={formatKcalh(condensing.designRejection)}
        />
      </SimpleGrid>
      <Text size="sm" mt="xs" fw={condensing.isSufficient ? undefined : 700}>
        {describeStatus(condensing)}
      </Text>
    </Paper>
  );
}
