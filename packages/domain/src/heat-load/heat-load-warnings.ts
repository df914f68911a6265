import type { HeatLoadWarning, HeatLoadWarningCode } from './types.ts';

/**
 * The engine's warnings in Portuguese, by code: the one place their wording is written (the API
 * and the web show them as they are; rooms stored before the engine wrote Portuguese get them by
 * code, packages/contracts/src/heat-load-summary.ts).
 */
export const HEAT_LOAD_WARNING_MESSAGES: Readonly<Record<HeatLoadWarningCode, string>> = {
  AIR_CHANGES_EXTRAPOLATED:
    'O volume da câmara passa da tabela de trocas de ar: o número de trocas foi extrapolado.',
  DOOR_NO_DENSITY_DIFFERENCE:
    'O ar do lado externo da porta não é mais leve que o ar da câmara: não há infiltração por diferença de densidade.',
  GOODS_WARMING:
    'A temperatura de entrada do produto é menor que a de saída: a carga de resfriamento fica negativa.',
};

/**
 * A warning with its Portuguese message.
 *
 * @param code - what happened.
 * @param field - path of the input that caused it, e.g. `doors.doors[0].adjacentAmbientTemperature`.
 * @param stepKey - key of the memorial step it concerns, e.g. `doors.0`.
 */
export function createHeatLoadWarning(
  code: HeatLoadWarningCode,
  field: string,
  stepKey: string,
): HeatLoadWarning {
  return { code, message: HEAT_LOAD_WARNING_MESSAGES[code], field, stepKey };
}
