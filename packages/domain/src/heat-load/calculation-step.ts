/**
 * The "memorial de cálculo": one entry per term of the heat load, with its inputs, formula and
 * value, in calculation order. Labels are pt-BR because users and proposals read them; `key` is
 * a stable machine name for the UI and tests. Values are not rounded: the UI rounds (spec §9,
 * two decimals).
 */

/** Which part of the heat load a step belongs to. */
export type StepPart = 'heatTransfer' | 'doors' | 'goods' | 'additionalLoad' | 'total';

/** One named quantity shown in a step. */
export interface StepQuantity {
  /** Symbol used in `formula`, e.g. `U`, `A`, `ΔT`. */
  readonly symbol: string;
  /** pt-BR description, e.g. "Coeficiente global de transmissão". */
  readonly label: string;
  readonly value: number;
  /** e.g. `W/(m²·K)`, `m²`, `K`, `kJ/dia`. */
  readonly unit: string;
}

export interface CalculationStep {
  /** Stable key, e.g. `heatTransfer.walls.1`, `doors.0`, `goods.2.respiration`, `total.kw`. */
  readonly key: string;
  readonly part: StepPart;
  /** pt-BR title, e.g. "Transmissão — Teto". */
  readonly label: string;
  /** The formula with the symbols of `inputs` and `result`. */
  readonly formula: string;
  readonly inputs: readonly StepQuantity[];
  readonly result: StepQuantity;
}

/** Builds a quantity; a tiny helper that keeps step literals short. */
export function createQuantity(
  symbol: string,
  label: string,
  value: number,
  unit: string,
): StepQuantity {
  return { symbol, label, value, unit };
}

/** Unit label of daily energies in steps. */
export const DAILY_ENERGY_UNIT = 'kJ/dia';

/**
 * The step that turns a part's daily energy into kW over the operating hours.
 *
 * @param part - the part.
 * @param label - pt-BR label of the part, e.g. "Transmissão".
 * @param dailyEnergy - kJ per day.
 * @param operatingHours - h.
 * @param power - kW, already computed by the caller.
 */
export function createPartStep(
  part: Exclude<StepPart, 'total'>,
  label: string,
  dailyEnergy: number,
  operatingHours: number,
  power: number,
): CalculationStep {
  return {
    key: `${part}.total`,
    part,
    label: `${label} — Total`,
    formula: 'P = ΣQ / (3600 · h_op)',
    inputs: [
      createQuantity('ΣQ', 'Energia diária da parcela', dailyEnergy, DAILY_ENERGY_UNIT),
      createQuantity('h_op', 'Horas de operação', operatingHours, 'h'),
    ],
    result: createQuantity('P', `Carga de ${label.toLowerCase()}`, power, 'kW'),
  };
}
