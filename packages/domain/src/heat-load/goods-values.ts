import {
  readOptionalInRange,
  requireArray,
  requireInRange,
  requireNonNegative,
  requireObject,
  requirePositive,
} from '../validation/assert-input.ts';

/** Inputs of one pull-down; any consistent units (kJ with kJ/(kg·K), or kcal with kcal/(kg·°C)). */
export interface PullDownInput {
  /** m, kg. */
  readonly mass: number;
  /** t1, °C. */
  readonly checkinTemperature: number;
  /** t3, °C. */
  readonly checkoutTemperature: number;
  /** tf, °C; null means no known freezing point: the item is treated as never freezing. */
  readonly freezingPoint: number | null;
  /** c1, above freezing. */
  readonly specificHeatAboveFreezing: number | null;
  /** c2, below freezing. */
  readonly specificHeatBelowFreezing: number | null;
  /** L. */
  readonly latentHeatOfFusion: number | null;
}

/** Validated numeric fields of one goods item. */
export interface GoodsValues extends PullDownInput {
  readonly storageCapacity: number;
  readonly processingTime: number;
  readonly heatOfRespiration: number;
}

const TEMPERATURE_RANGE = { min: -100, max: 200 } as const;

function readNullable(value: unknown, field: string, min: number, max: number): number | null {
  if (value === null || value === undefined) return null;
  return requireInRange(value, field, min, max);
}

/** Reads and validates one goods item (units as in GoodsItem). */
export function readGoodsItem(value: unknown, field: string): GoodsValues {
  const item = requireObject(value, field);
  const { min, max } = TEMPERATURE_RANGE;
  const inf = Number.POSITIVE_INFINITY;
  return {
    mass: requireNonNegative(item.dailyMovement, `${field}.dailyMovement`),
    storageCapacity: requireNonNegative(item.storageCapacity, `${field}.storageCapacity`),
    checkinTemperature: requireInRange(
      item.checkinTemperature,
      `${field}.checkinTemperature`,
      min,
      max,
    ),
    checkoutTemperature: requireInRange(
      item.checkoutTemperature,
      `${field}.checkoutTemperature`,
      min,
      max,
    ),
    processingTime: requirePositive(item.processingTime, `${field}.processingTime`),
    freezingPoint: readNullable(item.freezingPoint, `${field}.freezingPoint`, min, max),
    specificHeatAboveFreezing: readNullable(
      item.specificHeatAboveFreezing,
      `${field}.specificHeatAboveFreezing`,
      0,
      inf,
    ),
    specificHeatBelowFreezing: readNullable(
      item.specificHeatBelowFreezing,
      `${field}.specificHeatBelowFreezing`,
      0,
      inf,
    ),
    latentHeatOfFusion: readNullable(
      item.latentHeatOfFusion,
      `${field}.latentHeatOfFusion`,
      0,
      inf,
    ),
    heatOfRespiration: readOptionalInRange(
      item.heatOfRespiration,
      `${field}.heatOfRespiration`,
      0,
      inf,
      0,
    ),
  };
}

/** Reads the goods list; a missing list is refused. */
export function readGoodsList(value: unknown): GoodsValues[] {
  return requireArray(value, 'goods').map((item, index) => readGoodsItem(item, `goods[${index}]`));
}
