// The unit modals of the equipment screen (issue 12): the screen imports only this file.
export { CondensingUnitWizard } from './components/condensing-unit-wizard.tsx';
export { CompressorModal } from './components/compressor-modal.tsx';
export { CondenserModal } from './components/condenser-modal.tsx';
export type {
  CondenserModalProps,
  CondenserPreview,
  EquipmentPreview,
  UnitModalProps,
  UnitWizardSystem,
} from './types.ts';
