import type {
  CompressorListAnswer,
  CondenserListAnswer,
  CondensingUnitOptionsDto,
  SkuLookupAnswer,
} from '@camara-fria/contracts';

const pair = <T>(values: T[], label: (value: T) => string = String) => ({
  labels: values.map(label),
  values,
});
const presence = (value: boolean) => (value ? 'Com' : 'Sem');

import {
  buildComparison,
  buildSearchAnswer,
  buildUnitHit,
  CATALOG_VERSION,
} from '../../../../testing/catalog-fixtures.ts';

export { buildComparison, buildSearchAnswer, buildUnitHit, CATALOG_VERSION };

export const SUPPLY_60 = { frequencyHz: 60 as const, voltage: 220, phases: 3 as const };

export function buildUnitOptions(lines = ['US', 'SLIM']): CondensingUnitOptionsDto {
  return {
    catalogVersion: CATALOG_VERSION,
    productLine: pair(lines),
    refrigerant: pair(['R404A']),
    compressorType: pair(
      ['HERMETICO', 'SCROLL', 'SEMI_HERMETICO'] as const,
      (value) =>
        ({ HERMETICO: 'Hermético', SCROLL: 'Scroll', SEMI_HERMETICO: 'Semi-Hermético' })[value],
    ),
    compressorBrand: pair(['Copeland', 'Bitzer']),
    numberOfCompressors: pair([1, 2]),
    capacityControl: pair([true, false], presence),
    hotGasDefrost: pair([true, false], presence),
    condensationControl: pair([true, false], presence),
    controller: pair(['ELETRONICO'] as const),
    powerSupply50Hz: pair([220]),
    powerSupply60Hz: pair([220]),
    powerSupplyPhases: pair([3]),
    powerSupply: {
      labels: ['50hz, 220v, 3F', '60hz, 220v, 3F'],
      values: [{ frequencyHz: 50, voltage: 220, phases: 3 }, SUPPLY_60],
    },
    ambientTemperature: pair([32, 35, 38, 43], (c) => `${c} °C`),
  };
}

export function buildUnitSkus(count = 1): SkuLookupAnswer {
  const sku = (id: number, code: string, frequencyHz: 50 | 60, capacity: number) => ({
    kind: 'CONDENSING_UNIT' as const,
    id,
    sku: code,
    modelId: 11,
    model: 'US-300',
    line: 'US',
    powerSupply: { frequencyHz, voltage: 220, phases: 3 as const },
    powerSupplyLabel: `${frequencyHz}hz, 220v, 3F`,
    length: 1000,
    width: 500,
    height: 700,
    condensationControl: false,
    controller: 'ELETRONICO' as const,
    compressorType: 'HERMETICO' as const,
    count,
    unitCapacity: capacity * count,
    capacityPerUnit: capacity,
    consumedPower: 4.2 * count,
    consumedPowerPerUnit: 4.2,
    frequencyFactor: frequencyHz === 60 ? 1 : 0.83,
  });
  return {
    catalogVersion: CATALOG_VERSION,
    items: [sku(101, 'US-300-50', 50, 10_500), sku(102, 'US-300-60', 60, 12_650)],
  };
}

export function buildCompressorList(): CompressorListAnswer {
  const base = buildUnitHit();
  return {
    catalogVersion: CATALOG_VERSION,
    items: [
      {
        kind: 'COMPRESSOR_UNIT',
        id: 21,
        model: 'RC-2X',
        line: 'RC',
        image: '/assets/images/compressores/RC.svg',
        classification: null,
        application: 'LOW',
        length: 1500,
        width: 800,
        height: 900,
        numberOfFans: 0,
        fanDiameter: 0,
        unitAirFlow: 0,
        compressorType: 'SEMI_HERMETICO',
        compressorBrand: base.compressorBrand,
        numberOfCompressors: 2,
        capacityControl: true,
        hotGasDefrost: false,
        refrigerants: ['R404A'],
        skus: [
          {
            id: 201,
            sku: 'RC-2X-380',
            powerSupply: { frequencyHz: 60, voltage: 380, phases: 3 },
            powerSupplyLabel: '60hz, 380v, 3F',
          },
          {
            id: 202,
            sku: 'RC-2X-220',
            powerSupply: { frequencyHz: 60, voltage: 220, phases: 3 },
            powerSupplyLabel: '60hz, 220v, 3F',
          },
        ],
      },
    ],
  };
}

/**
 * POST /v1/catalog/skus for the compressor list's SKUs, as the API rates them: one RC-2X at
 * 35 °C gives 12 650 kcal/h (220 V) or 12 900 kcal/h (380 V), 200 kcal/h less per kelvin of
 * ambient above; 4,2 kW each; × count.
 */
export function rateCompressorSkus(body: {
  condensingUnit: { skus: string[]; ambientTemperature: number; count?: number };
}): SkuLookupAnswer {
  const { skus, ambientTemperature, count = 1 } = body.condensingUnit;
  const [rack] = buildCompressorList().items;
  return {
    catalogVersion: CATALOG_VERSION,
    items: skus.map((code) => {
      const sku = rack?.skus.find((item) => item.sku === code);
      if (!rack || !sku) throw new Error(`no SKU ${code} in the compressor list`);
      const perUnit = (code === 'RC-2X-380' ? 12_900 : 12_650) - 200 * (ambientTemperature - 35);
      return {
        kind: 'COMPRESSOR_UNIT' as const,
        id: sku.id,
        sku: code,
        modelId: rack.id,
        model: rack.model,
        line: rack.line,
        powerSupply: sku.powerSupply,
        powerSupplyLabel: sku.powerSupplyLabel,
        length: rack.length,
        width: rack.width,
        height: rack.height,
        condensationControl: false,
        controller: 'ELETRONICO' as const,
        compressorType: rack.compressorType,
        count,
        unitCapacity: perUnit * count,
        capacityPerUnit: perUnit,
        consumedPower: 4.2 * count,
        consumedPowerPerUnit: 4.2,
        frequencyFactor: 1,
      };
    }),
  };
}

export function buildCondenserList(): CondenserListAnswer {
  return {
    catalogVersion: CATALOG_VERSION,
    items: [
      {
        kind: 'REMOTE_CONDENSER',
        id: 31,
        model: 'CR-2X500',
        line: 'CR',
        image: '/assets/images/condensadores/CR.svg',
        classification: null,
        length: 2400,
        width: 900,
        height: 1000,
        numberOfFans: 2,
        fanDiameter: 500,
        unitAirFlow: 12_000,
        fanPower: 900,
        numberOfPoles: 6,
        finsPerInch: 10,
        noiseLevel: 55,
        heatRejectionPerK: 2500,
        skus: [
          {
            id: 301,
            sku: 'CR-2X500-220',
            powerSupply: { frequencyHz: 60, voltage: 220, phases: 1 },
            powerSupplyLabel: '60hz, 220v, 1F',
          },
        ],
      },
    ],
  };
}
