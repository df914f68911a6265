import { describe, expect, it } from 'vitest';
import { GOODS, PRODUCT_GROUPS } from './goods-catalog.ts';
import { MISCELLANEOUS_CODE } from './goods-types.ts';

describe('goods catalogue', () => {
  it('holds at least 150 goods in at least 10 groups', () => {
    expect(GOODS.length).toBeGreaterThanOrEqual(150);
    expect(PRODUCT_GROUPS.length).toBeGreaterThanOrEqual(10);
    const used = new Set(GOODS.map((good) => good.groupId));
    expect(PRODUCT_GROUPS.every((group) => used.has(group.id))).toBe(true);
  });

  it('covers the kinds of goods cold rooms hold', () => {
    const names = PRODUCT_GROUPS.map((group) => group.name);
    for (const expected of [
      'Carnes bovinas',
      'Aves',
      'Pescados e frutos do mar',
      'Laticínios',
      'Ovos',
      'Frutas',
      'Hortaliças',
      'Polpas de fruta congeladas',
      'Sorvetes',
      'Bebidas',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('has the default group and product "Diversos" with the stable code miscellaneous', () => {
    const group = PRODUCT_GROUPS.find((candidate) => candidate.code === MISCELLANEOUS_CODE);
    const good = GOODS.find((candidate) => candidate.code === MISCELLANEOUS_CODE);
    expect(group).toMatchObject({ id: 1, name: 'Diversos' });
    expect(good).toMatchObject({ id: 1, name: 'Diversos', groupId: 1 });
  });

  it('shows product names with the typos of the source fixed (scripts/goods-rules.mjs)', () => {
    const names = GOODS.map((goods) => goods.name);
    expect(names.filter((name) => /mingnon/i.test(name))).toEqual([]);
    expect(names).toContain('Carne, bovina, filé mignon, sem gordura, cru');
  });

  it('uses unique, stable integer ids and codes', () => {
    expect(new Set(GOODS.map((good) => good.id)).size).toBe(GOODS.length);
    expect(new Set(GOODS.map((good) => good.code)).size).toBe(GOODS.length);
    expect(new Set(PRODUCT_GROUPS.map((group) => group.id)).size).toBe(PRODUCT_GROUPS.length);
    expect(GOODS.every((good) => Number.isInteger(good.id))).toBe(true);
    expect(GOODS.find((good) => good.code === 'taco-489')?.id).toBe(1489);
  });

  it('has physically sensible values with a source beside each', () => {
    for (const good of GOODS) {
      expect(good.freezingPoint, good.name).toBeGreaterThanOrEqual(-5);
      expect(good.freezingPoint, good.name).toBeLessThanOrEqual(0);
      expect(good.specificHeatAboveFreezing, good.name).toBeGreaterThan(1);
      expect(good.specificHeatAboveFreezing, good.name).toBeLessThanOrEqual(4.2);
      expect(good.specificHeatBelowFreezing, good.name).toBeGreaterThan(0.9);
      expect(good.specificHeatBelowFreezing, good.name).toBeLessThan(
        good.specificHeatAboveFreezing,
      );
      expect(good.latentHeatOfFusion, good.name).toBeGreaterThan(0);
      expect(good.latentHeatOfFusion, good.name).toBeLessThanOrEqual(335);
      expect(good.heatOfRespiration, good.name).toBeGreaterThanOrEqual(0);
      const sources: Record<string, string> = { ...good.sources };
      expect(Object.values(sources).every((source) => source.length > 0)).toBe(true);
    }
  });

  it('gives respiration only to fresh fruit and vegetables', () => {
    const living = new Set(
      PRODUCT_GROUPS.filter((group) => ['fruit', 'vegetables'].includes(group.code)).map(
        (group) => group.id,
      ),
    );
    for (const good of GOODS) {
      expect(good.heatOfRespiration > 0, good.name).toBe(living.has(good.groupId));
    }
  });

  it('cites TACO and ASHRAE where their values are used', () => {
    const lettuce = GOODS.find((good) => good.code === 'taco-77');
    expect(lettuce?.sources.composition).toContain('TACO');
    expect(lettuce?.freezingPoint).toBe(-0.2);
    expect(lettuce?.sources.freezingPoint).toContain('ASHRAE');
    const beef = GOODS.find((good) => good.name === 'Carcaça bovina (choice)');
    expect(beef).toMatchObject({ specificHeatAboveFreezing: 3.22, freezingPoint: -2.2 });
  });
});
