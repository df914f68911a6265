import { DomainError } from '../../errors.ts';
import type {
  EvaporatorModel,
  RatingBasis,
  SupplyFrequencyHz,
  UnitCapacityTable,
  UnitModel,
} from './types.ts';

/**
 * Row shapes for storing a catalogue's nested data (docs/domain/selection.md, "Storing a
 * catalogue") and the checks an import runs on a table before it lands.
 */

/** One cell of a unit's capacity table, long format. */
export interface UnitCapacityPointRow {
  readonly modelCode: string;
  readonly refrigerantCode: string;
  readonly frequencyHz: SupplyFrequencyHz;
  readonly ratingBasis: RatingBasis;
  readonly condensingOffsetK: number;
  readonly evaporatingTemperatureC: number;
  readonly ambientTemperatureC: number;
  readonly capacityKcalh: number;
  readonly powerKw: number;
}

/** One refrigerant factor of an evaporator model. */
export interface RefrigerantFactorRow {
  readonly modelCode: string;
  readonly refrigerantCode: string;
  readonly factor: number;
}

/**
 * The cells of every table of a unit, one row each.
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * flattenUnitCapacityTables(findUnitModel(index, 'UCM-160M')).length; // => 150 — 6 × 5 × 5
 */
export function flattenUnitCapacityTables(model: UnitModel): UnitCapacityPointRow[] {
  return model.capacityTables.flatMap((table) =>
    table.evaporatingTemperaturesC.flatMap((evaporatingTemperatureC, row) =>
      table.ambientTemperaturesC.map((ambientTemperatureC, column) => ({
        modelCode: model.code,
        refrigerantCode: table.refrigerantCode,
        frequencyHz: table.frequencyHz,
        ratingBasis: table.ratingBasis,
        condensingOffsetK: table.condensingOffsetK,
        evaporatingTemperatureC,
        ambientTemperatureC,
        capacityKcalh: table.capacityKcalh[row]?.[column] ?? Number.NaN,
        powerKw: table.powerKw[row]?.[column] ?? Number.NaN,
      })),
    ),
  );
}

/** The refrigerant factors of an evaporator model, one row each. */
export function flattenRefrigerantFactors(model: EvaporatorModel): RefrigerantFactorRow[] {
  return Object.entries(model.capacity.refrigerantFactors).map(([refrigerantCode, factor]) => ({
    modelCode: model.code,
    refrigerantCode,
    factor,
  }));
}

const sortedUnique = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

/**
 * Rebuilds the tables of one model from its rows (any order). Every (refrigerant, frequency)
 * group must be a complete grid.
 * @throws DomainError `INVALID_INPUT` for a missing or repeated cell, or mixed condensing offsets
 * or rating bases.
 */
export function buildUnitCapacityTables(
  rows: readonly UnitCapacityPointRow[],
): UnitCapacityTable[] {
  const groups = new Map<string, UnitCapacityPointRow[]>();
  for (const row of rows) {
    const key = `${row.refrigerantCode}|${row.frequencyHz}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0];
    if (!first) throw new DomainError('INVALID_INPUT', 'empty table group');
    const evaporating = sortedUnique(group.map((row) => row.evaporatingTemperatureC));
    const ambient = sortedUnique(group.map((row) => row.ambientTemperatureC));
    const cells = new Map(
      group.map((row) => [`${row.evaporatingTemperatureC}|${row.ambientTemperatureC}`, row]),
    );
    const label = `${first.modelCode} ${first.refrigerantCode} ${first.frequencyHz} Hz`;
    if (cells.size !== group.length || cells.size !== evaporating.length * ambient.length) {
      throw new DomainError(
        'INVALID_INPUT',
        `${label}: the table is not a complete grid`,
        'capacityTables',
      );
    }
    if (group.some((row) => row.condensingOffsetK !== first.condensingOffsetK)) {
      throw new DomainError(
        'INVALID_INPUT',
        `${label}: one condensing offset per table`,
        'capacityTables',
      );
    }
    if (group.some((row) => row.ratingBasis !== first.ratingBasis)) {
      throw new DomainError(
        'INVALID_INPUT',
        `${label}: one rating basis per table`,
        'capacityTables',
      );
    }
    const read = (pick: (row: UnitCapacityPointRow) => number) =>
      evaporating.map((te) => ambient.map((ta) => pick(cells.get(`${te}|${ta}`) ?? first)));
    return {
      refrigerantCode: first.refrigerantCode,
      frequencyHz: first.frequencyHz,
      ratingBasis: first.ratingBasis,
      condensingOffsetK: first.condensingOffsetK,
      evaporatingTemperaturesC: evaporating,
      ambientTemperaturesC: ambient,
      capacityKcalh: read((row) => row.capacityKcalh),
      powerKw: read((row) => row.powerKw),
    };
  });
}

const isAscending = (axis: readonly number[]) =>
  axis.length > 0 &&
  axis.every((value, i) => Number.isFinite(value) && (i === 0 || value > (axis[i - 1] ?? value)));

/**
 * Problems of a unit table, as messages (empty when sound): strictly ascending axes, a value per
 * cell, capacities and powers finite and above 0, capacity not rising with ambient.
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * checkUnitCapacityTable(findUnitModel(index, 'UCM-160M').capacityTables[0]); // => []
 */
export function checkUnitCapacityTable(table: UnitCapacityTable): string[] {
  const problems: string[] = [];
  const te = table.evaporatingTemperaturesC;
  const ta = table.ambientTemperaturesC;
  if (!isAscending(te)) problems.push('evaporating axis must be strictly ascending');
  if (!isAscending(ta)) problems.push('ambient axis must be strictly ascending');
  for (const [name, values] of [
    ['capacityKcalh', table.capacityKcalh],
    ['powerKw', table.powerKw],
  ] as const) {
    const isComplete =
      values.length === te.length && values.every((row) => row.length === ta.length);
    if (!isComplete) problems.push(`${name} must have ${te.length} × ${ta.length} cells`);
    if (!values.flat().every((value) => Number.isFinite(value) && value > 0)) {
      problems.push(`${name} values must be finite and above 0`);
    }
  }
  const isFalling = table.capacityKcalh.every((row) =>
    row.every((value, i) => i === 0 || value <= (row[i - 1] ?? value)),
  );
  if (!isFalling) problems.push('capacity must not rise with the ambient temperature');
  return problems;
}
