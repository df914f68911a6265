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

describe('catalogue documents (docs/decisions/012, 060, 071)', () => {
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

  /** The document as version 3 stored it: no product carries a classification. */
  function asVersion3(document: ReturnType<typeof toCatalogVersionDocument>) {
    const strip = <T extends { classification: unknown }>(items: readonly T[]) =>
      items.map(({ classification: _, ...item }) => item);
    const { catalog } = document;
    return JSON.parse(
      JSON.stringify({
        ...document,
        schemaVersion: 3,
        catalog: {
          ...catalog,
          evaporators: strip(catalog.evaporators),
          condensingUnits: strip(catalog.condensingUnits),
          compressorUnits: strip(catalog.compressorUnits),
          remoteCondensers: strip(catalog.remoteCondensers),
        },
      }),
    ) as unknown;
  }

  it('upgrades a version-3 imported catalogue: every product unclassified (null)', () => {
    const imported = toCatalogVersionDocument(
      { ...demo, isDemonstration: false, catalogVersion: 'maker-2025' },
      1,
      () => null,
    );
    const read = readCatalogVersionDocument(asVersion3(imported));
    const products = [
      ...read.catalog.evaporators,
      ...read.catalog.condensingUnits,
      ...read.catalog.compressorUnits,
      ...read.catalog.remoteCondensers,
    ];
    expect(products).toHaveLength(
      demo.evaporators.length +
        demo.condensingUnits.length +
        demo.compressorUnits.length +
        demo.remoteCondensers.length,
    );
    expect(products.every((product) => product.classification === null)).toBe(true);
  });

  it('upgrades a version-3 demonstration catalogue to the classifications generated now', () => {
    const read = readCatalogVersionDocument(asVersion3(current));
    expect(read).toEqual(current);
    expect(read.catalog.evaporators[0]?.classification).toEqual({
      ncm: '84189900',
      ex: '01',
      origin: 0,
    });
  });

  it('refuses a format it does not know', () => {
    expect(() => readCatalogVersionDocument({ ...current, format: 3 })).toThrow();
  });
});
