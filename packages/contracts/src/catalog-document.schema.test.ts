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
});
