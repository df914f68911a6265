import type { CondenserChoiceInput, UnitChoiceInput } from '@camara-fria/contracts';

/** What the unit modals need of the system being edited. */
export type UnitWizardSystem = {
  /** Refrigerant code (R404A...). */
  refrigerantFluid: string;
  /** Evaporation (operation) temperature, °C. */
  operationTemperature: number;
  rack: boolean;
};

/** What the screen's equipment block shows for the confirmed choice (spec §2.1). */
export type EquipmentPreview = {
  kind: 'DEFAULT' | 'SPECIAL';
  model: string;
  /** Catalogue line; null for special equipment. */
  line: string | null;
  /** Line image path (docs/decisions/028-line-illustrations.md); null for special equipment. */
  image: string | null;
  /** SKU code; null for special equipment ('Equipamento Especial'). */
  sku: string | null;
  count: number;
  /**
   * All units, kcal/h: a unit's capacity at the conditions chosen; a condenser's rejected heat
   * (special), or null for a catalogue condenser (rated per kelvin: `heatRejectionPerK`).
   */
  capacity: number | null;
  /** All units, kW (null when unknown). */
  consumedPower: number | null;
};

export type CondenserPreview = EquipmentPreview & {
  /** All condensers, kcal/(h·K) (catalogue condensers; null for a special one). */
  heatRejectionPerK: number | null;
};

type ModalBase = {
  opened: boolean;
  onClose: () => void;
  system: UnitWizardSystem;
  /** Σ of the system's rooms' heat loads, kcal/h. */
  requiredCapacity: number;
  /** Rooms on the system (more than one: the capacity-control note stands out). */
  roomCount: number;
};

/** 'Seleção de Unidade Condensadora' and 'Preencher Dados da Unidade de Compressão'. */
export type UnitModalProps = ModalBase & {
  initialChoice?: UnitChoiceInput | null;
  onConfirm: (choice: UnitChoiceInput, preview: EquipmentPreview) => void;
};

/** 'Preencher dados do Condensador Remoto'. */
export type CondenserModalProps = ModalBase & {
  initialChoice?: CondenserChoiceInput | null;
  onConfirm: (choice: CondenserChoiceInput, preview: CondenserPreview) => void;
};
