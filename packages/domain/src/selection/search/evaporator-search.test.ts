import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import {
  computeEvaporatorCapacity,
  computeMaxEvaporatorDt,
} from '../capacity/evaporator-capacity.ts';
import { generateDemoCatalog } from '../catalog/demo-catalog.ts';
import type { DefrostKind } from '../catalog/types.ts';
import type { EvaporatorSearchQuery } from './evaporator-query.ts';
import { scanEvaporators, searchEvaporators } from './evaporator-search.ts';
import { buildSelectionIndex } from './selection-index.ts';

const CATALOG = generateDemoCatalog();
const INDEX = buildSelectionIndex(CATALOG);
const BASE: EvaporatorSearchQuery = {
  refrigerantCode: 'R404A',
  evaporatingTemperatureC: -8,
  dtK: 6,
  count: 2,
  requiredUnitCapacityKcalh: 6000,
  roomTemperatureC: 0,
};

describe('searchEvaporators', () => {
  it('answers capacity at the searched DT, per unit and × count, closest above the requirement first', () => {
    const hits = searchEvaporators(INDEX, BASE);
    expect(hits.length).toBeGreaterThan(5);
    const first = hits[0];
    if (!first) throw new Error('no hit');
    expect(first.unitCapacityDtKcalh).toBeCloseTo(
      computeEvaporatorCapacity(first.model.capacity, 'R404A', -8, 6),
      9,
    );
    expect(first.capacityDtKcalh).toBeCloseTo(2 * first.unitCapacityDtKcalh, 9);
    expect(first.capacityRatio).toBeCloseTo(first.unitCapacityDtKcalh / 6000, 12);
    const capacities = hits.map((hit) => hit.unitCapacityDtKcalh);
    expect(capacities.every((c) => c >= 6000)).toBe(true);
    expect(capacities).toEqual([...capacities].sort((a, b) => a - b));
  });

  it('suggests no model beyond its maximum DT (issue 28 item 6: the +10 °C antechamber at DT 18 K)', () => {
    const antechamber: EvaporatorSearchQuery = {
      ...BASE,
      dtK: 18,
      count: 1,
      requiredUnitCapacityKcalh: 5000,
      roomTemperatureC: 10,
      minCapacityRatio: 0,
      limit: 10_000,
    };
    // The demonstration lines are rated at DT 6–8 K: valid to 7.8–10.4 K, none at 18 K.
    expect(searchEvaporators(INDEX, antechamber)).toEqual([]);
    expect(scanEvaporators(CATALOG, antechamber)).toEqual([]);
    const atTen = searchEvaporators(INDEX, { ...antechamber, dtK: 10 });
    expect(atTen.length).toBeGreaterThan(0);
    expect(atTen.every((hit) => computeMaxEvaporatorDt(hit.model.capacity) >= 10)).toBe(true);
    expect(atTen.map((hit) => hit.model.code)).toEqual(
      scanEvaporators(CATALOG, { ...antechamber, dtK: 10 }).map((hit) => hit.model.code),
    );
  });

  it('applies the defrost rule: no air below 2 °C, only air from 2 °C', () => {
    const cold = searchEvaporators(INDEX, { ...BASE, limit: 500 });
    expect(cold.flatMap((hit) => hit.skus).every((sku) => sku.defrost !== 'AR')).toBe(true);
    const chilled = searchEvaporators(INDEX, { ...BASE, roomTemperatureC: 8, limit: 500 });
    expect(chilled.flatMap((hit) => hit.skus).every((sku) => sku.defrost === 'AR')).toBe(true);
    expect(chilled.some((hit) => hit.model.lineCode === 'FL')).toBe(false);
    const wanted = searchEvaporators(INDEX, {
      ...BASE,
      defrostKinds: ['GAS'] as DefrostKind[],
      limit: 500,
    });
    expect(wanted.flatMap((hit) => hit.skus).every((sku) => sku.defrost === 'GAS')).toBe(true);
  });

  it('filters by line, profile, supply and room fit', () => {
    const fm = searchEvaporators(INDEX, { ...BASE, lineCode: 'FM', limit: 500 });
    expect(fm.length).toBeGreaterThan(0);
    expect(fm.every((hit) => hit.model.lineCode === 'FM')).toBe(true);
    const low = searchEvaporators(INDEX, { ...BASE, profile: 'BAIXO', limit: 500 });
    expect(low.every((hit) => hit.model.fanDiameterMm <= 350)).toBe(true);
    const supply = searchEvaporators(INDEX, {
      ...BASE,
      powerSupply: { frequencyHz: 60, voltageV: 220, phases: 1 },
      limit: 500,
    });
    expect(supply.every((hit) => hit.model.fanDiameterMm <= 450)).toBe(true);
    const small = searchEvaporators(INDEX, {
      ...BASE,
      room: { lengthM: 1.5, widthM: 1.2 },
      limit: 500,
    });
    expect(small.every((hit) => hit.model.lengthMm <= 1500)).toBe(true);
  });

  it('lists everything by capacity without a requirement', () => {
    const hits = searchEvaporators(INDEX, { ...BASE, requiredUnitCapacityKcalh: null, limit: 10 });
    expect(hits).toHaveLength(10);
    expect(hits[0]?.model.lineCode).toBe('ET');
    expect(hits[0]?.capacityRatio).toBeNull();
  });

  it('adds the closest models below the requirement when minCapacityRatio < 1', () => {
    // No room temperature: the biggest models (frozen-goods lines) are outside a 0 °C room's
    // application (docs/decisions/060), and this is about the ratio, not the lines.
    const hits = searchEvaporators(INDEX, {
      ...BASE,
      roomTemperatureC: null,
      requiredUnitCapacityKcalh: 90_000,
      minCapacityRatio: 0.5,
      limit: 5,
    });
    expect(hits.length).toBeGreaterThan(0);
    const capacities = hits.map((hit) => hit.unitCapacityDtKcalh);
    expect(capacities.every((c) => c < 90_000 && c >= 45_000)).toBe(true);
    expect(capacities).toEqual([...capacities].sort((a, b) => b - a));
  });

  it('answers nothing for an unknown refrigerant or line', () => {
    expect(searchEvaporators(INDEX, { ...BASE, refrigerantCode: 'R717' })).toEqual([]);
    expect(searchEvaporators(INDEX, { ...BASE, lineCode: 'XX' })).toEqual([]);
  });

  it('refuses a bad query with a coded error', () => {
    expectDomainError(() => searchEvaporators(INDEX, { ...BASE, dtK: 0 }), 'OUT_OF_RANGE', 'dtK');
    expectDomainError(
      () => searchEvaporators(INDEX, { ...BASE, count: 0 }),
      'OUT_OF_RANGE',
      'count',
    );
    expectDomainError(
      () => searchEvaporators(INDEX, { ...BASE, count: 1.5 }),
      'INVALID_INPUT',
      'count',
    );
    expectDomainError(
      () => searchEvaporators(INDEX, { ...BASE, refrigerantCode: '' }),
      'MISSING_INPUT',
      'refrigerantCode',
    );
    expectDomainError(
      () => searchEvaporators(INDEX, { ...BASE, evaporatingTemperatureC: Number.NaN }),
      'INVALID_INPUT',
      'evaporatingTemperatureC',
    );
    expectDomainError(
      () => searchEvaporators(INDEX, { ...BASE, requiredUnitCapacityKcalh: 5e-324 }),
      'OUT_OF_RANGE',
      'requiredUnitCapacityKcalh',
    );
    expectDomainError(
      () => searchEvaporators(INDEX, { ...BASE, limit: 0 }),
      'OUT_OF_RANGE',
      'limit',
    );
  });
});

describe('application ranges of the lines (issue 28 item 7, docs/decisions/060)', () => {
  const frozenRoom = { ...BASE, evaporatingTemperatureC: -30, roomTemperatureC: -22, limit: 500 };

  it('suggests no line whose range excludes the room: no cooler fins at −22 °C', () => {
    const hits = searchEvaporators(INDEX, frozenRoom);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.filter((hit) => hit.model.finSpacingMm < 6)).toEqual([]);
    expect(hits.every((hit) => !hit.isOutsideApplication)).toBe(true);
  });

  it('suggests no frozen-goods line (7 mm fins and wider) for a −2 °C room', () => {
    const hits = searchEvaporators(INDEX, { ...BASE, roomTemperatureC: -2, limit: 500 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.filter((hit) => hit.model.finSpacingMm >= 7)).toEqual([]);
  });

  it('answers the lines outside only when asked, each marked with its range', () => {
    const all = searchEvaporators(INDEX, { ...frozenRoom, includeOutsideApplication: true });
    const outside = all.filter((hit) => hit.isOutsideApplication);
    expect(outside.some((hit) => hit.model.lineCode === 'MP')).toBe(true);
    for (const hit of outside) {
      expect(hit.applicationRange.roomTemperatureMinC ?? -Infinity).toBeGreaterThan(-22);
    }
    const inside = searchEvaporators(INDEX, frozenRoom).map((hit) => hit.model.code);
    expect(all.filter((hit) => !hit.isOutsideApplication).map((hit) => hit.model.code)).toEqual(
      expect.arrayContaining(inside),
    );
  });

  it('marks nothing without a room temperature', () => {
    const hits = searchEvaporators(INDEX, { ...BASE, roomTemperatureC: null, limit: 500 });
    expect(hits.some((hit) => hit.model.finSpacingMm >= 7)).toBe(true);
    expect(hits.every((hit) => !hit.isOutsideApplication)).toBe(true);
  });
});

const queryArbitrary: fc.Arbitrary<EvaporatorSearchQuery> = fc.record({
  refrigerantCode: fc.constantFrom('R22', 'R134a', 'R404A', 'R448A', 'R449A', 'R717'),
  evaporatingTemperatureC: fc.double({ min: -45, max: 8, noNaN: true }),
  dtK: fc.double({ min: 2, max: 12, noNaN: true }),
  count: fc.integer({ min: 1, max: 6 }),
  // 0 = no requirement; any other requirement is at least SMALLEST_REQUIREMENT (0.001 kcal/h).
  requiredUnitCapacityKcalh: fc.option(
    fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 80_000, noNaN: true })),
  ),
  lineCode: fc.option(fc.constantFrom('HP', 'FM', 'FXB+', 'FBA', 'ET', 'EU')),
  roomTemperatureC: fc.option(fc.double({ min: -35, max: 21, noNaN: true })),
  includeOutsideApplication: fc.boolean(),
  defrostKinds: fc.option(fc.subarray(['AR', 'ELETRICO', 'GAS'] as DefrostKind[])),
  powerSupply: fc.option(
    fc.record(
      {
        frequencyHz: fc.constantFrom(50 as const, 60 as const),
        phases: fc.constantFrom(1 as const, 3 as const),
      },
      { requiredKeys: [] },
    ),
  ),
  profile: fc.option(fc.constantFrom('BAIXO' as const, 'MEDIO' as const, 'ALTO' as const)),
  room: fc.option(
    fc.record({
      lengthM: fc.double({ min: 0.5, max: 8, noNaN: true }),
      widthM: fc.double({ min: 0.5, max: 8, noNaN: true }),
    }),
  ),
  finProtection: fc.option(fc.constantFrom('SEM_PROTECAO' as const, 'EPOXI' as const)),
  minCapacityRatio: fc.double({ min: 0.3, max: 1, noNaN: true }),
  limit: fc.integer({ min: 1, max: 60 }),
});

describe('indexed search vs linear scan', () => {
  it('answers exactly what the plain scan of every SKU answers', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        expect(searchEvaporators(INDEX, query)).toEqual(scanEvaporators(CATALOG, query));
      }),
      { numRuns: 400 },
    );
  });
});
