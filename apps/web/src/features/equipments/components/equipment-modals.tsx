import { EvaporatorWizard } from '../evaporator-wizard/index.ts';
import type { SystemsEditor } from '../hooks/use-systems-editor.ts';
import { CompressorModal, CondenserModal, CondensingUnitWizard } from '../unit-wizards/index.ts';
import {
  summariseEvaporatorPreview,
  summariseUnitPreview,
  sumRequiredCapacity,
  type DraftSystem,
  type UnitSlot,
} from '../utils/system-draft.ts';

/** Which modal is open, for which system (and room). */
export type OpenModal =
  | { kind: 'evaporator'; systemKey: string; roomId: number }
  | { kind: UnitSlot; systemKey: string }
  | null;

type EquipmentModalsProps = {
  open: OpenModal;
  drafts: readonly DraftSystem[];
  editor: Pick<SystemsEditor, 'setEvaporator' | 'setUnit'>;
  onClose: () => void;
};

/**
 * The modals of spec §2.2, mounted while open (each starts fresh); confirming stores the choice
 * on the system (spec §4) and closes.
 */
export function EquipmentModals({ open, drafts, editor, onClose }: EquipmentModalsProps) {
  const draft = open ? drafts.find((candidate) => candidate.key === open.systemKey) : undefined;
  const settings = draft?.settings;
  if (!open || !draft || !settings) return null;
  const system = {
    refrigerantFluid: settings.refrigerantFluid,
    operationTemperature: settings.operationTemperature,
    rack: settings.rack,
  };

  if (open.kind === 'evaporator') {
    const configuration = draft.configurations.find((item) => item.room.id === open.roomId);
    if (!configuration) return null;
    const { room } = configuration;
    return (
      <EvaporatorWizard
        opened
        onClose={onClose}
        system={system}
        room={room}
        initialChoice={configuration.evaporator?.choice ?? null}
        onConfirm={(choice, preview) => {
          editor.setEvaporator(draft.key, room.id, {
            choice,
            summary: summariseEvaporatorPreview(preview),
          });
          onClose();
        }}
      />
    );
  }

  const common = {
    opened: true,
    onClose,
    system,
    requiredCapacity: sumRequiredCapacity(draft),
    roomCount: draft.configurations.length,
  };
  if (open.kind === 'condenser') {
    return (
      <CondenserModal
        {...common}
        initialChoice={draft.condenser?.choice ?? null}
        onConfirm={(choice, preview) => {
          editor.setUnit(draft.key, 'condenser', {
            choice,
            summary: summariseUnitPreview(preview),
          });
          onClose();
        }}
      />
    );
  }
  const Modal = open.kind === 'compressor' ? CompressorModal : CondensingUnitWizard;
  const slot = open.kind;
  return (
    <Modal
      {...common}
      initialChoice={draft[slot]?.choice ?? null}
      onConfirm={(choice, preview) => {
        editor.setUnit(draft.key, slot, { choice, summary: summariseUnitPreview(preview) });
        onClose();
      }}
    />
  );
}
