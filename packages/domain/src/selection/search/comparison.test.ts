import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { computeUnitPerformance } from '../capacity/unit-capacity.ts';
import { generateDemoCatalog } from '../catalog/demo-catalog.ts';
import {
  findCondenserModel,
  findEvaporatorModel,
  findProductLine,
  findUnitModel,
} from './catalog-lookup.ts';
import { compareModels } from './comparison.ts';
import { buildSelectionIndex } from './selection-index.ts';

const INDEX = buildSelectionIndex(generateDemoCatalog());

describe('compareModels', () => {
  it('rates up to 3 evaporators at the searched conditions, in the order asked', () => {
    const items = compareModels(INDEX, {
      kind: 'EVAPORATOR',
      modelCodes: ['FM-2X450-45', 'HP-1X300-42'],
      refrigerantCode: 'R404A',
      evaporatingTemperatureC: -8,
      dtK: 8,
    });
    expect(items.map((item) => item.model)).toEqual(['FM-2X450-45', 'HP-1X300-42']);
    expect(items[0]?.nominalCapacityKcalh).toBeCloseTo(
      findEvaporatorModel(INDEX, 'FM-2X450-45').capacity.referenceCapacityKcalh,
      9,
    );
    expect(items[0]?.voltagesV).toEqual([220, 380, 440]);
    expect(items[0]?.finProtections).toEqual(['SEM_PROTECAO', 'EPOXI']);
  });

  it('rates condensing units at Te, ambient and load loss, null outside the table', () => {
    const items = compareModels(INDEX, {
      kind: 'CONDENSING_UNIT',
      modelCodes: ['UCM-160M', 'UCB-100B'],
      refrigerantCode: 'R404A',
      evaporatingTemperatureC: -8,
      ambientTemperatureC: 35,
      loadLossK: 2,
      frequencyHz: 60,
    });
    expect(items[0]?.nominalCapacityKcalh).toBeGreaterThan(15_000);
    expect(items[0]?.compressorType).toBe('SEMI_HERMETICO');
    expect(items[1]?.nominalCapacityKcalh).toBeNull();
  });

  it("names a rack's compressor unit by its own kind and rates it by its table", () => {
    const [item] = compareModels(INDEX, {
      kind: 'CONDENSING_UNIT',
      modelCodes: ['RC-400M'],
      refrigerantCode: 'R404A',
      evaporatingTemperatureC: -10,
      ambientTemperatureC: 35,
      loadLossK: 2,
      frequencyHz: 60,
    });
    expect(item?.kind).toBe('COMPRESSOR_UNIT');
    expect(item?.nominalCapacityKcalh).toBeCloseTo(
      computeUnitPerformance(findUnitModel(INDEX, 'RC-400M'), 'R404A', {
        evaporatingTemperatureC: -10,
        ambientTemperatureC: 35,
        loadLossK: 2,
        frequencyHz: 60,
        count: 1,
      }).unitCapacityKcalh,
      9,
    );
    expect(item?.frequenciesHz).toEqual([50, 60]);
  });

  it('refuses a fourth model, none, or an unknown code', () => {
    const request = {
      kind: 'EVAPORATOR',
      refrigerantCode: 'R404A',
      evaporatingTemperatureC: -8,
      dtK: 6,
    } as const;
    expectDomainError(
      () =>
        compareModels(INDEX, {
          ...request,
          modelCodes: ['FM-1X450-45', 'FM-2X450-45', 'FM-3X450-45', 'FM-4X450-45'],
        }),
      'OUT_OF_RANGE',
      'modelCodes',
    );
    expectDomainError(
      () => compareModels(INDEX, { ...request, modelCodes: [] }),
      'MISSING_INPUT',
      'modelCodes',
    );
    expectDomainError(
      () => compareModels(INDEX, { ...request, modelCodes: ['NOPE'] }),
      'UNKNOWN_REFERENCE',
      'modelCodes',
    );
  });
});

describe('catalogue lookups', () => {
  it('finds models and lines by code and refuses unknown ones', () => {
    expect(findUnitModel(INDEX, 'RC-1000M').kind).toBe('COMPRESSOR_UNIT');
    expect(findCondenserModel(INDEX, 'CR-4X630').fanCount).toBe(4);
    expect(findProductLine(INDEX, 'EVAPORATOR', 'FXB+').application).toBe('LOW');
    expectDomainError(() => findEvaporatorModel(INDEX, 'NOPE'), 'UNKNOWN_REFERENCE', 'modelCode');
  });
});
