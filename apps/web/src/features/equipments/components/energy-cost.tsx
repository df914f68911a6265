import { estimateMonthlyRunningCost, RUNNING_COST_DAYS_PER_MONTH } from '@camara-fria/domain';
import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { formatKw } from '../../../lib/units-format.ts';
import { useEnergyTariff } from '../hooks/use-energy-tariff.ts';
import { formatBrl, formatHours, formatKwhPerDay } from '../utils/format-values.ts';

type Energy = { powerKw: number; runningHoursPerDay: number; energyKwhPerDay: number };

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

/**
 * Issue 12 (beyond the spec): the units' power at the balance point, the energy a day at the
 * rooms' operating hours, and the running cost a month at the tariff the user sets.
 */
export function EnergyCost({ headingId, energy }: { headingId: string; energy: Energy }) {
  const { tariff, isValid, setTariff } = useEnergyTariff();
  const monthly = isValid ? estimateMonthlyRunningCost(energy.energyKwhPerDay, tariff) : null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Title order={4} size="h5" id={headingId} mb="xs">
        Consumo de energia
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Figure label="Potência no ponto de equilíbrio" value={formatKw(energy.powerKw)} />
        <Figure
          label="Energia por dia"
          value={`${formatKwhPerDay(energy.energyKwhPerDay)} (${formatHours(energy.runningHoursPerDay)} de funcionamento)`}
        />
        <DecimalInput
          label="Tarifa de energia (R$/kWh)"
          value={tariff}
          onValueChange={setTariff}
          maxFractionDigits={4}
          allowNegative={false}
          error={isValid ? undefined : 'Informe a tarifa em R$/kWh (de 0 a 100).'}
        />
        <Group>
          <Figure
            label={`Custo mensal (${RUNNING_COST_DAYS_PER_MONTH} dias)`}
            value={monthly === null ? '—' : formatBrl(monthly)}
          />
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
