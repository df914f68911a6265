import { generateDemoCatalog } from '@camara-fria/domain';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_DOCUMENT_FORMAT,
  readCatalogVersionDocument,
  toCatalogVersionDocument,
} from './catalog-document.ts';

/** A current document written back as format 1: its lines without application ranges. */
function asFormat1(document: ReturnType<typeof toCatalogVersionDocument>) {
  return {
    ...document,
    format: 1,
    catalog: {
      ...document.catalog,
      lines: document.catalog.lines.map(
        ({ roomTemperatureMinC: _min, roomTemperatureMaxC: _max, ...line }) => line,
      ),
    },
  };
}

describe('catalogue documents (docs/decisions/012, 060)', () => {
  const demo = generateDemoCatalog(1);
  const current = toCatalogVersionDocument(demo, 1, () => null);

  it('writes format 2, whose lines carry their application ranges', () => {
    expect(CATALOG_DOCUMENT_FORMAT).toBe(2);
    expect(current.format).toBe(2);
    expect(current.catalog.lines.find((line) => line.code === 'FL')).toMatchObject({
      roomTemperatureMinC: null,
      roomTemperatureMaxC: -5,
    });
  });

  it('upgrades a format-1 demonstration catalogue to exactly the one generated now', () => {
    const stored = JSON.parse(JSON.stringify(asFormat1(current))) as unknown;
    expect(readCatalogVersionDocument(stored)).toEqual(current);
  });

  it('refuses a format it does not know', () => {
    expect(() => readCatalogVersionDocument({ ...current, format: 3 })).toThrow();
  });
});
