import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { generateDemoCatalog } from '../catalog/demo-catalog.ts';
import { listEvaporatorOptions, listUnitOptions } from './catalog-options.ts';

const CATALOG = generateDemoCatalog();

describe('line options (spec §7 optionals lookup)', () => {
  it('reads a line’s evaporator options from its models and SKUs', () => {
    const fm = listEvaporatorOptions(CATALOG, 'FM');
    expect(fm.productLines).toEqual(['FM']);
    expect(fm.finsPerInch).toEqual([4.2, 5.6]);
    expect(fm.fanDiameterMm).toEqual([450, 500]);
    expect(fm.fanCount).toEqual([1, 2, 3, 4, 5, 6]);
    expect(fm.profiles).toEqual(['MEDIO', 'ALTO']);
    expect(fm.defrost).toEqual(['AR', 'ELETRICO']);
    expect(fm.dtChoicesK).toEqual([5, 6, 7, 8]);
  });

  it('gives all lines with null ("Todos"), supplies built by the spec rule', () => {
    const all = listEvaporatorOptions(CATALOG, null);
    expect(all.productLines).toHaveLength(12);
    expect(all.powerSupply50HzV).toEqual([220, 380]);
    expect(all.powerSupply60HzV).toEqual([220, 380, 440]);
    expect(all.powerSupplyPhases).toEqual([1, 3]);
    expect(all.powerSupplies).toHaveLength(7);
  });

  it('reads condensing-unit options', () => {
    const options = listUnitOptions(CATALOG, 'CONDENSING_UNIT', null);
    expect(options.productLines).toHaveLength(8);
    expect(options.refrigerantCodes).toEqual(['R134a', 'R22', 'R404A', 'R448A', 'R449A']);
    expect(options.compressorTypes).toEqual(['HERMETICO', 'SCROLL', 'SEMI_HERMETICO']);
    expect(options.compressorCounts).toEqual([1, 2, 3]);
    expect(options.ambientTemperaturesC).toEqual([32, 35, 38, 43]);
    expect(listUnitOptions(CATALOG, 'CONDENSING_UNIT', 'US').refrigerantCodes).not.toContain(
      'R134a',
    );
  });

  it('refuses an unknown line', () => {
    expectDomainError(
      () => listEvaporatorOptions(CATALOG, 'ZZ'),
      'UNKNOWN_REFERENCE',
      'productLine',
    );
    expectDomainError(
      () => listUnitOptions(CATALOG, 'COMPRESSOR_UNIT', 'US'),
      'UNKNOWN_REFERENCE',
      'productLine',
    );
  });
});
