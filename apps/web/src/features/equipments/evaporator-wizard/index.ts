/**
 * STAND-IN public surface of the evaporator wizard (issue 12): the evap-wizard branch owns this
 * file; the lead replaces it with the real modal's at merge.
 */
export { EvaporatorWizard } from './evaporator-wizard.tsx';
export type {
  EvaporatorPreview,
  EvaporatorWizardProps,
  EvaporatorWizardRoom,
  EvaporatorWizardSystem,
} from './wizard-types.ts';
