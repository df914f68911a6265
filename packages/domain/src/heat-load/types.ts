/**
 * Input and output shapes of the heat-load engine. Input field names follow the specification's
 * Room entity (part 1, section 3); units follow docs/heat-load-method.md ("Contract").
 */
import type { Kilowatts, KilojoulesPerDay, Watts } from '../units/quantities.ts';
import type { CalculationStep } from './calculation-step.ts';

/** 10 PUR, 11 PIR, 12 EPS, 13 Alvenaria, 14 Concreto, 15 Vidro (more may exist in the DB). */
export type MaterialId = number;

/** One of the six surfaces of a room. */
export interface Surface {
  /** The form's solar checkbox; it already added 5 °C to `temperature`. Not offered for floors. */
  readonly incidentSolarRadiation?: boolean;
  /** mm, at least 1. */
  readonly thickness: number;
  readonly material: { readonly id: MaterialId };
  /** Temperature on the warm side, °C, as stored. */
  readonly temperature: number;
  /** m. */
  readonly width: number;
  /** m. */
  readonly length: number;
}

export interface HeatTransfer {
  readonly ceiling: Surface;
  readonly floor: Surface;
  /** Exactly 4 walls: 1 and 3 along the room width, 2 and 4 along the room length. */
  readonly walls: readonly Surface[];
}

/** One goods line of a room. Thermal properties may be null when the catalogue has none. */
export interface GoodsItem {
  readonly goods?: { readonly id: number; readonly group?: { readonly id: number } } | null;
  /** kg per pallet. */
  readonly palletCapacity: number;
  /** kg per day entering the room. */
  readonly dailyMovement: number;
  /** kg stored. */
  readonly storageCapacity: number;
  /** °C. */
  readonly checkinTemperature: number;
  /** °C. */
  readonly checkoutTemperature: number;
  /** h to pull the daily movement down, default 24. */
  readonly processingTime: number;
  /** °C. */
  readonly freezingPoint: number | null;
  /** kJ/(kg·K). */
  readonly specificHeatAboveFreezing: number | null;
  /** kJ/(kg·K). */
  readonly specificHeatBelowFreezing: number | null;
  /** kJ/kg. */
  readonly latentHeatOfFusion: number | null;
  /** mW/kg. */
  readonly heatOfRespiration: number | null;
  /** W; computed by the engine and stored with the item; the engine never reads it back. */
  readonly respirationHeatLoad?: number | null;
}

export interface AdditionalLoad {
  readonly staff: { readonly count: number; readonly duration: number };
  readonly forklift: { readonly count: number; readonly duration: number };
  /** power in kW per evaporator. */
  readonly evaporator: {
    readonly count: number;
    readonly power: number;
    readonly duration: number;
  };
  /** power in W/m² of floor. */
  readonly lighting: { readonly power: number; readonly duration: number };
  /** power in kW. */
  readonly other: { readonly power: number; readonly duration: number };
}

export type DoorCalculationMethod = 'AIR_VELOCITY' | 'VOLUME';

export type ProtectionBarrierId = 'NO_PROTECTION' | 'AIR_CURTAIN' | 'AUXILIAR_CURTAIN';

export interface Door {
  readonly id?: number | null;
  readonly count: number;
  /** m. */
  readonly width: number;
  /** m. */
  readonly height: number;
  /** °C on the warm side. */
  readonly adjacentAmbientTemperature: number;
  /** % on the warm side. */
  readonly adjacentAmbientRelativeHumidity: number;
  /** % inside the room. */
  readonly internalRelativeHumidity: number;
  /** passages per hour. */
  readonly openingFrequency: number;
  /** s per passage to open and close. */
  readonly openCloseDuration: number;
  /** min per passage the door stays open. */
  readonly openDuration: number;
  readonly protectionBarrier?: { readonly id: ProtectionBarrierId } | null;
  /** %, null means 0. */
  readonly protectionBarrierEfficiency: number | null;
  /** air changes per 24 h (VOLUME only); null or 0 means "use the table". */
  readonly airExchangeRate: number | null;
}

export interface DoorsGroup {
  readonly calculationMethod: DoorCalculationMethod;
  readonly doors: readonly Door[];
}

/** The room as the engine reads it (the specification's Room entity, heat-load fields). */
export interface HeatLoadRoom {
  /** °C. */
  readonly roomTemperature: number;
  /** °C. */
  readonly ambientTemperature: number;
  /** h per day the refrigeration runs, above 0 and at most 24. */
  readonly operatingHours: number;
  /** m. */
  readonly length: number;
  /** m. */
  readonly width: number;
  /** m. */
  readonly height: number;
  /** %. */
  readonly safetyMargin: number;
  /** 1 calculates; any other value uses `typedTotalKcalh`. */
  readonly calculationType: number;
  /** kcal/h typed by the user when `calculationType` ≠ 1 (ignored when it is 1). */
  readonly typedTotalKcalh?: number | null;
  readonly heatTransfer: HeatTransfer;
  readonly goods: readonly GoodsItem[];
  readonly additionalLoad: AdditionalLoad;
  readonly doors: DoorsGroup;
}

/** Reference data the engine must not hard-wire; the API reads it from the database. */
export interface HeatLoadRefs {
  /** conductivity in W/(m·K). */
  readonly materials: readonly { readonly id: MaterialId; readonly conductivity: number }[];
  /** kW released in the room by one forklift in use; defaults to FORKLIFT_POWER_KW. */
  readonly forkliftPowerKw?: number;
}

/** How a goods item's pull-down is computed (heat-load method, "Products"). */
export type GoodsCase = 'FROZEN_ON_ARRIVAL' | 'NEVER_FREEZES' | 'CROSSES_FREEZING';

export interface GoodsItemResult {
  readonly index: number;
  readonly case: GoodsCase;
  /** kJ per batch of `dailyMovement`. */
  readonly pullDownEnergy: number;
  /** kJ per day, `pullDownEnergy · 24 / processingTime`. */
  readonly pullDownDaily: KilojoulesPerDay;
  /** W, `storageCapacity · heatOfRespiration / 1000`; store it with the item. */
  readonly respirationHeatLoad: Watts;
  readonly respirationDaily: KilojoulesPerDay;
}

export type HeatLoadWarningCode =
  'AIR_CHANGES_EXTRAPOLATED' | 'DOOR_NO_DENSITY_DIFFERENCE' | 'GOODS_WARMING';

/** An expected, non-fatal condition worth showing next to the result. */
export interface HeatLoadWarning {
  readonly code: HeatLoadWarningCode;
  readonly message: string;
  readonly field: string;
}

interface HeatLoadResultBase {
  /** Version of the calculation rules (packages/domain/CHANGELOG.md). */
  readonly calcVersion: string;
  readonly totalKw: Kilowatts;
  readonly totalKcalh: number;
  readonly steps: readonly CalculationStep[];
  readonly warnings: readonly HeatLoadWarning[];
}

/** `calculationType` 1: every part computed, in kW, without the safety margin. */
export interface CalculatedHeatLoad extends HeatLoadResultBase {
  readonly mode: 'CALCULATED';
  readonly heatTransfer: Kilowatts;
  readonly doors: Kilowatts;
  readonly goods: Kilowatts;
  readonly additionalLoad: Kilowatts;
  readonly goodsItems: readonly GoodsItemResult[];
}

/** `calculationType` ≠ 1: the total is the one typed; the parts are empty. */
export interface TypedHeatLoad extends HeatLoadResultBase {
  readonly mode: 'TYPED';
  readonly heatTransfer: null;
  readonly doors: null;
  readonly goods: null;
  readonly additionalLoad: null;
  readonly goodsItems: readonly [];
}

export type HeatLoadResult = CalculatedHeatLoad | TypedHeatLoad;

/** Room lifecycle (spec §4): new rooms are CREATING, rooms loaded from the server UPDATING. */
export type RoomStatus = 'CREATING' | 'UPDATING';

/** The Room entity as the editor holds it: the heat-load fields plus identity and status. */
export interface Room extends HeatLoadRoom {
  readonly id?: number | null;
  readonly name: string;
  readonly status: RoomStatus;
}

/** Internal size of a room, m. */
export interface RoomGeometry {
  readonly length: number;
  readonly width: number;
  readonly height: number;
}
