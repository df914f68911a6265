import { generateDemoCatalog } from '@camara-fria/domain';
import { describe, expect, it } from 'vitest';
import { EquipmentCatalogSchema } from './catalog-document.schema.ts';

describe('EquipmentCatalogSchema', () => {
  it('reads the demonstration catalogue back unchanged: every field of every row is described', () => {
    const catalog = generateDemoCatalog(1);
    // zod drops keys it does not know, so a field the domain has and the schema lacks fails here.
    expect(EquipmentCatalogSchema.parse(JSON.parse(JSON.stringify(catalog)))).toEqual(catalog);
  });

  it('refuses a row that breaks a field rule, with the field in the path and a pt-BR message', () => {
    const catalog = generateDemoCatalog(1);
    const [first, ...others] = catalog.evaporatorSkus;
    const broken = {
      ...catalog,
      evaporatorSkus: [{ ...first, powerSupply: { ...first?.powerSupply, phases: 2 } }, ...others],
    };
    const result = EquipmentCatalogSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['evaporatorSkus.0.powerSupply.phases', 'As fases (phases) são 1 ou 3.'],
    ]);
  });

  it('keeps an evaporator maximum DT factor of 1 to 3 (absent: the 1,3 default, docs/decisions/059)', () => {
    const catalog = generateDemoCatalog(1);
    const [first, ...others] = catalog.evaporators;
    if (!first) throw new Error('no evaporator');
    const withFactor = (maxDtFactor: number) => ({
      ...catalog,
      evaporators: [{ ...first, capacity: { ...first.capacity, maxDtFactor } }, ...others],
    });
    expect(EquipmentCatalogSchema.parse(withFactor(1.5)).evaporators[0]?.capacity).toMatchObject({
      maxDtFactor: 1.5,
    });
    const result = EquipmentCatalogSchema.safeParse(withFactor(0.8));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'evaporators.0.capacity.maxDtFactor',
        'O DT máximo (maxDtFactor) vai de 1 a 3 vezes o DT de referência.',
      ],
    ]);
  });
});
