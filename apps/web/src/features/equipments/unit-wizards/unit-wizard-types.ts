import type { CondenserChoiceInput, UnitChoiceInput } from '@camara-fria/contracts';

/*
 * STAND-IN (issue 12): the unit-wizards branch owns this folder; the lead replaces it with the
 * real modals at merge.
 */

export type UnitWizardSystem = {
  refrigerantFluid: string;
  operationTemperature: number;
  rack: boolean;
};

/** What the screen's unit block shows for the choice until the server answers its details. */
export type UnitPreview = {
  specialEquipment: boolean;
  model: string;
  line: string | null;
  image: string | null;
  sku: string | null;
  count: number;
  /** All units at the system's conditions, kcal/h (null when unknown). */
  totalCapacity: number | null;
  /** All units, kW (null when unknown). */
  consumedPower: number | null;
};

type CommonProps = {
  opened: boolean;
  onClose: () => void;
  system: UnitWizardSystem;
  /** Σ of the rooms' heat loads, kcal/h. */
  requiredCapacity: number;
  /** Rooms of the system (the capacity-control note). */
  roomCount: number;
};

export type CondensingUnitWizardProps = CommonProps & {
  initialChoice?: UnitChoiceInput | null;
  onConfirm: (choice: UnitChoiceInput, preview: UnitPreview) => void;
};

export type CompressorModalProps = CondensingUnitWizardProps;

export type CondenserModalProps = CommonProps & {
  initialChoice?: CondenserChoiceInput | null;
  onConfirm: (choice: CondenserChoiceInput, preview: UnitPreview) => void;
};
