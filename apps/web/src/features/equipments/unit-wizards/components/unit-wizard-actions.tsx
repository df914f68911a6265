import { Button, Group } from '@mantine/core';

/** The condensing-unit wizard's steps: Modelo, then SKU or Comparativo. */
export type UnitWizardStep = 'MODEL' | 'SKU' | 'COMPARISON';

type UnitWizardActionsProps = {
  step: UnitWizardStep;
  isComparing: boolean;
  /** A model is ticked for the comparison. */
  canCompare: boolean;
  /** A model is chosen. */
  canAdvance: boolean;
  /** An SKU of the chosen model is chosen. */
  canConfirm: boolean;
  onCancel: () => void;
  onSpecial: () => void;
  onCompare: () => void;
  onAdvance: () => void;
  onBack: () => void;
  onConfirm: () => void;
};

/**
 * The wizard's buttons by step (spec §2.2 item 2): Cancelar, Equipamento Especial and Comparar or
 * Avançar on Modelo; Voltar, and Confirmar on SKU.
 */
export function UnitWizardActions({
  step,
  isComparing,
  canCompare,
  canAdvance,
  canConfirm,
  onCancel,
  onSpecial,
  onCompare,
  onAdvance,
  onBack,
  onConfirm,
}: UnitWizardActionsProps) {
  return (
    <Group justify="flex-end">
      {step === 'MODEL' ? (
        <>
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button variant="light" onClick={onSpecial}>
            Equipamento Especial
          </Button>
          {isComparing ? (
            <Button disabled={!canCompare} onClick={onCompare}>
              Comparar
            </Button>
          ) : (
            <Button disabled={!canAdvance} onClick={onAdvance}>
              Avançar
            </Button>
          )}
        </>
      ) : (
        <Button variant="default" onClick={onBack}>
          Voltar
        </Button>
      )}
      {step === 'SKU' ? (
        <Button disabled={!canConfirm} onClick={onConfirm}>
          Confirmar
        </Button>
      ) : null}
    </Group>
  );
}
