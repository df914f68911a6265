// The evaporator modal of the equipments screen (spec part 2 §2.2 item 1).
export { EvaporatorWizard } from './components/evaporator-wizard.tsx';
export type {
  EvaporatorPreview,
  EvaporatorWizardProps,
  EvaporatorWizardRoom,
  EvaporatorWizardSystem,
} from './utils/wizard-types.ts';
