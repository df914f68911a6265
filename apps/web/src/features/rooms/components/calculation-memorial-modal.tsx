import type { CalculationStep, HeatLoadWarning } from '@camara-fria/domain';
import { Code, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatUnitValue, isFormattedUnit } from '../../../lib/units-format.ts';
import { STEP_PART_LABELS } from '../utils/heat-load.ts';
import { HeatLoadWarnings } from './heat-load-warnings.tsx';

const MEMORIAL_FORMAT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const SMALL_FORMAT = new Intl.NumberFormat('pt-BR', { maximumSignificantDigits: 4 });

/**
 * kW and kcal/h as everywhere else (lib/units-format.ts); other quantities two decimals (spec §9),
 * but small coefficients (k, U) keep four significant digits.
 */
function formatStepValue(value: number, unit: string): string {
  if (isFormattedUnit(unit)) return formatUnitValue(value, unit);
  return Math.abs(value) < 1 && value !== 0
    ? SMALL_FORMAT.format(value)
    : MEMORIAL_FORMAT.format(value);
}

/** Formulas wrap instead of scrolling (a scrolling block would need to take focus). */
const FORMULA_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function groupByPart(steps: readonly CalculationStep[]) {
  const groups = new Map<string, CalculationStep[]>();
  for (const step of steps) groups.set(step.part, [...(groups.get(step.part) ?? []), step]);
  return [...groups.entries()];
}

function StepCard({
  step,
  warnings,
}: {
  step: CalculationStep;
  warnings: readonly HeatLoadWarning[];
}) {
  return (
    <Paper withBorder p="sm">
      <Title order={4} size="h6">
        {step.label}
      </Title>
      <HeatLoadWarnings warnings={warnings} />
      <Code block my="xs" style={FORMULA_STYLE}>
        {step.formula}
      </Code>
      <Table striped withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Símbolo</Table.Th>
            <Table.Th scope="col">Descrição</Table.Th>
            <Table.Th scope="col" ta="right">
              Valor
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {step.inputs.map((input) => (
            <Table.Tr key={`${input.symbol}-${input.label}`}>
              <Table.Td>{input.symbol}</Table.Td>
              <Table.Td>{input.label}</Table.Td>
              <Table.Td ta="right">
                {formatStepValue(input.value, input.unit)} {input.unit}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={700} size="sm" mt="xs">
        {step.result.symbol} = {formatStepValue(step.result.value, step.result.unit)}{' '}
        {step.result.unit} ({step.result.label})
      </Text>
    </Paper>
  );
}

type CalculationMemorialModalProps = {
  opened: boolean;
  onClose: () => void;
  steps: readonly CalculationStep[];
  /** The engine's warnings (Portuguese), listed first and beside the step each concerns. */
  warnings: readonly HeatLoadWarning[];
};

/**
 * The engine's step-by-step breakdown of the live result, grouped by part; its warnings in a list
 * at the top and again in the card of the step they concern.
 */
export function CalculationMemorialModal({
  opened,
  onClose,
  steps,
  warnings,
}: CalculationMemorialModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Memorial de cálculo"
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="lg">
        <HeatLoadWarnings warnings={warnings} title="Avisos do cálculo" />
        {groupByPart(steps).map(([part, partSteps]) => (
          <section key={part} aria-labelledby={`memorial-${part}`}>
            <Title order={3} size="h5" id={`memorial-${part}`} mb="xs">
              {STEP_PART_LABELS[part] ?? part}
            </Title>
            <Stack gap="sm">
              {partSteps.map((step) => (
                <StepCard
                  key={step.key}
                  step={step}
                  warnings={warnings.filter((warning) => warning.stepKey === step.key)}
                />
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
