// Data-driven runner of the selection engine's reference cases (fixtures/reference/selection-*.json):
// compressor polynomials vs the source data, the wet-coil (inlet air) factors, demonstration
// units at their sizing points, and balance points solved by hand. Each case gives source,
// inputs, expected and a tolerance (rel or abs) with a one-line reason.
import { describe, expect, it, test } from 'vitest';
import { computeAirChangesPerHour } from '../src/selection/rules/air-changes-per-hour.ts';
import { computeSystemBalance } from '../src/selection/balance/system-balance.ts';
import { COMPRESSOR_CURVES } from '../src/selection/capacity/compressor-curves.ts';
import { evaluateCompressorPolynomial } from '../src/selection/capacity/compressor-polynomial.ts';
import { computeAirInletFactor } from '../src/selection/capacity/evaporator-capacity.ts';
import { computeUnitPerformance } from '../src/selection/capacity/unit-capacity.ts';
import { generateDemoCatalog } from '../src/selection/catalog/demo-catalog.ts';
import type {
  SupplyFrequencyHz,
  UnitCapacityTable,
  UnitModel,
} from '../src/selection/catalog/types.ts';
import airChangesPerHour from './fixtures/reference/selection-air-changes-per-hour.json';
import balance from './fixtures/reference/selection-balance.json';
import compressorCurves from './fixtures/reference/selection-compressor-curves.json';
import demoUnits from './fixtures/reference/selection-demo-units.json';
import wetCoilFactors from './fixtures/reference/selection-wet-coil-factors.json';

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

type Inputs = Record<string, unknown>;
type Evaluate = (inputs: Inputs) => number;

const num = (inputs: Inputs, key: string): number => {
  const value = inputs[key];
  if (typeof value !== 'number') throw new Error(`input ${key} must be a number`);
  return value;
};
const text = (inputs: Inputs, key: string): string => {
  const value = inputs[key];
  if (typeof value !== 'string') throw new Error(`input ${key} must be a string`);
  return value;
};
const frequency = (inputs: Inputs): SupplyFrequencyHz | null => {
  const value = inputs.frequencyHz;
  return value === 60 || value === 50 ? value : null;
};

const CATALOG = generateDemoCatalog(1);

function findUnit(code: string): UnitModel {
  const unit = [...CATALOG.condensingUnits, ...CATALOG.compressorUnits].find(
    (m) => m.code === code,
  );
  if (!unit) throw new Error(`no demonstration unit ${code}`);
  return unit;
}

function buildLinearUnit(
  table: Omit<UnitCapacityTable, 'refrigerantCode' | 'frequencyHz' | 'condensingOffsetK'>,
): UnitModel {
  return {
    ...findUnit('UCM-160M'),
    code: 'LINEAR',
    capacityTables: [
      { ...table, refrigerantCode: 'R404A', frequencyHz: 60, condensingOffsetK: 10 },
    ],
  };
}

function evaluateBalance(inputs: Inputs): number {
  const rooms = inputs.rooms as {
    roomTemperatureC: number;
    count: number;
    referenceCapacityKcalh: number;
    referenceDtK: number;
    referenceEvaporatingTemperatureC: number;
  }[];
  const table = inputs.unitTable as Parameters<typeof buildLinearUnit>[0];
  const result = computeSystemBalance({
    refrigerantCode: text(inputs, 'refrigerantCode'),
    ambientTemperatureC: num(inputs, 'ambientTemperatureC'),
    loadLossK: num(inputs, 'loadLossK'),
    rooms: rooms.map(({ roomTemperatureC, count, ...capacity }) => ({
      roomTemperatureC,
      count,
      evaporator: { ...capacity, ratingCondition: 'TEST', refrigerantFactors: { R404A: 1 } },
    })),
    unit: {
      source: 'CATALOGUE',
      model: buildLinearUnit(table),
      count: num(inputs, 'unitCount'),
      frequencyHz: frequency(inputs),
    },
  });
  if (result.status !== 'balanced') throw new Error(`expected a balance, got ${result.reason}`);
  const output = text(inputs, 'output');
  if (output === 'evaporatingTemperatureC') return result.evaporatingTemperatureC;
  if (output === 'resultingCapacityKcalh') return result.resultingCapacityKcalh;
  if (output === 'resultingDtK') return result.resultingDtK;
  if (output === 'unitPowerKw') return result.unitPowerKw;
  throw new Error(`unknown output ${output}`);
}

const EVALUATORS: Record<string, Evaluate> = {
  'air-changes-per-hour': (i) =>
    computeAirChangesPerHour(
      num(i, 'unitAirFlow'),
      num(i, 'count'),
      num(i, 'length'),
      num(i, 'width'),
      num(i, 'height'),
    ),
  'compressor-polynomial': (i) => {
    const curve = COMPRESSOR_CURVES.find((item) => item.name === text(i, 'curve'));
    if (!curve) throw new Error(`no curve ${text(i, 'curve')}`);
    const quantity = text(i, 'quantity') === 'power' ? 'power' : 'capacity';
    return evaluateCompressorPolynomial(curve, quantity, num(i, 'suctionC'), num(i, 'dischargeC'));
  },
  'air-inlet-factor': (i) =>
    computeAirInletFactor(num(i, 'airInletTemperatureC'), num(i, 'referenceAirInletTemperatureC')),
  'demo-unit-capacity': (i) =>
    computeUnitPerformance(findUnit(text(i, 'modelCode')), text(i, 'refrigerantCode'), {
      evaporatingTemperatureC: num(i, 'evaporatingTemperatureC'),
      ambientTemperatureC: num(i, 'ambientTemperatureC'),
      loadLossK: num(i, 'loadLossK'),
      frequencyHz: frequency(i),
      count: num(i, 'count'),
    }).capacityKcalh,
  'balance-point': evaluateBalance,
};

const FIXTURES: readonly unknown[] = [
  compressorCurves,
  wetCoilFactors,
  demoUnits,
  balance,
  airChangesPerHour,
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

describe('selection reference cases', () => {
  it('covers every selection fixture', () => {
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
