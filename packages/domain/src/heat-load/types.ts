/**
 * Input and output shapes of the heat-load engine. Input field names follow the specification's
 * Room entity (part 1, section 3); units follow docs/heat-load-method.md ("Contract").
 */
import type { Kilowatts, KilojoulesPerDay, Watts } from '../units/quantities.ts';
import type { z } from 'zod';
import type { CalculationStep } from './calculation-step.ts';
import type {
  AdditionalLoadSchema,
  CalculationTypeSchema,
  DOOR_CALCULATION_METHODS,
  DoorSchema,
  DoorsGroupSchema,
  GoodsItemSchema,
  HeatLoadRoomSchema,
  HeatTransferSchema,
  PROTECTION_BARRIER_IDS,
  SurfaceLayerSchema,
  SurfaceSchema,
} from './room-schema.ts';

/** 10 PUR, 11 PIR, 12 EPS, 13 Alvenaria, 14 Concreto, 15 Vidro (more may exist in the DB). */
export type MaterialId = number;

/*
 * The room's input shapes are the zod schemas of room-schema.ts, built from the one field table
 * room-fields.ts (units and limits are there). These are their input types.
 */

/** One of the six surfaces of a room. */
export type Surface = z.input<typeof SurfaceSchema>;
/** A surface's layer beyond the main one (ADR 024). */
export type SurfaceLayer = z.input<typeof SurfaceLayerSchema>;
export type HeatTransfer = z.input<typeof HeatTransferSchema>;
/** One goods line of a room. Thermal properties may be null when the catalogue has none. */
export type GoodsItem = z.input<typeof GoodsItemSchema>;
/** Evaporator and other power in kW, lighting in W/m² of floor, durations in h/day. */
export type AdditionalLoad = z.input<typeof AdditionalLoadSchema>;
export type DoorCalculationMethod = (typeof DOOR_CALCULATION_METHODS)[number];
export type ProtectionBarrierId = (typeof PROTECTION_BARRIER_IDS)[number];
export type Door = z.input<typeof DoorSchema>;
export type DoorsGroup = z.input<typeof DoorsGroupSchema>;
/** 1 calculates; 2 uses `typedTotalKcalh`. */
export type CalculationType = z.input<typeof CalculationTypeSchema>;
/** The room as the engine reads it (the specification's Room entity, heat-load fields). */
export type HeatLoadRoom = z.input<typeof HeatLoadRoomSchema>;

/** Reference data the engine must not hard-wire; the API reads it from the database. */
export interface HeatLoadRefs {
  /** conductivity in W/(m·K); the pt-BR name, when given, names the material in the memorial. */
  readonly materials: readonly {
    readonly id: MaterialId;
    readonly conductivity: number;
    readonly name?: string;
  }[];
  /** kW released in the room by one forklift in use; defaults to FORKLIFT_POWER_KW. */
  readonly forkliftPowerKw?: number;
}

/** How a goods item's pull-down is computed (heat-load method, "Products"). */
export type GoodsCase = 'FROZEN_ON_ARRIVAL' | 'NEVER_FREEZES' | 'CROSSES_FREEZING';

/**
 * The pull-down of one batch split as the method sums it, kJ; the parts a case does not have are
 * 0, and the three add up to `pullDownEnergy`.
 */
export interface PullDownParts {
  /** Cooling above the freezing point: `m · c1 · (t1 − tf)`, or `m · c1 · (t1 − t3)`. */
  readonly aboveFreezing: number;
  /** Freezing: `m · L`. */
  readonly freezing: number;
  /** Cooling below the freezing point: `m · c2 · (tf − t3)`, or `m · c2 · (t1 − t3)`. */
  readonly belowFreezing: number;
}

export interface GoodsItemResult {
  readonly index: number;
  readonly case: GoodsCase;
  /** kJ per batch of `dailyMovement`. */
  readonly pullDownEnergy: number;
  /** `pullDownEnergy` split into its parts, kJ per batch. */
  readonly pullDownParts: PullDownParts;
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
  /** pt-BR, from HEAT_LOAD_WARNING_MESSAGES. */
  readonly message: string;
  /** Path of the input that caused it. */
  readonly field: string;
  /**
   * Key of the memorial step it concerns (`doors.0`, `goods.1.pullDown`). Optional because
   * results stored before it existed lack it; the engine always sets it.
   */
  readonly stepKey?: string;
}

interface HeatLoadResultBase {
  /** Version of the calculation rules (packages/domain/CHANGELOG.md). */
  readonly calcVersion: string;
  readonly totalKw: Kilowatts;
  readonly totalKcalh: number;
  readonly steps: readonly CalculationStep[];
  readonly warnings: readonly HeatLoadWarning[];
}

/**
 * `calculationType` 1: every part computed, in kW, without the safety margin. `totalKw` is the
 * capacity required to remove the daily energy within the operating hours.
 */
export interface CalculatedHeatLoad extends HeatLoadResultBase {
  readonly mode: 'CALCULATED';
  readonly heatTransfer: Kilowatts;
  readonly doors: Kilowatts;
  readonly goods: Kilowatts;
  readonly additionalLoad: Kilowatts;
  /** The safety margin in kW: `(Σ parts) · safetyMargin / 100` (part of `totalKw`). */
  readonly safetyMarginKw: Kilowatts;
  /** The same daily energy spread over 24 h: `totalKw · operatingHours / 24`. */
  readonly averageKw24h: Kilowatts;
  readonly goodsItems: readonly GoodsItemResult[];
}

/** `calculationType` ≠ 1: the total is the one typed; the parts are empty. */
export interface TypedHeatLoad extends HeatLoadResultBase {
  readonly mode: 'TYPED';
  readonly heatTransfer: null;
  readonly doors: null;
  readonly goods: null;
  readonly additionalLoad: null;
  readonly safetyMarginKw: null;
  readonly averageKw24h: null;
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
