import {
  computeAverageKw24h,
  computeSafetyMarginKw,
  HEAT_LOAD_WARNING_MESSAGES,
  type CalculationStep,
  type GoodsItem,
  type HeatLoadResult,
  type HeatLoadWarning,
} from '@camara-fria/domain';
import type { HeatLoadSummary } from './room.schema.ts';

/** The engine's warnings in Portuguese, by code (written once, in the domain). */
export { HEAT_LOAD_WARNING_MESSAGES };

/**
 * The one mapping of a heat-load result (the domain engine's) to what the API stores and answers
 * with a room and what the room editor keeps: the summary, the memorial steps and the warnings.
 */
export type HeatLoadRecord = {
  summary: HeatLoadSummary;
  steps: readonly CalculationStep[];
  warnings: readonly HeatLoadWarning[];
};

/**
 * The summary of a result: the four parts in kW without the margin (null when the total was
 * typed), both totals with it (the capacity required at the operating hours), the margin itself
 * in % and in kW, the 24 h average of the total (null when typed) and the rules' version.
 *
 * @param result - the domain engine's result for the room.
 * @param safetyMargin - the room's safety margin, %, as the result included it.
 */
export function summarizeHeatLoad(result: HeatLoadResult, safetyMargin: number): HeatLoadSummary {
  return {
    heatTransfer: result.heatTransfer,
    doors: result.doors,
    goods: result.goods,
    additionalLoad: result.additionalLoad,
    totalKw: result.totalKw,
    totalKcalh: result.totalKcalh,
    safetyMargin,
    safetyMarginKw: result.safetyMarginKw,
    averageKw24h: result.averageKw24h,
    calcVersion: result.calcVersion,
  };
}

/** A summary as stored before `safetyMarginKw` and `averageKw24h` existed. */
export type StoredHeatLoadSummary = Omit<HeatLoadSummary, 'safetyMarginKw' | 'averageKw24h'> &
  Partial<Pick<HeatLoadSummary, 'safetyMarginKw' | 'averageKw24h'>>;

/**
 * A stored summary with the margin in kW and the 24 h average, computed by the domain's own
 * formulas from the stored parts and totals when the summary predates them (no number it had
 * moves).
 *
 * @param summary - as stored with the room.
 * @param operatingHours - the room's, h/day, as the summary was computed with.
 */
export function completeHeatLoadSummary(
  summary: StoredHeatLoadSummary,
  operatingHours: number,
): HeatLoadSummary {
  if (summary.safetyMarginKw !== undefined && summary.averageKw24h !== undefined) {
    return summary as HeatLoadSummary;
  }
  const { heatTransfer, doors, goods, additionalLoad } = summary;
  const isTyped =
    heatTransfer === null || doors === null || goods === null || additionalLoad === null;
  const subtotal = isTyped ? 0 : heatTransfer + doors + goods + additionalLoad;
  return {
    ...summary,
    safetyMarginKw: isTyped ? null : computeSafetyMarginKw(subtotal, summary.safetyMargin),
    averageKw24h: isTyped ? null : computeAverageKw24h(summary.totalKw, operatingHours),
  };
}

/**
 * A warning with its Portuguese message by code (code, field and step kept): the engine writes
 * Portuguese, but rooms stored before it did hold its old English messages.
 */
export function translateHeatLoadWarning(warning: HeatLoadWarning): HeatLoadWarning {
  const message = (HEAT_LOAD_WARNING_MESSAGES as Partial<Record<string, string>>)[warning.code];
  return { ...warning, message: message ?? warning.message };
}

/** Summary, memorial steps and (Portuguese) warnings of a result (see {@link HeatLoadRecord}). */
export function recordHeatLoad(result: HeatLoadResult, safetyMargin: number): HeatLoadRecord {
  return {
    summary: summarizeHeatLoad(result, safetyMargin),
    steps: result.steps,
    warnings: result.warnings,
  };
}

/**
 * The goods items with the respiration load the engine computed for each (W), stored with the
 * item; null when the total was typed.
 */
export function withRespirationLoads<T extends GoodsItem>(
  goods: readonly T[],
  result: HeatLoadResult,
): (T & { respirationHeatLoad: number | null })[] {
  return goods.map((item, index) => ({
    ...item,
    respirationHeatLoad:
      result.mode === 'CALCULATED' ? (result.goodsItems[index]?.respirationHeatLoad ?? 0) : null,
  }));
}
