import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { computeUnitPerformance } from '../capacity/unit-capacity.ts';
import { generateDemoCatalog } from '../catalog/demo-catalog.ts';
import type { EquipmentCatalog, UnitCapacityTable, UnitModel } from '../catalog/types.ts';
import { buildSelectionIndex } from './selection-index.ts';
import type { UnitSearchQuery } from './unit-query.ts';
import { scanUnits, searchUnits } from './unit-search.ts';

const CATALOG = generateDemoCatalog();
const INDEX = buildSelectionIndex(CATALOG);
const BASE: UnitSearchQuery = {
  refrigerantCode: 'R404A',
  requiredCapacityKcalh: 12_000,
  evaporatingTemperatureC: -8,
  ambientTemperatureC: 35,
  loadLossK: 2,
  powerSupply: { frequencyHz: 60 },
  limit: 500,
};

describe('searchUnits', () => {
  it('suggests only units above 90 % of the requirement, meeting it first', () => {
    const hits = searchUnits(INDEX, BASE);
    expect(hits.length).toBeGreaterThan(3);
    expect(hits.every((hit) => hit.capacityKcalh > 0.9 * 12_000)).toBe(true);
    const firstBelow = hits.findIndex((hit) => hit.capacityKcalh < 12_000);
    const above = firstBelow === -1 ? hits : hits.slice(0, firstBelow);
    expect(above.map((h) => h.capacityKcalh)).toEqual(
      above.map((h) => h.capacityKcalh).sort((a, b) => a - b),
    );
    expect(hits.slice(above.length).every((hit) => hit.capacityKcalh < 12_000)).toBe(true);
  });

  it('flags capacities above 120 % of the requirement', () => {
    const hits = searchUnits(INDEX, BASE);
    for (const hit of hits) expect(hit.hasCapacityWarning).toBe(hit.capacityKcalh > 14_400);
    expect(hits.some((hit) => hit.hasCapacityWarning)).toBe(true);
  });

  it('rates each unit at Te − loadLoss, the ambient and the count', () => {
    const hit = searchUnits(INDEX, { ...BASE, count: 2 })[0];
    if (!hit) throw new Error('no hit');
    const expected = computeUnitPerformance(hit.model, 'R404A', {
      evaporatingTemperatureC: -8,
      ambientTemperatureC: 35,
      loadLossK: 2,
      frequencyHz: 60,
      count: 2,
    });
    expect(hit.capacityKcalh).toBeCloseTo(expected.capacityKcalh, 9);
    expect(hit.suctionTemperatureC).toBe(-10);
  });

  it('multiplies by 0.83 when no 60 Hz supply is chosen, and keeps only matching SKUs', () => {
    const at60 = searchUnits(INDEX, BASE);
    const none = searchUnits(INDEX, { ...BASE, powerSupply: null });
    const big = at60.find((hit) => 0.83 * hit.capacityKcalh > 0.9 * 12_000);
    const same = none.find((hit) => hit.model.code === big?.model.code);
    expect(same?.frequencyFactor).toBe(0.83);
    expect(same?.capacityKcalh).toBeCloseTo(0.83 * (big?.capacityKcalh ?? 0), 6);
    expect(none.length).toBeLessThan(at60.length);
    expect(at60.flatMap((hit) => hit.skus).every((sku) => sku.powerSupply.frequencyHz === 60)).toBe(
      true,
    );
  });

  it('leaves out units whose table does not hold the operating point', () => {
    const frozen = searchUnits(INDEX, {
      ...BASE,
      evaporatingTemperatureC: -30,
      requiredCapacityKcalh: 5000,
    });
    expect(frozen.every((hit) => hit.model.application === 'LOW')).toBe(true);
    expect(searchUnits(INDEX, { ...BASE, ambientTemperatureC: 45 })).toEqual([]);
  });

  it('searches rack compressor units by kind', () => {
    const racks = searchUnits(INDEX, {
      ...BASE,
      kind: 'COMPRESSOR_UNIT',
      requiredCapacityKcalh: 90_000,
    });
    expect(racks.length).toBeGreaterThan(0);
    expect(racks.every((hit) => hit.model.kind === 'COMPRESSOR_UNIT')).toBe(true);
  });

  it('refuses a bad query with a coded error', () => {
    expectDomainError(
      () => searchUnits(INDEX, { ...BASE, requiredCapacityKcalh: 0 }),
      'OUT_OF_RANGE',
      'requiredCapacityKcalh',
    );
    // 5e-324 is positive, but capacity ÷ it is Infinity: refused before any ratio is computed.
    expectDomainError(
      () => searchUnits(INDEX, { ...BASE, requiredCapacityKcalh: 5e-324 }),
      'OUT_OF_RANGE',
      'requiredCapacityKcalh',
    );
    expectDomainError(
      () => searchUnits(INDEX, { ...BASE, loadLossK: -1 }),
      'OUT_OF_RANGE',
      'loadLossK',
    );
    expectDomainError(
      () => searchUnits(INDEX, { ...BASE, kind: 'EVAPORATOR' as never }),
      'INVALID_INPUT',
      'kind',
    );
  });
});

const queryArbitrary: fc.Arbitrary<UnitSearchQuery> = fc.record({
  kind: fc.constantFrom('CONDENSING_UNIT' as const, 'COMPRESSOR_UNIT' as const),
  refrigerantCode: fc.constantFrom('R22', 'R134a', 'R404A', 'R448A', 'R449A'),
  requiredCapacityKcalh: fc.double({ min: 500, max: 250_000, noNaN: true }),
  evaporatingTemperatureC: fc.double({ min: -40, max: 6, noNaN: true }),
  ambientTemperatureC: fc.double({ min: 20, max: 45, noNaN: true }),
  loadLossK: fc.double({ min: 0, max: 4, noNaN: true }),
  count: fc.integer({ min: 1, max: 3 }),
  powerSupply: fc.option(
    fc.record(
      {
        frequencyHz: fc.constantFrom(50 as const, 60 as const),
        phases: fc.constantFrom(1 as const, 3 as const),
      },
      { requiredKeys: [] },
    ),
  ),
  lineCode: fc.option(fc.constantFrom('US', 'SLIM', 'UCM', 'UCS', 'ES+', 'RC')),
  compressorType: fc.option(
    fc.constantFrom('HERMETICO' as const, 'SCROLL' as const, 'SEMI_HERMETICO' as const),
  ),
  hasCondensationControl: fc.option(fc.boolean()),
  limit: fc.integer({ min: 1, max: 40 }),
});

/** Every third unit also gets a maker 50 Hz R404A table of another shape (no 25 °C column). */
function addFiftyHertzTables(catalog: EquipmentCatalog): EquipmentCatalog {
  const withTable = (unit: UnitModel): UnitModel => {
    const table = unit.capacityTables.find(
      (t) => t.refrigerantCode === 'R404A' && t.frequencyHz === 60,
    );
    if (!table) return unit;
    const drop = (rows: readonly (readonly number[])[], factor: number) =>
      rows.map((row) => row.slice(1).map((v) => v * factor));
    const table50: UnitCapacityTable = {
      ...table,
      frequencyHz: 50,
      ambientTemperaturesC: table.ambientTemperaturesC.slice(1),
      capacityKcalh: drop(table.capacityKcalh, 0.85),
      powerKw: drop(table.powerKw, 0.84),
    };
    return { ...unit, capacityTables: [...unit.capacityTables, table50] };
  };
  return {
    ...catalog,
    condensingUnits: catalog.condensingUnits.map((unit, i) =>
      i % 3 === 0 ? withTable(unit) : unit,
    ),
  };
}

const MIXED = addFiftyHertzTables(CATALOG);
const MIXED_INDEX = buildSelectionIndex(MIXED);

describe('indexed search vs linear scan', () => {
  it('answers exactly what the plain scan of every unit SKU answers', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        expect(searchUnits(INDEX, query)).toEqual(scanUnits(CATALOG, query));
      }),
      { numRuns: 400 },
    );
  });

  it('does so with maker 50 Hz tables of other shapes too', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        expect(searchUnits(MIXED_INDEX, query)).toEqual(scanUnits(MIXED, query));
      }),
      { numRuns: 300 },
    );
    const fifty = searchUnits(MIXED_INDEX, { ...BASE, powerSupply: { frequencyHz: 50 } });
    expect(fifty.some((hit) => hit.frequencyFactor === 1)).toBe(true);
    expect(fifty.some((hit) => hit.frequencyFactor === 0.83)).toBe(true);
  });
});
