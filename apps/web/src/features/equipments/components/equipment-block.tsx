import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatUnitValue } from '../../../lib/units-format.ts';
import type { EquipmentSummary } from '../utils/system-draft.ts';
import { SYSTEM_MESSAGES } from '../utils/system-messages.ts';
import { EditIcon, RemoveIcon } from './equipment-icons.tsx';
import { EquipmentImage } from './equipment-image.tsx';

type EquipmentBlockProps = {
  /** 'Unidade Condensadora', 'Rack/Compressor' or 'Condensador'. */
  title: string;
  headingId: string;
  summary: EquipmentSummary | null;
  /** Spec §2.1: choosing waits for the system's refrigerant. */
  canChoose: boolean;
  onChoose: () => void;
  onRemove: () => void;
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** Spec §2.1: a unit, compressor or condenser block of a system. */
export function EquipmentBlock({
  title,
  headingId,
  summary,
  canChoose,
  onChoose,
  onRemove,
}: EquipmentBlockProps) {
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        {title}
      </Title>
      {summary ? (
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <EquipmentImage src={summary.image} alt={`${title} ${summary.model}`} />
            <Stack gap={4}>
              <Text fw={700}>
                {summary.model} × {summary.count}
              </Text>
              <Text size="sm">{summary.sku ?? SYSTEM_MESSAGES.special}</Text>
            </Stack>
          </Group>
          <Group gap="lg">
            <Figure
              label="Capacidade (Kcal/h)"
              value={
                summary.capacityKcalh === null
                  ? '—'
                  : formatUnitValue(summary.capacityKcalh, 'kcal/h')
              }
            />
            <Figure
              label="Consumo (kW)"
              value={summary.powerKw === null ? '—' : formatUnitValue(summary.powerKw, 'kW')}
            />
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Editar ${title}`}
              onClick={onChoose}
            >
              <EditIcon />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              c="red.9"
              size="lg"
              aria-label={`Remover ${title}`}
              onClick={onRemove}
            >
              <RemoveIcon />
            </ActionIcon>
          </Group>
        </Group>
      ) : (
        <Button
          variant="outline"
          disabled={!canChoose}
          onClick={onChoose}
          aria-label={`Selecione o equipamento: ${title}`}
        >
          Selecione o equipamento
        </Button>
      )}
    </Paper>
  );
}
