// Data-driven runner of the handbook and textbook worked examples in fixtures/reference/*.json.
// Each case gives source, inputs, expected and a tolerance (rel or abs) with a one-line reason.
import { describe, expect, it, test } from 'vitest';
import { findTableAirChanges } from '../src/heat-load/air-change-table.ts';
import { computeInfiltrationLoad } from '../src/heat-load/infiltration-load.ts';
import { computePullDownEnergy, computeProductLoad } from '../src/heat-load/product-load.ts';
import { computeSurfaceUValue } from '../src/heat-load/transmission-load.ts';
import { computeMoistAirState } from '../src/psychrometrics/moist-air.ts';
import { computeRequiredInsulationThickness } from '../src/suggestions/insulation-thickness.ts';
import { convertDailyKjToKw } from '../src/units/quantities.ts';
import airChanges from './fixtures/reference/air-changes.json';
import doorInfiltration from './fixtures/reference/door-infiltration.json';
import goodsPower from './fixtures/reference/goods-power.json';
import insulationThickness from './fixtures/reference/insulation-thickness.json';
import productLoads from './fixtures/reference/product-loads.json';
import psychrometrics from './fixtures/reference/psychrometrics.json';
import uValues from './fixtures/reference/u-values.json';

interface Tolerance {
  readonly rel?: number;
  readonly abs?: number;
  readonly reason: string;
}

interface ReferenceCase {
  readonly kind: string;
  readonly name: string;
  readonly source: string;
  readonly inputs: Record<string, unknown>;
  readonly expected: number;
  readonly tolerance: Tolerance;
}

type Evaluate = (inputs: Record<string, unknown>) => number;

const num = (inputs: Record<string, unknown>, key: string): number => {
  const value = inputs[key];
  if (typeof value !== 'number') throw new Error(`input ${key} must be a number`);
  return value;
};

/** One AIR_VELOCITY door through the engine: its open-door flow q (kW) or its daily energy. */
function evaluateDoor(i: Record<string, unknown>): number {
  const door = {
    count: num(i, 'count'),
    width: num(i, 'width'),
    height: num(i, 'height'),
    adjacentAmbientTemperature: num(i, 'adjacentAmbientTemperature'),
    adjacentAmbientRelativeHumidity: num(i, 'adjacentAmbientRelativeHumidity'),
    internalRelativeHumidity: num(i, 'internalRelativeHumidity'),
    openingFrequency: num(i, 'openingFrequency'),
    openCloseDuration: num(i, 'openCloseDuration'),
    openDuration: num(i, 'openDuration'),
    protectionBarrier: null,
    protectionBarrierEfficiency: num(i, 'protectionBarrierEfficiency'),
    airExchangeRate: 0,
  };
  const room = { roomTemperature: num(i, 'roomTemperature'), length: 10, width: 8, height: 6 };
  const load = computeInfiltrationLoad(
    { calculationMethod: 'AIR_VELOCITY', doors: [door] },
    room,
    [],
  );
  if (i.output === 'daily') return load.daily;
  if (i.output !== 'openDoorHeatFlow') throw new Error(`unknown door output ${String(i.output)}`);
  const q = load.steps[0]?.inputs.find((quantity) => quantity.symbol === 'q');
  if (!q) throw new Error('the door step shows no open-door flow q');
  return q.value;
}

const EVALUATORS: Record<string, Evaluate> = {
  'u-value': (i) =>
    computeSurfaceUValue(num(i, 'materialId'), num(i, 'thicknessMm'), num(i, 'conductivity')),
  'air-changes': (i) => findTableAirChanges(num(i, 'volume'), num(i, 'roomTemperature')).airChanges,
  'pull-down-energy': (i) =>
    computePullDownEnergy({
      mass: num(i, 'mass'),
      checkinTemperature: num(i, 'checkinTemperature'),
      checkoutTemperature: num(i, 'checkoutTemperature'),
      freezingPoint: num(i, 'freezingPoint'),
      specificHeatAboveFreezing: num(i, 'specificHeatAboveFreezing'),
      specificHeatBelowFreezing: num(i, 'specificHeatBelowFreezing'),
      latentHeatOfFusion: num(i, 'latentHeatOfFusion'),
    }).energy,
  'goods-power': (i) =>
    convertDailyKjToKw(computeProductLoad([i], []).daily, num(i, 'operatingHours')),
  'required-insulation-thickness': (i) =>
    computeRequiredInsulationThickness(
      num(i, 'conductivity'),
      num(i, 'area'),
      num(i, 'temperatureDifference'),
      num(i, 'maxHeatFlow'),
    ),
  'door-infiltration': evaluateDoor,
  'moist-air': (i) => {
    const state = computeMoistAirState(num(i, 'temperature'), num(i, 'relativeHumidity'));
    const property = i.property;
    if (property !== 'enthalpy' && property !== 'humidityRatio' && property !== 'specificVolume') {
      throw new Error(`unknown moist-air property ${String(property)}`);
    }
    return state[property];
  },
};

const FIXTURES: readonly unknown[] = [
  uValues,
  airChanges,
  productLoads,
  goodsPower,
  insulationThickness,
  psychrometrics,
  doorInfiltration,
];

/** Reads one fixture file; refuses an empty or malformed table (jsthermalcomfort habit). */
function readFixture(fixture: unknown): ReferenceCase[] {
  const { kind, cases } = fixture as { kind?: unknown; cases?: unknown };
  if (typeof kind !== 'string' || !(kind in EVALUATORS))
    throw new Error(`unknown kind ${String(kind)}`);
  if (!Array.isArray(cases) || cases.length === 0) throw new Error(`fixture ${kind} has no cases`);
  return cases.map((raw) => {
    const entry = raw as Omit<ReferenceCase, 'kind'>;
    const { tolerance } = entry;
    const hasTolerance = typeof tolerance.rel === 'number' || typeof tolerance.abs === 'number';
    if (!entry.source || !hasTolerance || !tolerance.reason) {
      throw new Error(`case "${entry.name}" needs source, tolerance and reason`);
    }
    return { kind, ...entry };
  });
}

function assertNonEmpty<T>(rows: readonly T[]): readonly T[] {
  if (rows.length === 0) throw new Error('the reference table is empty');
  return rows;
}

const ROWS = assertNonEmpty(FIXTURES.flatMap(readFixture));

describe('reference cases', () => {
  it('covers every worked example of docs/heat-load-method.md', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(FIXTURES.length);
    expect(new Set(ROWS.map((row) => row.kind)).size).toBe(FIXTURES.length);
  });

  test.each(ROWS)('$kind — $name', ({ kind, inputs, expected, tolerance }) => {
    const evaluate = EVALUATORS[kind];
    if (!evaluate) throw new Error(`no evaluator for ${kind}`);
    const actual = evaluate(inputs);
    const allowed = Math.max(tolerance.abs ?? 0, (tolerance.rel ?? 0) * Math.abs(expected));
    expect(Math.abs(actual - expected)).toBeLessThanOrEqual(allowed);
  });
});
