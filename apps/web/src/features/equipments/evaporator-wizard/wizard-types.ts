import type { EvaporatorChoiceInput } from '@camara-fria/contracts';

/*
 * STAND-IN (issue 12): the evap-wizard branch owns this folder; the types follow its
 * evaporator-wizard/utils/wizard-types.ts, and the lead replaces this folder with the real modal.
 */

export type EvaporatorWizardSystem = { refrigerantFluid: string; operationTemperature: number };

export type EvaporatorWizardRoom = {
  id: number;
  name: string;
  roomTemperature: number;
  length: number;
  width: number;
  heatLoad: { totalKcalh: number } | null;
};

export type EvaporatorPreview = {
  specialEquipment: boolean;
  model: string;
  line: string | null;
  image: string | null;
  sku: string | null;
  count: number;
  temperatureDelta: number;
  unitCapacity: number;
  totalCapacity: number;
};

export type EvaporatorWizardProps = {
  opened: boolean;
  onClose: () => void;
  system: EvaporatorWizardSystem;
  room: EvaporatorWizardRoom;
  initialChoice?: EvaporatorChoiceInput | null;
  onConfirm: (choice: EvaporatorChoiceInput, preview: EvaporatorPreview) => void;
};
