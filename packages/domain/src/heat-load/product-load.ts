import { DomainError } from '../errors.ts';
import { kilojoulesPerDay, watts, type KilojoulesPerDay, type Watts } from '../units/quantities.ts';
import { requireNonNegative } from '../validation/assert-input.ts';
import {
  createQuantity,
  DAILY_ENERGY_UNIT,
  type CalculationStep,
  type StepQuantity,
} from './calculation-step.ts';
import { readGoodsList, type GoodsValues, type PullDownInput } from './goods-values.ts';
import { createHeatLoadWarning } from './heat-load-warnings.ts';
import type { GoodsCase, GoodsItemResult, HeatLoadWarning, PullDownParts } from './types.ts';

/**
 * Which of the method's three goods cases applies.
 *
 * @param checkinTemperature - t1, °C.
 * @param checkoutTemperature - t3, °C.
 * @param freezingPoint - tf, °C, or null (never freezes).
 * @example classifyGoodsCase(18, -8, -3); // => 'CROSSES_FREEZING'
 */
export function classifyGoodsCase(
  checkinTemperature: number,
  checkoutTemperature: number,
  freezingPoint: number | null,
): GoodsCase {
  if (freezingPoint === null) return 'NEVER_FREEZES';
  if (checkinTemperature <= freezingPoint) return 'FROZEN_ON_ARRIVAL';
  if (checkoutTemperature >= freezingPoint) return 'NEVER_FREEZES';
  return 'CROSSES_FREEZING';
}

function requireProperty(value: number | null, field: string): number {
  if (value === null) {
    throw new DomainError('MISSING_INPUT', `${field} is needed for this goods case`, field);
  }
  return requireNonNegative(value, field);
}

/**
 * Heat removed to bring a mass from check-in to check-out temperature (heat-load method,
 * "Products"):
 * - `t1 ≤ tf`: `Q = m · c2 · (t1 − t3)`;
 * - `t3 ≥ tf`: `Q = m · c1 · (t1 − t3)`;
 * - otherwise: `Q = m · (c1 · (t1 − tf) + L + c2 · (tf − t3))`.
 *
 * `parts` splits `energy` into cooling above freezing, freezing and cooling below freezing
 * (0 for the parts the case does not have); they add up to `energy` (to rounding).
 *
 * @param input - mass kg, temperatures °C, specific heats and latent heat in consistent units.
 * @param field - path of the goods item, for error messages.
 * @returns the case, the energy and its parts (kJ with SI properties).
 * @throws DomainError MISSING_INPUT when a property the case needs is null.
 * @example computePullDownEnergy({ mass: 800, checkinTemperature: 18, checkoutTemperature: -8,
 *   freezingPoint: -3, specificHeatAboveFreezing: 0.7, specificHeatBelowFreezing: 0.3,
 *   latentHeatOfFusion: 61.2 }).energy; // ≈ 61_920 kcal (±1e-6) — AIRAH fish example
 */
export function computePullDownEnergy(
  input: PullDownInput,
  field = 'goods',
): { readonly case: GoodsCase; readonly energy: number; readonly parts: PullDownParts } {
  const { mass, checkinTemperature: t1, checkoutTemperature: t3, freezingPoint: tf } = input;
  const goodsCase = classifyGoodsCase(t1, t3, tf);
  const c1Field = `${field}.specificHeatAboveFreezing`;
  const c2Field = `${field}.specificHeatBelowFreezing`;
  if (goodsCase === 'FROZEN_ON_ARRIVAL') {
    const c2 = requireProperty(input.specificHeatBelowFreezing, c2Field);
    const energy = mass * c2 * (t1 - t3);
    return {
      case: goodsCase,
      energy,
      parts: { aboveFreezing: 0, freezing: 0, belowFreezing: energy },
    };
  }
  if (goodsCase === 'NEVER_FREEZES' || tf === null) {
    const c1 = requireProperty(input.specificHeatAboveFreezing, c1Field);
    const energy = mass * c1 * (t1 - t3);
    return {
      case: 'NEVER_FREEZES',
      energy,
      parts: { aboveFreezing: energy, freezing: 0, belowFreezing: 0 },
    };
  }
  const c1 = requireProperty(input.specificHeatAboveFreezing, c1Field);
  const c2 = requireProperty(input.specificHeatBelowFreezing, c2Field);
  const latent = requireProperty(input.latentHeatOfFusion, `${field}.latentHeatOfFusion`);
  return {
    case: goodsCase,
    energy: mass * (c1 * (t1 - tf) + latent + c2 * (tf - t3)),
    parts: {
      aboveFreezing: mass * c1 * (t1 - tf),
      freezing: mass * latent,
      belowFreezing: mass * c2 * (tf - t3),
    },
  };
}

/**
 * Respiration of living produce, continuous on the stored mass (heat-load method, "Products").
 *
 * @param storageCapacity - kg stored, ≥ 0.
 * @param heatOfRespiration - mW/kg, ≥ 0 (null means 0).
 * @returns W (`storageCapacity · heatOfRespiration / 1000`).
 * @example computeRespirationHeatLoad(10_000, 10); // => 100 — W
 */
export function computeRespirationHeatLoad(
  storageCapacity: number,
  heatOfRespiration: number | null,
): Watts {
  return watts((storageCapacity * (heatOfRespiration ?? 0)) / 1000);
}

const CASE_LABELS: Record<GoodsCase, string> = {
  FROZEN_ON_ARRIVAL: 'resfriamento abaixo do ponto de congelamento',
  NEVER_FREEZES: 'resfriamento acima do ponto de congelamento',
  CROSSES_FREEZING: 'resfriamento, congelamento e sub-resfriamento',
};

const DAILY_FORMULA = 'Q = Q1 + Q2 + Q3; Qi_dia = Qi · 24 / t_proc; Q_dia = Q · 24 / t_proc';

const CASE_FORMULAS: Record<GoodsCase, string> = {
  FROZEN_ON_ARRIVAL: `Q1 = 0; Q2 = 0; Q3 = m · c2 · (t1 − t3); ${DAILY_FORMULA}`,
  NEVER_FREEZES: `Q1 = m · c1 · (t1 − t3); Q2 = 0; Q3 = 0; ${DAILY_FORMULA}`,
  CROSSES_FREEZING: `Q1 = m · c1 · (t1 − tf); Q2 = m · L; Q3 = m · c2 · (tf − t3); ${DAILY_FORMULA}`,
};

function computeItemSteps(
  item: GoodsValues,
  index: number,
): { readonly result: GoodsItemResult; readonly steps: readonly CalculationStep[] } {
  const field = `goods[${index}]`;
  const pullDown = computePullDownEnergy(item, field);
  const pullDownDaily = kilojoulesPerDay((pullDown.energy * 24) / item.processingTime);
  const respirationHeatLoad = computeRespirationHeatLoad(
    item.storageCapacity,
    item.heatOfRespiration,
  );
  const respirationDaily = kilojoulesPerDay(respirationHeatLoad * 86.4);
  const pullDownStep: CalculationStep = {
    key: `goods.${index}.pullDown`,
    part: 'goods',
    label: `Produtos — Item ${index + 1} (${CASE_LABELS[pullDown.case]})`,
    formula: CASE_FORMULAS[pullDown.case],
    inputs: createPullDownQuantities(item, pullDown),
    result: createQuantity('Q_dia', 'Energia diária do produto', pullDownDaily, DAILY_ENERGY_UNIT),
  };
  const respirationStep: CalculationStep = {
    key: `goods.${index}.respiration`,
    part: 'goods',
    label: `Produtos — Item ${index + 1} (respiração)`,
    formula: 'P_resp = M · q_resp / 1000; Q_dia = P_resp · 24 h · 3,6',
    inputs: [
      createQuantity('M', 'Capacidade de armazenagem', item.storageCapacity, 'kg'),
      createQuantity('q_resp', 'Calor de respiração', item.heatOfRespiration, 'mW/kg'),
      createQuantity('P_resp', 'Carga de respiração', respirationHeatLoad, 'W'),
    ],
    result: createQuantity(
      'Q_dia',
      'Energia diária de respiração',
      respirationDaily,
      DAILY_ENERGY_UNIT,
    ),
  };
  const result: GoodsItemResult = {
    index,
    case: pullDown.case,
    pullDownEnergy: pullDown.energy,
    pullDownParts: pullDown.parts,
    pullDownDaily,
    respirationHeatLoad,
    respirationDaily,
  };
  return { result, steps: [pullDownStep, respirationStep] };
}

/** The pull-down parts in the order the method adds them: [symbol, pt-BR name, part]. */
const PULL_DOWN_PARTS = [
  ['Q1', 'Resfriamento acima do congelamento', 'aboveFreezing'],
  ['Q2', 'Congelamento', 'freezing'],
  ['Q3', 'Resfriamento abaixo do congelamento', 'belowFreezing'],
] as const;

/** Each part's two memorial names: per batch and per day. */
const PULL_DOWN_PART_LABELS = PULL_DOWN_PARTS.map(
  ([symbol, label, key]) =>
    [symbol, `${label} (por lote)`, `${symbol}_dia`, `${label} (por dia)`, key] as const,
);

/**
 * The pull-down step's inputs: the item's values (tf, c1, c2 and L only when known), each part
 * per batch (kJ) and as a daily energy (kJ/dia, `Q_i · 24 / t_proc`), the batch energy and t_proc.
 */
function createPullDownQuantities(
  item: GoodsValues,
  pullDown: { readonly energy: number; readonly parts: PullDownParts },
): StepQuantity[] {
  const inputs = [
    createQuantity('m', 'Movimentação diária', item.mass, 'kg'),
    createQuantity('t1', 'Temperatura de entrada', item.checkinTemperature, '°C'),
    createQuantity('t3', 'Temperatura de saída', item.checkoutTemperature, '°C'),
  ];
  if (item.freezingPoint !== null) {
    inputs.push(createQuantity('tf', 'Ponto de congelamento', item.freezingPoint, '°C'));
  }
  if (item.specificHeatAboveFreezing !== null) {
    inputs.push(
      createQuantity(
        'c1',
        'Calor específico acima do congelamento',
        item.specificHeatAboveFreezing,
        'kJ/(kg·K)',
      ),
    );
  }
  if (item.specificHeatBelowFreezing !== null) {
    inputs.push(
      createQuantity(
        'c2',
        'Calor específico abaixo do congelamento',
        item.specificHeatBelowFreezing,
        'kJ/(kg·K)',
      ),
    );
  }
  if (item.latentHeatOfFusion !== null) {
    inputs.push(
      createQuantity('L', 'Calor latente de congelamento', item.latentHeatOfFusion, 'kJ/kg'),
    );
  }
  for (const [symbol, batchLabel, dailySymbol, dailyLabel, key] of PULL_DOWN_PART_LABELS) {
    const part = pullDown.parts[key];
    inputs.push(
      createQuantity(symbol, batchLabel, part, 'kJ'),
      createQuantity(dailySymbol, dailyLabel, (part * 24) / item.processingTime, DAILY_ENERGY_UNIT),
    );
  }
  inputs.push(
    createQuantity('Q', 'Energia por lote', pullDown.energy, 'kJ'),
    createQuantity('t_proc', 'Tempo de processamento', item.processingTime, 'h'),
  );
  return inputs;
}

/**
 * Products: each item's pull-down as a 24 h average plus its respiration (heat-load method,
 * "Products").
 *
 * @param goods - goods items (masses kg, temperatures °C, c kJ/(kg·K), L kJ/kg, respiration
 *   mW/kg, processing time h above 0).
 * @param warnings - receives GOODS_WARMING when an item leaves warmer than it arrives.
 * @returns the daily energy in kJ/day, two steps per item and per-item results (with
 *   `respirationHeatLoad` in W, to be stored with the item).
 * @throws DomainError MISSING_INPUT (a property the item's case needs is null), OUT_OF_RANGE.
 * @example
 * const beef = { dailyMovement: 400, storageCapacity: 0, checkinTemperature: 34,
 *   checkoutTemperature: 4, processingTime: 24, freezingPoint: -2,
 *   specificHeatAboveFreezing: 3.22, specificHeatBelowFreezing: 1.6, latentHeatOfFusion: 230,
 *   heatOfRespiration: 0 };
 * computeProductLoad([beef], []).daily; // ≈ 38_640 kJ/day (±1e-6) — 400 kg, 34 → 4 °C, c1 3.22
 */
export function computeProductLoad(
  goods: unknown,
  warnings: HeatLoadWarning[],
): {
  readonly daily: KilojoulesPerDay;
  readonly steps: readonly CalculationStep[];
  readonly items: readonly GoodsItemResult[];
} {
  const computed = readGoodsList(goods).map((item, index) => {
    if (item.checkinTemperature < item.checkoutTemperature) {
      warnings.push(
        createHeatLoadWarning(
          'GOODS_WARMING',
          `goods[${index}].checkinTemperature`,
          `goods.${index}.pullDown`,
        ),
      );
    }
    return computeItemSteps(item, index);
  });
  const items = computed.map((entry) => entry.result);
  const daily = kilojoulesPerDay(
    items.reduce((sum, item) => sum + item.pullDownDaily + item.respirationDaily, 0),
  );
  return { daily, steps: computed.flatMap((entry) => entry.steps), items };
}
