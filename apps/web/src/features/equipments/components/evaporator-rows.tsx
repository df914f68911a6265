import type { SystemSettings } from '@camara-fria/contracts';
import { ActionIcon, Button, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { CellLabel, StackedTable } from '../../../components/ui/stacked-table.tsx';
import { formatUnitValue } from '../../../lib/units-format.ts';
import { formatKelvin } from '../utils/format-values.ts';
import { describeRowCapacity } from '../utils/row-capacity.ts';
import { describeRoomCompatibility } from '../utils/room-compatibility.ts';
import type { DraftConfiguration } from '../utils/system-draft.ts';
import { SYSTEM_MESSAGES } from '../utils/system-messages.ts';
import { EditIcon, RemoveIcon } from './equipment-icons.tsx';
import { EquipmentImage } from './equipment-image.tsx';
import { EvaporatorFansAction } from './evaporator-fans-action.tsx';

type EvaporatorRowsProps = {
  systemKey: string;
  settings: SystemSettings | null;
  configurations: readonly DraftConfiguration[];
  /** The saved selections were computed from other room figures: their capacities are not shown. */
  isStale: boolean;
  onChoose: (configuration: DraftConfiguration) => void;
  onRemove: (configuration: DraftConfiguration) => void;
  /** The room's fan load takes the saved selection's fans (absent: no such action). */
  onTakeFans?: (configuration: DraftConfiguration) => void;
  /** The system has unsaved changes (the fans wait for a save). */
  isDirty?: boolean;
  /** The room whose fans are being taken. */
  takingFansRoomId?: number | null;
};

/** The columns' names: the header row, and each cell's label on a phone (ADR 068). */
const COLUMNS = {
  room: 'Câmara',
  image: 'Imagem',
  model: 'Modelo',
  sku: 'SKU',
  dt: 'DT',
  capacity: 'Carga do Evaporador (kcal/h)',
  requiredLoad: 'Carga Requerida (kcal/h)',
} as const;

function formatKcalhCell(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : formatUnitValue(value, 'kcal/h');
}

function EvaporatorRow({
  configuration,
  settings,
  isStale,
  onChoose,
  onRemove,
  onTakeFans,
  isDirty,
  takingFansRoomId,
}: { configuration: DraftConfiguration; settings: SystemSettings | null } & Pick<
  EvaporatorRowsProps,
  'isStale' | 'onChoose' | 'onRemove' | 'onTakeFans' | 'isDirty' | 'takingFansRoomId'
>) {
  const { room, evaporator } = configuration;
  const compatibility = settings ? describeRoomCompatibility(room.roomTemperature, settings) : null;
  const summary = evaporator?.summary;
  const { capacityKcalh, rated } = describeRowCapacity(configuration, settings);
  return (
    <Table.Tr>
      <Table.Th scope="row">{room.name}</Table.Th>
      <Table.Td>
        <CellLabel>{COLUMNS.image}</CellLabel>
        {summary ? <EquipmentImage src={summary.image} alt={`Evaporador ${summary.model}`} /> : '—'}
      </Table.Td>
      <Table.Td>
        <CellLabel>{COLUMNS.model}</CellLabel>
        {summary ? (
          <>
            {`${summary.model} × ${summary.count}`}
            {onTakeFans && typeof summary.unitFanPowerKw === 'number' && (
              <EvaporatorFansAction
                roomName={room.name}
                count={summary.count}
                unitFanPowerKw={summary.unitFanPowerKw}
                isDisabled={Boolean(isDirty)}
                isBusy={takingFansRoomId === room.id}
                onTake={() => onTakeFans(configuration)}
              />
            )}
          </>
        ) : (
          <Button size="xs" onClick={() => onChoose(configuration)}>
            Selecione o Evaporador
          </Button>
        )}
      </Table.Td>
      <Table.Td>
        <CellLabel>{COLUMNS.sku}</CellLabel>
        {summary ? (summary.sku ?? SYSTEM_MESSAGES.special) : '—'}
      </Table.Td>
      <Table.Td>
        <CellLabel>{COLUMNS.dt}</CellLabel>
        {compatibility ? formatKelvin(compatibility.dtK) : '—'}
        {compatibility && !compatibility.isCompatible && (
          <Text size="xs" c="red.9" fw={700}>
            {compatibility.message}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <CellLabel>{COLUMNS.capacity}</CellLabel>
        {isStale && summary ? (
          <Text size="sm" c="orange.9" fw={700}>
            {SYSTEM_MESSAGES.recalculate}
          </Text>
        ) : (
          <>
            {formatKcalhCell(capacityKcalh)}
            {rated?.isAboveMaxDt && (
              <Text size="xs" c="red.9" fw={700}>
                {SYSTEM_MESSAGES.aboveMaxDt(rated.maxDtK)}
              </Text>
            )}
          </>
        )}
      </Table.Td>
      <Table.Td>
        <CellLabel>{COLUMNS.requiredLoad}</CellLabel>
        {formatKcalhCell(room.heatLoad?.totalKcalh)}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {summary && (
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Editar evaporador de ${room.name}`}
              onClick={() => onChoose(configuration)}
            >
              <EditIcon />
            </ActionIcon>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            c="red.9"
            size="lg"
            aria-label={`Remover ${room.name} do sistema`}
            onClick={() => onRemove(configuration)}
          >
            <RemoveIcon />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Spec §2.1 'Evaporador': one row per room of the system. */
export function EvaporatorRows({
  systemKey,
  settings,
  configurations,
  isStale,
  onChoose,
  onRemove,
  onTakeFans,
  isDirty,
  takingFansRoomId,
}: EvaporatorRowsProps) {
  const headingId = `${systemKey}-evaporators`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        Evaporador
      </Title>
      {configurations.length === 0 ? (
        <Text>{SYSTEM_MESSAGES.noRoomsInSystem}</Text>
      ) : (
        <StackedTable
          regionLabel="Tabela de evaporadores"
          minWidth={760}
          verticalSpacing="xs"
          aria-labelledby={headingId}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{COLUMNS.room}</Table.Th>
              <Table.Th>{COLUMNS.image}</Table.Th>
              <Table.Th>{COLUMNS.model}</Table.Th>
              <Table.Th>{COLUMNS.sku}</Table.Th>
              <Table.Th>{COLUMNS.dt}</Table.Th>
              <Table.Th>{COLUMNS.capacity}</Table.Th>
              <Table.Th>{COLUMNS.requiredLoad}</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {configurations.map((configuration) => (
              <EvaporatorRow
                key={configuration.room.id}
                configuration={configuration}
                settings={settings}
                isStale={isStale}
                onChoose={onChoose}
                onRemove={onRemove}
                onTakeFans={onTakeFans}
                isDirty={isDirty}
                takingFansRoomId={takingFansRoomId}
              />
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
    </section>
  );
}
