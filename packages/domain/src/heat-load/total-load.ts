import { DomainError } from '../errors.ts';
import {
  convertDailyKjToKw,
  convertKcalhToKw,
  convertKwToKcalh,
  kilowatts,
  type Kilowatts,
} from '../units/quantities.ts';
import { ENGINE_AIR_TEMPERATURE_RANGE_C } from './room-fields.ts';
import {
  readOptionalInRange,
  requireArray,
  requireDimension,
  requireFinite,
  requireInRange,
  requireNonNegative,
  requireObject,
} from '../validation/assert-input.ts';
import { createPartStep, createQuantity, type CalculationStep } from './calculation-step.ts';
import { computeInfiltrationLoad } from './infiltration-load.ts';
import { computeInternalLoad, FORKLIFT_POWER_KW } from './internal-load.ts';
import { computeProductLoad } from './product-load.ts';
import { computeTransmissionLoad } from './transmission-load.ts';
import type {
  CalculatedHeatLoad,
  HeatLoadRefs,
  HeatLoadResult,
  HeatLoadRoom,
  HeatLoadWarning,
  TypedHeatLoad,
} from './types.ts';

/** Version of the calculation rules; bump it with a CHANGELOG entry when a number moves. */
export const HEAT_LOAD_CALC_VERSION = '1.0.0';

/** `calculationType` value that asks the engine to calculate (spec §3: "automatic"). */
export const CALCULATION_TYPE_AUTOMATIC = 1;

function computeTypedHeatLoad(room: Record<string, unknown>): TypedHeatLoad {
  const totalKcalh = requireNonNegative(room.typedTotalKcalh, 'typedTotalKcalh');
  const totalKw = convertKcalhToKw(totalKcalh);
  const step: CalculationStep = {
    key: 'total.typed',
    part: 'total',
    label: 'Carga térmica informada',
    formula: 'P = Q_informada / 859,845',
    inputs: [createQuantity('Q_informada', 'Carga térmica informada', totalKcalh, 'kcal/h')],
    result: createQuantity('P', 'Carga térmica total', totalKw, 'kW'),
  };
  return {
    mode: 'TYPED',
    calcVersion: HEAT_LOAD_CALC_VERSION,
    heatTransfer: null,
    doors: null,
    goods: null,
    additionalLoad: null,
    safetyMarginKw: null,
    averageKw24h: null,
    goodsItems: [],
    totalKw,
    totalKcalh,
    steps: [step],
    warnings: [],
  };
}

function readRoom(room: Record<string, unknown>) {
  const { min, max } = ENGINE_AIR_TEMPERATURE_RANGE_C;
  const values = {
    roomTemperature: requireInRange(room.roomTemperature, 'roomTemperature', min, max),
    ambientTemperature: requireInRange(room.ambientTemperature, 'ambientTemperature', min, max),
    operatingHours: requireInRange(room.operatingHours, 'operatingHours', 0, 24),
    length: requireDimension(room.length, 'length', false),
    width: requireDimension(room.width, 'width', false),
    height: requireDimension(room.height, 'height', false),
    safetyMargin: requireNonNegative(room.safetyMargin, 'safetyMargin'),
  };
  if (values.operatingHours === 0) {
    throw new DomainError('OUT_OF_RANGE', 'operatingHours must be above 0', 'operatingHours');
  }
  return values;
}

function readRefs(refs: HeatLoadRefs): { refs: HeatLoadRefs; forkliftPowerKw: number } {
  const section = requireObject(refs, 'refs');
  requireArray(section.materials, 'refs.materials');
  const forkliftPowerKw = readOptionalInRange(
    section.forkliftPowerKw,
    'refs.forkliftPowerKw',
    0,
    Number.POSITIVE_INFINITY,
    FORKLIFT_POWER_KW,
  );
  return { refs, forkliftPowerKw };
}

const HOURS_FORMAT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/**
 * The pt-BR name of the total: the capacity that removes the daily energy within the operating
 * hours (issue 11: the total is not an average over the day).
 *
 * @param operatingHours - h/day.
 * @example formatRequiredCapacityLabel(16); // => 'Capacidade requerida (16 h/dia)'
 * @example formatRequiredCapacityLabel(7.5); // => 'Capacidade requerida (7,5 h/dia)'
 */
export function formatRequiredCapacityLabel(operatingHours: number): string {
  return `Capacidade requerida (${formatHours(operatingHours)} h/dia)`;
}

/** A whole number of hours reads the same in every locale; Intl only formats the others. */
function formatHours(value: number): string {
  return Number.isInteger(value) && value >= 1 && value < 1000
    ? String(value)
    : HOURS_FORMAT.format(value);
}

/** pt-BR name of the 24 h average of the total. */
export const AVERAGE_24H_LABEL = 'Média em 24 h';

/**
 * The pt-BR name of the safety margin with its percentage.
 *
 * @example formatSafetyMarginLabel(10); // => 'Margem de segurança (10 %)'
 */
export function formatSafetyMarginLabel(safetyMargin: number): string {
  return `Margem de segurança (${HOURS_FORMAT.format(safetyMargin)} %)`;
}

/**
 * The safety margin in kW: the share of the total it adds, `subtotal · safetyMargin / 100`.
 *
 * @param subtotal - Σ parts, kW, without the margin.
 * @param safetyMargin - %.
 * @example computeSafetyMarginKw(12.3, 10); // ≈ 1.23 — kW
 */
export function computeSafetyMarginKw(subtotal: number, safetyMargin: number): Kilowatts {
  return kilowatts((subtotal * safetyMargin) / 100);
}

/**
 * The daily energy of the total spread over the whole day: `totalKw · operatingHours / 24`.
 *
 * @param totalKw - the capacity required at the operating hours, kW.
 * @param operatingHours - h/day.
 * @example computeAverageKw24h(12, 16); // => 8 — kW
 */
export function computeAverageKw24h(totalKw: number, operatingHours: number): Kilowatts {
  return kilowatts((totalKw * operatingHours) / 24);
}

interface TotalValues {
  readonly subtotal: Kilowatts;
  readonly safetyMargin: number;
  readonly safetyMarginKw: Kilowatts;
  readonly totalKw: Kilowatts;
  readonly operatingHours: number;
  readonly averageKw24h: Kilowatts;
}

function createTotalSteps(values: TotalValues) {
  const { subtotal, safetyMargin, safetyMarginKw, totalKw, operatingHours, averageKw24h } = values;
  const totalKcalh = convertKwToKcalh(totalKw);
  const capacity = formatRequiredCapacityLabel(operatingHours);
  const steps: CalculationStep[] = [
    {
      key: 'total.kw',
      part: 'total',
      label: `${capacity} — kW`,
      formula:
        'P_MS = ΣP · MS / 100; P_total = (P_trans + P_inf + P_prod + P_outras) · (1 + MS / 100)',
      inputs: [
        createQuantity('ΣP', 'Soma das parcelas', subtotal, 'kW'),
        createQuantity('MS', 'Margem de segurança', safetyMargin, '%'),
        createQuantity('P_MS', 'Margem de segurança em kW', safetyMarginKw, 'kW'),
        createQuantity('h_op', 'Horas de operação', operatingHours, 'h'),
      ],
      result: createQuantity('P_total', capacity, totalKw, 'kW'),
    },
    {
      key: 'total.kcalh',
      part: 'total',
      label: `${capacity} — kcal/h`,
      formula: 'Q_total = P_total · 859,845',
      inputs: [createQuantity('P_total', capacity, totalKw, 'kW')],
      result: createQuantity('Q_total', capacity, totalKcalh, 'kcal/h'),
    },
    {
      key: 'total.average24h',
      part: 'total',
      label: AVERAGE_24H_LABEL,
      formula: 'P_24h = P_total · h_op / 24',
      inputs: [
        createQuantity('P_total', capacity, totalKw, 'kW'),
        createQuantity('h_op', 'Horas de operação', operatingHours, 'h'),
      ],
      result: createQuantity(
        'P_24h',
        `${AVERAGE_24H_LABEL} (energia diária / 24 h)`,
        averageKw24h,
        'kW',
      ),
    },
  ];
  return { steps, totalKcalh };
}

/**
 * The heat load of a cold room (docs/heat-load-method.md, implemented exactly).
 *
 * Each part is its daily energy over the running time, `Q_day / (3600 · operatingHours)` kW;
 * `totalKw = Σ parts · (1 + safetyMargin / 100)` (the margin applies once, to the total only);
 * `totalKcalh = totalKw · 859.845`. `totalKw` is the capacity required at the operating hours;
 * `averageKw24h = totalKw · operatingHours / 24` spreads the same daily energy over the day and
 * `safetyMarginKw = Σ parts · safetyMargin / 100` is the margin's share of the total. With `calculationType` ≠ 1 the total is `typedTotalKcalh`
 * and the parts are null.
 *
 * @param room - the specification's Room entity (temperatures °C, sizes m, thickness mm, hours h,
 *   margin %); see {@link HeatLoadRoom}.
 * @param refs - reference data: materials with conductivity W/(m·K); optional forklift power kW.
 * @returns parts and totals, per-goods-item results, the step-by-step breakdown and warnings.
 * @throws DomainError with a code (INVALID_INPUT, MISSING_INPUT, OUT_OF_RANGE, INVALID_GEOMETRY,
 *   UNKNOWN_REFERENCE) for any input that would not give a finite, meaningful answer.
 * @example
 * const sized = { ...createDefaultRoom(1), length: 5, width: 4, height: 3, roomTemperature: 0 };
 * const room = { ...sized, heatTransfer: suggestHeatTransfer(sized),
 *   additionalLoad: suggestAdditionalLoad(sized, []) };
 * computeHeatLoad(room, { materials: MATERIALS }).totalKcalh; // ≈ 1553.6 kcal/h
 */
export function computeHeatLoad(room: HeatLoadRoom, refs: HeatLoadRefs): HeatLoadResult {
  const input = requireObject(room, 'room');
  const calculationType = requireFinite(input.calculationType, 'calculationType');
  if (calculationType !== CALCULATION_TYPE_AUTOMATIC) return computeTypedHeatLoad(input);
  const values = readRoom(input);
  const { forkliftPowerKw } = readRefs(refs);
  const warnings: HeatLoadWarning[] = [];
  const hours = values.operatingHours;
  const transmission = computeTransmissionLoad(room.heatTransfer, values.roomTemperature, refs, {
    room: values,
    areaBasis: room.areaBasis ?? null,
  });
  const infiltration = computeInfiltrationLoad(room.doors, values, warnings);
  const product = computeProductLoad(room.goods, warnings);
  const internal = computeInternalLoad(room.additionalLoad, values, forkliftPowerKw);
  const heatTransfer = convertDailyKjToKw(transmission.daily, hours);
  const doors = convertDailyKjToKw(infiltration.daily, hours);
  const goods = convertDailyKjToKw(product.daily, hours);
  const additionalLoad = convertDailyKjToKw(internal.daily, hours);
  const subtotal = kilowatts(heatTransfer + doors + goods + additionalLoad);
  const totalKw = kilowatts(subtotal * (1 + values.safetyMargin / 100));
  const safetyMarginKw = computeSafetyMarginKw(subtotal, values.safetyMargin);
  const averageKw24h = computeAverageKw24h(totalKw, hours);
  const totals = createTotalSteps({
    subtotal,
    safetyMargin: values.safetyMargin,
    safetyMarginKw,
    totalKw,
    operatingHours: hours,
    averageKw24h,
  });
  const result: CalculatedHeatLoad = {
    mode: 'CALCULATED',
    calcVersion: HEAT_LOAD_CALC_VERSION,
    heatTransfer,
    doors,
    goods,
    additionalLoad,
    safetyMarginKw,
    averageKw24h,
    totalKw,
    totalKcalh: totals.totalKcalh,
    goodsItems: product.items,
    steps: [
      ...transmission.steps,
      createPartStep('heatTransfer', 'Transmissão', transmission.daily, hours, heatTransfer),
      ...infiltration.steps,
      createPartStep('doors', 'Infiltração', infiltration.daily, hours, doors),
      ...product.steps,
      createPartStep('goods', 'Produtos', product.daily, hours, goods),
      ...internal.steps,
      createPartStep('additionalLoad', 'Outras cargas', internal.daily, hours, additionalLoad),
      ...totals.steps,
    ],
    warnings,
  };
  return result;
}
