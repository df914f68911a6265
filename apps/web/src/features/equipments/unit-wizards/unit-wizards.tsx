import { CatalogueChoiceModal } from './catalogue-choice-modal.tsx';
import type {
  CompressorModalProps,
  CondenserModalProps,
  CondensingUnitWizardProps,
} from './unit-wizard-types.ts';

/* STAND-INS of the unit-wizards branch's modals (spec §2.2 2–4); the lead replaces them. */

export function CondensingUnitWizard({
  initialChoice,
  onConfirm,
  ...props
}: CondensingUnitWizardProps) {
  const initial = initialChoice?.kind === 'DEFAULT' ? initialChoice : null;
  return (
    <CatalogueChoiceModal
      {...props}
      title="Seleção de Unidade Condensadora"
      initial={initial}
      onConfirm={(ids, preview) => onConfirm({ kind: 'DEFAULT', ...ids }, preview)}
    />
  );
}

export function CompressorModal({ initialChoice, onConfirm, ...props }: CompressorModalProps) {
  const initial = initialChoice?.kind === 'DEFAULT' ? initialChoice : null;
  return (
    <CatalogueChoiceModal
      {...props}
      title="Preencher Dados da Unidade de Compressão"
      initial={initial}
      onConfirm={(ids, preview) => onConfirm({ kind: 'DEFAULT', ...ids }, preview)}
    />
  );
}

export function CondenserModal({ initialChoice, onConfirm, ...props }: CondenserModalProps) {
  const initial = initialChoice?.kind === 'DEFAULT' ? initialChoice : null;
  return (
    <CatalogueChoiceModal
      {...props}
      title="Preencher dados do Condensador Remoto"
      initial={initial}
      onConfirm={(ids, preview) => onConfirm({ kind: 'DEFAULT', ...ids }, preview)}
    />
  );
}
