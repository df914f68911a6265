import type { CatalogVersionRef, SystemSettings } from '@camara-fria/contracts';
import { Alert, Button, Divider, Group, SimpleGrid, Stack } from '@mantine/core';
import { CatalogueNotice } from '../../../components/ui/catalogue-notice.tsx';
import type { PanelNotice, SystemBusy } from '../utils/systems-editor-state.ts';
import {
  canCalculateSystem,
  canSaveSystem,
  type DraftConfiguration,
  type DraftSystem,
  type UnitSlot,
} from '../utils/system-draft.ts';
import { SYSTEM_MESSAGES } from '../utils/system-messages.ts';
import { EquipmentBlock } from './equipment-block.tsx';
import { EvaporatorRows } from './evaporator-rows.tsx';
import { SaveSystemButton } from './save-system-button.tsx';
import { SystemResult } from './system-result.tsx';
import { SystemSettingsForm } from './system-settings-form.tsx';

export type SystemPanelProps = {
  draft: DraftSystem;
  /** The catalogue its figures come from: its own, or the active one for a new system. */
  catalogue: CatalogVersionRef | null;
  notice: PanelNotice | undefined;
  busy: SystemBusy | undefined;
  refrigerantCodes: readonly string[];
  isLoadingRefrigerants: boolean;
  onStoreSettings: (settings: SystemSettings) => void;
  onChooseEvaporator: (configuration: DraftConfiguration) => void;
  onRemoveRoom: (configuration: DraftConfiguration) => void;
  /** The room's fan load takes the saved evaporators' fans, then the system is saved again. */
  onTakeFans?: (configuration: DraftConfiguration) => void;
  /** The room whose fans are being taken. */
  takingFansRoomId?: number | null;
  onChooseUnit: (slot: UnitSlot) => void;
  onRemoveUnit: (slot: UnitSlot) => void;
  onCalculate: () => void;
  onSave: () => void;
  onReload: () => void;
  /** 'Excluir sistema' (asks first). */
  onDelete: () => void;
};

const UNIT_TITLES: Record<UnitSlot, string> = {
  condensingUnit: 'Unidade Condensadora',
  compressor: 'Rack/Compressor',
  condenser: 'Condensador',
};

/** One system of the accordion (spec §2.1): settings, evaporators, units, result, Salvar. */
export function SystemPanel({
  draft,
  catalogue,
  notice,
  busy,
  refrigerantCodes,
  isLoadingRefrigerants,
  onStoreSettings,
  onChooseEvaporator,
  onRemoveRoom,
  onTakeFans,
  takingFansRoomId,
  onChooseUnit,
  onRemoveUnit,
  onCalculate,
  onSave,
  onReload,
  onDelete,
}: SystemPanelProps) {
  const slots: UnitSlot[] = draft.settings?.rack ? ['compressor', 'condenser'] : ['condensingUnit'];
  const canChoose = Boolean(draft.settings?.refrigerantFluid);
  return (
    <Stack gap="lg">
      <CatalogueNotice
        text={catalogue?.notice}
        isDemonstration={catalogue?.isDemonstration ?? false}
      />
      <SystemSettingsForm
        key={`${draft.key}-${draft.version ?? 'novo'}`}
        systemKey={draft.key}
        settings={draft.settings}
        refrigerantCodes={refrigerantCodes}
        isLoadingRefrigerants={isLoadingRefrigerants}
        onStore={onStoreSettings}
      />
      <Divider />
      <EvaporatorRows
        systemKey={draft.key}
        settings={draft.settings}
        configurations={draft.configurations}
        isStale={draft.isStale}
        onChoose={onChooseEvaporator}
        onRemove={onRemoveRoom}
        onTakeFans={draft.id === null ? undefined : onTakeFans}
        isDirty={draft.isDirty}
        takingFansRoomId={takingFansRoomId}
      />
      <SimpleGrid cols={{ base: 1, md: slots.length }} spacing="sm">
        {slots.map((slot) => (
          <EquipmentBlock
            key={slot}
            title={UNIT_TITLES[slot]}
            headingId={`${draft.key}-${slot}`}
            summary={draft[slot]?.summary ?? null}
            canChoose={canChoose}
            onChoose={() => onChooseUnit(slot)}
            onRemove={() => onRemoveUnit(slot)}
          />
        ))}
      </SimpleGrid>
      <Divider />
      <SystemResult
        systemKey={draft.key}
        result={draft.result}
        roomNames={new Map(draft.configurations.map(({ room }) => [room.id, room.name]))}
        isStale={draft.isStale}
        canCalculate={canCalculateSystem(draft)}
        isCalculating={busy === 'calculating'}
        calculateError={notice?.kind === 'calculate-error' ? notice.message : null}
        onCalculate={onCalculate}
      />
      {notice?.kind === 'conflict' && (
        <Alert color="red.9" variant="outline" title="Sistema alterado por outra pessoa">
          {SYSTEM_MESSAGES.conflict}
          <Group mt="xs">
            <Button size="xs" variant="default" onClick={onReload}>
              Recarregar sistema
            </Button>
          </Group>
        </Alert>
      )}
      {notice?.kind === 'save-error' && notice.message && (
        <Alert color="red.9" variant="outline" title={SYSTEM_MESSAGES.saveFailed}>
          {notice.message}
        </Alert>
      )}
      <Group justify="space-between">
        <Button
          variant="outline"
          color="red.9"
          onClick={onDelete}
          loading={busy === 'deleting'}
          disabled={busy !== undefined && busy !== 'deleting'}
        >
          Excluir sistema
        </Button>
        <SaveSystemButton
          canSave={canSaveSystem(draft)}
          isSaving={busy === 'saving'}
          onSave={onSave}
        />
      </Group>
    </Stack>
  );
}
