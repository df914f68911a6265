import type { EvaporatorChoiceInput, EvaporatorRatingDto } from '@camara-fria/contracts';

/** The system the evaporator is chosen for (spec part 2 §3 "System"). */
export type EvaporatorWizardSystem = {
  /** Refrigerant code, e.g. 'R404A'. */
  refrigerantFluid: string;
  /** Evaporation (operation) temperature, °C. */
  operationTemperature: number;
};

/** The room of the configuration (a SystemRoomDto has every field needed). */
export type EvaporatorWizardRoom = {
  id: number;
  name: string;
  /** °C. */
  roomTemperature: number;
  /** Internal sides and height, m. */
  length: number;
  width: number;
  height: number;
  /** The room's stored heat load (capacity required), kcal/h; null when never computed. */
  heatLoad: { totalKcalh: number } | null;
};

/**
 * What the screen's evaporator row shows for the choice until the system is saved or calculated
 * (the server then answers the selection's details): spec §2.1 'Evaporador' row.
 */
export type EvaporatorPreview = {
  specialEquipment: boolean;
  model: string;
  /** Product line code (null for special equipment). */
  line: string | null;
  /** The line's image path (null for special equipment). */
  image: string | null;
  /** The SKU code (null for special equipment: the row shows 'Equipamento Especial'). */
  sku: string | null;
  count: number;
  /**
   * DT of the capacities below, K: the room's design DT (room − evaporation temperature) for a
   * catalogue model, whatever DT it was searched at (docs/decisions/059); the special form's DT.
   */
  temperatureDelta: number;
  /** One evaporator at `temperatureDelta`, kcal/h. */
  unitCapacity: number;
  /** unitCapacity × count, kcal/h. */
  totalCapacity: number;
  /** A catalogue model's rating (what the row recomputes its capacity from); null for special. */
  rating: EvaporatorRatingDto | null;
};

export type EvaporatorWizardProps = {
  opened: boolean;
  onClose: () => void;
  system: EvaporatorWizardSystem;
  room: EvaporatorWizardRoom;
  /** The room's current evaporator, to edit it (the special form pre-filled, or the model picked). */
  initialChoice?: EvaporatorChoiceInput | null;
  onConfirm: (choice: EvaporatorChoiceInput, preview: EvaporatorPreview) => void;
};
