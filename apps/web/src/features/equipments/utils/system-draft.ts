import type {
  CatalogVersionRef,
  CondenserChoiceInput,
  CondenserSelectionDto,
  EvaporatorChoiceInput,
  EvaporatorRatingDto,
  EvaporatorSelectionDto,
  OperatingSystemDto,
  OperatingSystemInputValues,
  RoomDto,
  SystemResultDto,
  SystemRoomDto,
  SystemSettings,
  UnitChoiceInput,
  UnitSelectionDto,
} from '@camara-fria/contracts';
import type { EvaporatorPreview } from '../evaporator-wizard/index.ts';
import type { EquipmentPreview } from '../unit-wizards/index.ts';

/** A room of a system as the screen keeps it (the DT and minimum follow the system's settings). */
export type SystemRoom = Omit<SystemRoomDto, 'temperatureDelta' | 'minimumDt'>;

/** What an evaporator row or a unit block shows of the equipment chosen. */
export type EquipmentSummary = {
  model: string;
  image: string | null;
  count: number;
  /** The SKU code; null for special equipment ('Equipamento Especial'). */
  sku: string | null;
  isSpecial: boolean;
  /** Evaporators: 'Carga do Evaporador'; units: all units' capacity, kcal/h (null: unknown). */
  capacityKcalh: number | null;
  /** All units, kW (null: unknown). */
  powerKw: number | null;
  /**
   * Evaporators only: one unit's fans, kW, as the server selected it (the room's fan load can
   * take it, docs/decisions/056); absent or null until a saved or calculated selection gives it.
   */
  unitFanPowerKw?: number | null;
  /**
   * Catalogue evaporators: what the row recomputes its capacity from at the system's settings
   * (docs/decisions/059); absent or null for units, special evaporators (recomputed from their
   * form) and a selection saved before the rating was recorded.
   */
  rating?: EvaporatorRatingDto | null;
  /** A saved selection without its rating: the settings its `capacityKcalh` was computed at. */
  ratedAt?: Pick<SystemSettings, 'operationTemperature' | 'refrigerantFluid'> | null;
};

export type Chosen<Choice> = { choice: Choice; summary: EquipmentSummary };

export type DraftConfiguration = {
  room: SystemRoom;
  evaporator: Chosen<EvaporatorChoiceInput> | null;
};

export type UnitSlot = 'condensingUnit' | 'compressor' | 'condenser';

/** A system as the screen edits it, saved or not. */
export type DraftSystem = {
  /** Stable key of the accordion item. */
  key: string;
  id: number | null;
  version: number | null;
  /** 'Configuração do Sistema' once stored; null until then (no room may join). */
  settings: SystemSettings | null;
  configurations: DraftConfiguration[];
  condensingUnit: Chosen<UnitChoiceInput> | null;
  compressor: Chosen<UnitChoiceInput> | null;
  condenser: Chosen<CondenserChoiceInput> | null;
  result: SystemResultDto | null;
  /**
   * The saved system's rooms changed after its selections and result were computed
   * (docs/decisions/055): no saved figure is shown until it is calculated and saved again.
   */
  isStale: boolean;
  /**
   * The catalogue version its figures come from (saved systems keep theirs; a "Calcular" answers
   * it); null for a new system until then, which selects from the active catalogue.
   */
  catalogVersion: CatalogVersionRef | null;
  /** Changes the server does not have. */
  isDirty: boolean;
};

let nextKey = 0;

export function createDraftSystem(): DraftSystem {
  nextKey += 1;
  return {
    key: `novo-${nextKey}`,
    id: null,
    version: null,
    settings: null,
    configurations: [],
    condensingUnit: null,
    compressor: null,
    condenser: null,
    result: null,
    isStale: false,
    catalogVersion: null,
    isDirty: false,
  };
}

/** A draft nobody has touched: no settings, no rooms, no equipment. */
export function isEmptyDraft(draft: DraftSystem): boolean {
  return (
    draft.id === null &&
    draft.settings === null &&
    draft.configurations.length === 0 &&
    !draft.condensingUnit &&
    !draft.compressor &&
    !draft.condenser
  );
}

export function toSystemRoom(room: RoomDto): SystemRoom {
  return {
    id: room.id,
    name: room.name,
    roomTemperature: room.roomTemperature,
    ambientTemperature: room.ambientTemperature,
    length: room.length,
    width: room.width,
    height: room.height,
    calculationType: room.calculationType,
    operatingHours: room.operatingHours,
    heatLoad: room.heatLoad ? { totalKcalh: room.heatLoad.totalKcalh } : null,
  };
}

function summariseEvaporator(
  selection: EvaporatorSelectionDto,
  ratedAt: Pick<SystemSettings, 'operationTemperature' | 'refrigerantFluid'>,
): EquipmentSummary {
  return {
    model: selection.model,
    image: selection.image,
    count: selection.count,
    sku: selection.specialEquipment ? null : (selection.sku?.sku ?? null),
    isSpecial: selection.specialEquipment,
    capacityKcalh: selection.unitCapacityDt,
    powerKw: selection.consumedPower * selection.count,
    unitFanPowerKw: selection.fanPower,
    rating: selection.rating,
    ratedAt,
  };
}

function summariseUnit(selection: UnitSelectionDto): EquipmentSummary {
  return {
    model: selection.model,
    image: selection.image,
    count: selection.count,
    sku: selection.specialEquipment ? null : (selection.sku?.sku ?? null),
    isSpecial: selection.specialEquipment,
    capacityKcalh: selection.unitCapacity,
    powerKw: selection.consumedPower,
  };
}

function summariseCondenser(selection: CondenserSelectionDto): EquipmentSummary {
  const custom = selection.productCustom;
  return {
    model: selection.model,
    image: selection.image,
    count: selection.count,
    sku: selection.specialEquipment ? null : (selection.sku?.sku ?? null),
    isSpecial: selection.specialEquipment,
    // A catalogue condenser is rated per K (heatRejectionPerK): no single kcal/h figure.
    capacityKcalh: custom ? custom.rejectedHeat * selection.count : null,
    powerKw: selection.consumedPower,
  };
}

export function summariseEvaporatorPreview(preview: EvaporatorPreview): EquipmentSummary {
  return {
    model: preview.model,
    image: preview.image,
    count: preview.count,
    sku: preview.specialEquipment ? null : preview.sku,
    isSpecial: preview.specialEquipment,
    capacityKcalh: preview.totalCapacity > 0 ? preview.totalCapacity : null,
    powerKw: null,
    rating: preview.rating,
  };
}

export function summariseUnitPreview(preview: EquipmentPreview): EquipmentSummary {
  const isSpecial = preview.kind === 'SPECIAL';
  return {
    model: preview.model,
    image: preview.image,
    count: preview.count,
    sku: isSpecial ? null : preview.sku,
    isSpecial,
    capacityKcalh: preview.capacity,
    powerKw: preview.consumedPower,
  };
}

function pair<Choice, Selection>(
  choice: Choice | null,
  selection: Selection | null,
  summarise: (selection: Selection) => EquipmentSummary,
): Chosen<Choice> | null {
  return choice && selection ? { choice, summary: summarise(selection) } : null;
}

/** The server's system as the screen edits it. */
export function fromSystemDto(dto: OperatingSystemDto): DraftSystem {
  const ratedAt = {
    operationTemperature: dto.operationTemperature,
    refrigerantFluid: dto.refrigerantFluid.code,
  };
  return {
    key: `sistema-${dto.id}`,
    id: dto.id,
    version: dto.version,
    settings: {
      name: dto.name,
      rack: dto.rack,
      operationTemperature: dto.operationTemperature,
      refrigerantFluid: dto.refrigerantFluid.code,
    },
    configurations: dto.configurations.map(({ room, evaporator, choice }) => {
      const { temperatureDelta: _dt, minimumDt: _minimum, ...systemRoom } = room;
      return {
        room: systemRoom,
        evaporator: pair(choice, evaporator, (selection) =>
          summariseEvaporator(selection, ratedAt),
        ),
      };
    }),
    condensingUnit: pair(dto.condensingUnitChoice, dto.condensingUnit, summariseUnit),
    compressor: pair(dto.compressorChoice, dto.compressor, summariseUnit),
    condenser: pair(dto.condenserChoice, dto.condenser, summariseCondenser),
    result: dto.result,
    isStale: dto.isStale,
    catalogVersion: dto.catalogVersion,
    isDirty: false,
  };
}

/** The body of a save or a "Calcular" (null while the settings are not stored). */
export function toSystemInput(draft: DraftSystem): OperatingSystemInputValues | null {
  if (!draft.settings) return null;
  const isRack = draft.settings.rack;
  return {
    ...draft.settings,
    active: true,
    configurations: draft.configurations.map(({ room, evaporator }) => ({
      roomId: room.id,
      evaporator: evaporator?.choice ?? null,
    })),
    condensingUnit: isRack ? null : (draft.condensingUnit?.choice ?? null),
    compressor: isRack ? (draft.compressor?.choice ?? null) : null,
    condenser: isRack ? (draft.condenser?.choice ?? null) : null,
    ...(draft.version === null ? {} : { version: draft.version }),
  };
}

/**
 * Spec §4: storing the settings in rack mode clears the condensing unit, otherwise the compressor
 * and the condenser; either way the result is reset.
 */
export function applySettings(draft: DraftSystem, settings: SystemSettings): DraftSystem {
  return {
    ...draft,
    settings,
    condensingUnit: settings.rack ? null : draft.condensingUnit,
    compressor: settings.rack ? draft.compressor : null,
    condenser: settings.rack ? draft.condenser : null,
    result: null,
    isDirty: true,
  };
}

/**
 * Spec §4 (a loose condition, as the spec has it): Salvar is enabled when every room has its
 * evaporator, or any unit is chosen; the settings must be stored (the server needs them).
 */
export function canSaveSystem(draft: DraftSystem): boolean {
  if (!draft.settings) return false;
  const hasAllEvaporators =
    draft.configurations.length > 0 &&
    draft.configurations.every((configuration) => configuration.evaporator !== null);
  return (
    hasAllEvaporators ||
    draft.condensingUnit !== null ||
    draft.compressor !== null ||
    draft.condenser !== null
  );
}

/**
 * Spec §4: Calcular only with the unit (in rack mode the compressor and the condenser) and
 * configurations.
 */
export function canCalculateSystem(draft: DraftSystem): boolean {
  if (!draft.settings || draft.configurations.length === 0) return false;
  return draft.settings.rack
    ? draft.compressor !== null && draft.condenser !== null
    : draft.condensingUnit !== null;
}

/** Σ of the rooms' heat loads, kcal/h (rooms never computed count 0). */
export function sumRequiredCapacity(draft: DraftSystem): number {
  return draft.configurations.reduce(
    (sum, configuration) => sum + (configuration.room.heatLoad?.totalKcalh ?? 0),
    0,
  );
}
