import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { generateDemoCatalog } from '../catalog/demo-catalog.ts';
import { searchCondensers } from './condenser-search.ts';
import { buildSelectionIndex } from './selection-index.ts';

const INDEX = buildSelectionIndex(generateDemoCatalog());

describe('searchCondensers', () => {
  it('lists condensers that reject the heat at the DT, smallest first', () => {
    const hits = searchCondensers(INDEX, { requiredRejectionKcalh: 80_000, dtK: 10 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.rejectionKcalh >= 80_000)).toBe(true);
    const rejections = hits.map((hit) => hit.rejectionKcalh);
    expect(rejections).toEqual([...rejections].sort((a, b) => a - b));
    expect(hits[0]?.rejectionKcalh).toBe((hits[0]?.model.heatRejectionKcalhPerK ?? 0) * 10);
  });

  it('multiplies by the count and filters SKUs by supply', () => {
    const hits = searchCondensers(INDEX, {
      requiredRejectionKcalh: 80_000,
      dtK: 10,
      count: 2,
      powerSupply: { frequencyHz: 50 },
    });
    expect(hits[0]?.rejectionKcalh).toBe((hits[0]?.model.heatRejectionKcalhPerK ?? 0) * 20);
    expect(hits.flatMap((hit) => hit.skus).every((sku) => sku.powerSupply.frequencyHz === 50)).toBe(
      true,
    );
  });

  it('answers nothing when no condenser is big enough, and refuses bad input', () => {
    expect(searchCondensers(INDEX, { requiredRejectionKcalh: 5_000_000, dtK: 10 })).toEqual([]);
    expectDomainError(
      () => searchCondensers(INDEX, { requiredRejectionKcalh: 1000, dtK: 40 }),
      'OUT_OF_RANGE',
      'dtK',
    );
    expectDomainError(
      () => searchCondensers(INDEX, { requiredRejectionKcalh: 5e-324, dtK: 10 }),
      'OUT_OF_RANGE',
      'requiredRejectionKcalh',
    );
  });
});
