import type {
  CalculationStep,
  GoodsItem,
  HeatLoadResult,
  HeatLoadWarning,
  HeatLoadWarningCode,
} from '@camara-fria/domain';
import type { HeatLoadSummary } from './room.schema.ts';

/**
 * The one mapping of a heat-load result (the domain engine's) to what the API stores and answers
 * with a room and what the room editor keeps: the summary, the memorial steps and the warnings.
 */
export type HeatLoadRecord = {
  summary: HeatLoadSummary;
  steps: readonly CalculationStep[];
  warnings: readonly HeatLoadWarning[];
};

/** The warnings of the heat-load engine, in Portuguese, by code (the engine's are in English). */
export const HEAT_LOAD_WARNING_MESSAGES: Record<HeatLoadWarningCode, string> = {
  AIR_CHANGES_EXTRAPOLATED:
    'O volume da câmara passa da tabela de trocas de ar: o número de trocas foi extrapolado.',
  DOOR_NO_DENSITY_DIFFERENCE:
    'O ar do lado externo da porta não é mais leve que o ar da câmara: não há infiltração por diferença de densidade.',
  GOODS_WARMING:
    'A temperatura de entrada do produto é menor que a de saída: a carga de resfriamento fica negativa.',
};

/**
 * The summary of a result: the four parts in kW without the margin (null when the total was
 * typed), both totals with it, the margin itself and the rules' version.
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
    calcVersion: result.calcVersion,
  };
}

/** A warning of the engine with its Portuguese message (its code and field kept). */
export function translateHeatLoadWarning(warning: HeatLoadWarning): HeatLoadWarning {
  const message = (HEAT_LOAD_WARNING_MESSAGES as Partial<Record<string, string>>)[warning.code];
  return { ...warning, message: message ?? warning.message };
}

/** Summary, memorial steps and Portuguese warnings of a result (see {@link HeatLoadRecord}). */
export function recordHeatLoad(result: HeatLoadResult, safetyMargin: number): HeatLoadRecord {
  return {
    summary: summarizeHeatLoad(result, safetyMargin),
    steps: result.steps,
    warnings: result.warnings.map(translateHeatLoadWarning),
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
