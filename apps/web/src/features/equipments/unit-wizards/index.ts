/**
 * STAND-IN public surface of the unit modals (issue 12): the unit-wizards branch owns this file;
 * the lead replaces it with the real modals' at merge.
 */
export { CompressorModal, CondenserModal, CondensingUnitWizard } from './unit-wizards.tsx';
export type {
  CompressorModalProps,
  CondenserModalProps,
  CondensingUnitWizardProps,
  UnitPreview,
  UnitWizardSystem,
} from './unit-wizard-types.ts';
