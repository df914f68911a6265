import type { CondenserBalance, CondenserSide } from '../capacity/condenser-capacity.ts';
import type { EvaporatorCapacityData, SupplyFrequencyHz, UnitModel } from '../catalog/types.ts';

/**
 * Inputs and answers of the balance point ("Calcular", spec §2.1 and §7 /v1/catalog/calculation):
 * capacities in kcal/h, powers in kW, temperatures in °C, differences in K.
 */

/** A room of the system with its evaporators. */
export interface BalanceRoomInput {
  /** Passed through to the answer (room id or name). */
  readonly label?: string;
  /** °C, −35 to 21 (spec part 1 room limits). */
  readonly roomTemperatureC: number;
  /** Evaporators in the room, integer ≥ 1. */
  readonly count: number;
  /** The evaporator model's capacity data, or `createSpecialEvaporatorCapacity(...)`. */
  readonly evaporator: EvaporatorCapacityData;
}

/** A catalogue condensing unit or compressor unit (rack). */
export interface CatalogueUnitInput {
  readonly source: 'CATALOGUE';
  readonly model: UnitModel;
  /** Units installed, integer ≥ 1. */
  readonly count: number;
  /** The chosen SKU's frequency; `null` when none (0.83 rule). */
  readonly frequencyHz: SupplyFrequencyHz | null;
}

/**
 * A special (custom) unit typed by the user: capacity and power of one unit at a rated suction
 * temperature, with capacity changing by `capacitySlopePerK` (default 0.04 = 4 %/K) per kelvin
 * of suction temperature, valid ±10 K around the rating (docs/domain/selection.md).
 */
export interface SpecialUnitInput {
  readonly source: 'SPECIAL';
  readonly unitCapacityKcalh: number;
  readonly unitPowerKw: number;
  /** Suction temperature of the rating, °C (the system's operation temperature − loadLoss). */
  readonly ratedSuctionTemperatureC: number;
  readonly count: number;
  /**
   * Condensing − ambient of the rating, K (default 10): the design Tc on remote condensers (its
   * capacity is taken not to depend on Tc: the form gives one rated point).
   */
  readonly condensingOffsetK?: number;
  readonly capacitySlopePerK?: number;
}

export type BalanceUnitInput = CatalogueUnitInput | SpecialUnitInput;

export interface SystemBalanceInput {
  readonly refrigerantCode: string;
  /** Air on the condenser, °C. */
  readonly ambientTemperatureC: number;
  /** Suction line loss, K, 0–10. */
  readonly loadLossK: number;
  /** At least one room. */
  readonly rooms: readonly BalanceRoomInput[];
  readonly unit: BalanceUnitInput;
  /** Rack systems: the remote condensers, which set the condensing temperature. */
  readonly condenser?: CondenserSide | null;
}

/** A room at the balance point. */
export interface BalancedRoom {
  readonly label: string | null;
  readonly roomTemperatureC: number;
  readonly count: number;
  /** `T_room − Te`, K. */
  readonly resultingDtK: number;
  /** Minimum DT of the refrigerant, K (5 for R448A/R449A, else 2). */
  readonly minimumDtK: number;
  /** One evaporator, kcal/h. */
  readonly unitCapacityKcalh: number;
  /** All the room's evaporators, kcal/h. */
  readonly capacityKcalh: number;
  /** The evaporator's maximum DT, K: beyond it its capacity is held (docs/decisions/059). */
  readonly maxDtK: number;
}

export type SelectionWarningCode =
  'RESULTING_DT_BELOW_MINIMUM' | 'CONDENSER_UNDERSIZED' | 'EVAPORATOR_DT_ABOVE_MAXIMUM';

export interface SelectionWarning {
  readonly code: SelectionWarningCode;
  readonly message: string;
  readonly field: string | null;
}

export interface BalancedSystem {
  readonly status: 'balanced';
  readonly calcVersion: string;
  /** Te at the evaporators, °C. */
  readonly evaporatingTemperatureC: number;
  /** Te − loadLoss, °C. */
  readonly suctionTemperatureC: number;
  /** Smallest room DT, K (the system's `resultingDt`). */
  readonly resultingDtK: number;
  /** What the unit(s) pump at Te (= what the evaporators absorb, within 0.01 K), kcal/h. */
  readonly resultingCapacityKcalh: number;
  /** Σ rooms at Te, kcal/h. */
  readonly evaporatorCapacityKcalh: number;
  /** All units, kcal/h and kW; rejected heat = capacity + power, kcal/h. */
  readonly unitCapacityKcalh: number;
  readonly unitPowerKw: number;
  readonly rejectedHeatKcalh: number;
  readonly frequencyFactor: number;
  readonly iterations: number;
  readonly rooms: readonly BalancedRoom[];
  /** A rack's remote condensers at the balance (Tc, rejections); null without. */
  readonly condenser: CondenserBalance | null;
  readonly warnings: readonly SelectionWarning[];
}

export type NoBalanceReason =
  'UNIT_TOO_SMALL' | 'EVAPORATORS_TOO_SMALL' | 'NO_COMMON_RANGE' | 'CONDENSERS_TOO_SMALL';

/** pt-BR explanations of the reasons, for the UI. */
export const NO_BALANCE_REASON_LABELS: Readonly<Record<NoBalanceReason, string>> = {
  UNIT_TOO_SMALL:
    'A unidade é pequena demais: em toda a faixa do catálogo os evaporadores absorvem mais do que ela bombeia.',
  EVAPORATORS_TOO_SMALL:
    'Os evaporadores são pequenos demais: em toda a faixa do catálogo a unidade bombeia mais do que eles absorvem.',
  NO_COMMON_RANGE:
    'As câmaras estão fora da faixa de evaporação da unidade: não há temperatura de evaporação comum.',
  CONDENSERS_TOO_SMALL:
    'Os condensadores remotos são pequenos demais: só rejeitariam o calor dos compressores acima da maior temperatura de condensação da tabela da unidade de compressão.',
};

export interface UnbalancedSystem {
  readonly status: 'no-balance';
  readonly calcVersion: string;
  readonly reason: NoBalanceReason;
  readonly message: string;
  /** Evaporating temperatures searched, °C (`from > to` with NO_COMMON_RANGE). */
  readonly searchedFromC: number;
  readonly searchedToC: number;
  /** Both sides at the ends of the range, kcal/h (`null` with NO_COMMON_RANGE). */
  readonly evaporatorCapacityAtEndsKcalh: readonly [number, number] | null;
  readonly unitCapacityAtEndsKcalh: readonly [number, number] | null;
}

export type SystemBalanceResult = BalancedSystem | UnbalancedSystem;
