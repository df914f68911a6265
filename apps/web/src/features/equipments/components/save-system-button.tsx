import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { SYSTEM_MESSAGES } from '../utils/system-messages.ts';

/**
 * Spec §2.1 'Salvar' with its tooltip 'Selecione todos os equipamentos' while it cannot save.
 * Disabled by aria-disabled (not `disabled`) so that it keeps the focus and the tooltip shows
 * to the keyboard too; the reason is also its description.
 */
export function SaveSystemButton({
  canSave,
  isSaving,
  onSave,
}: {
  canSave: boolean;
  isSaving: boolean;
  onSave: () => void;
}) {
  const reasonId = useId();
  return (
    <>
      <Tooltip
        label={SYSTEM_MESSAGES.selectAllEquipment}
        disabled={canSave}
        events={{ hover: true, focus: true, touch: true }}
      >
        <Button
          data-disabled={!canSave || undefined}
          aria-disabled={!canSave || undefined}
          aria-describedby={canSave ? undefined : reasonId}
          loading={isSaving}
          onClick={(event) => {
            if (!canSave) {
              event.preventDefault();
              return;
            }
            onSave();
          }}
        >
          Salvar
        </Button>
      </Tooltip>
      {!canSave && (
        <VisuallyHidden id={reasonId}>{SYSTEM_MESSAGES.selectAllEquipment}</VisuallyHidden>
      )}
    </>
  );
}
