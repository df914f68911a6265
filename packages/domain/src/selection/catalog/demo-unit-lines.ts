import type { CompressorType, UnitKind } from './types.ts';

/**
 * Condensing-unit lines of the specification plus the rack compressor units, with the rules the
 * demonstration catalogue builds them from (docs/domain/selection.md, "Units"). Each model is
 * sized to a nominal capacity (kcal/h, R404A, 60 Hz, suction −10 °C MEDIUM or −30 °C LOW,
 * ambient 35 °C); its compressor count grows by one at each threshold passed.
 */
export interface UnitLineRule {
  readonly kind: UnitKind;
  readonly code: string;
  /** Model-code prefix (the code without spaces). */
  readonly prefix: string;
  readonly description: string;
  readonly compressorType: CompressorType;
  readonly nominalKcalh: { readonly MEDIUM: readonly number[]; readonly LOW: readonly number[] };
  readonly baseCompressorCount: number;
  readonly compressorThresholdsKcalh: {
    readonly MEDIUM: readonly number[];
    readonly LOW: readonly number[];
  };
  readonly hasCapacityControl: boolean;
  readonly hasHotGasDefrost: boolean;
  /** Compact casing (lower height). */
  readonly isSlim: boolean;
}

const NONE = { MEDIUM: [], LOW: [] } as const;
const BASE = {
  kind: 'CONDENSING_UNIT',
  baseCompressorCount: 1,
  compressorThresholdsKcalh: NONE,
  hasCapacityControl: false,
  hasHotGasDefrost: false,
  isSlim: false,
} as const;

export const DEMO_UNIT_LINES: readonly UnitLineRule[] = [
  {
    ...BASE,
    code: 'US',
    prefix: 'US',
    description: 'Unidade condensadora hermética para resfriados',
    compressorType: 'HERMETICO',
    nominalKcalh: { MEDIUM: [1500, 2000, 2500, 3200, 4000, 5000, 6300, 8000], LOW: [] },
  },
  {
    ...BASE,
    code: 'SLIM',
    prefix: 'SLIM',
    description: 'Unidade condensadora hermética compacta de baixa altura',
    compressorType: 'HERMETICO',
    nominalKcalh: { MEDIUM: [1000, 1500, 2000, 2800, 3500], LOW: [800, 1200, 1600, 2200, 2800] },
    isSlim: true,
  },
  {
    ...BASE,
    code: 'US 23 66 HP',
    prefix: 'US2366HP',
    description: 'Unidade condensadora scroll de 2,3 a 6,6 HP',
    compressorType: 'SCROLL',
    nominalKcalh: { MEDIUM: [4600, 6000, 8000, 10000, 13200], LOW: [2070, 2700, 3600, 4500, 5940] },
  },
  {
    ...BASE,
    code: 'USMB',
    prefix: 'USMB',
    description: 'Unidade condensadora scroll para média e baixa temperatura',
    compressorType: 'SCROLL',
    nominalKcalh: {
      MEDIUM: [6000, 8000, 10000, 13000, 16000, 20000, 25000],
      LOW: [3000, 4000, 5500, 7000, 9000, 12000, 15000],
    },
    compressorThresholdsKcalh: { MEDIUM: [13000], LOW: [7000] },
  },
  {
    ...BASE,
    code: 'UCM',
    prefix: 'UCM',
    description: 'Unidade condensadora semi-hermética de média temperatura',
    compressorType: 'SEMI_HERMETICO',
    nominalKcalh: {
      MEDIUM: [10000, 13000, 16000, 20000, 25000, 32000, 40000, 50000, 63000],
      LOW: [],
    },
    compressorThresholdsKcalh: { MEDIUM: [25000], LOW: [] },
  },
  {
    ...BASE,
    code: 'UCB',
    prefix: 'UCB',
    description: 'Unidade condensadora semi-hermética de baixa temperatura',
    compressorType: 'SEMI_HERMETICO',
    nominalKcalh: {
      MEDIUM: [],
      LOW: [5000, 6500, 8000, 10000, 13000, 16000, 20000, 25000, 32000],
    },
    compressorThresholdsKcalh: { MEDIUM: [], LOW: [13000] },
    hasHotGasDefrost: true,
  },
  {
    ...BASE,
    code: 'UCS',
    prefix: 'UCS',
    description: 'Unidade condensadora multi-scroll com controle de capacidade',
    compressorType: 'SCROLL',
    nominalKcalh: {
      MEDIUM: [16000, 20000, 25000, 32000, 40000, 50000],
      LOW: [8000, 10000, 13000, 16000, 20000, 25000],
    },
    baseCompressorCount: 2,
    compressorThresholdsKcalh: { MEDIUM: [32000], LOW: [16000] },
    hasCapacityControl: true,
  },
  {
    ...BASE,
    code: 'ES+',
    prefix: 'ESPLUS',
    description: 'Unidade condensadora semi-hermética de grande porte, degelo a gás quente',
    compressorType: 'SEMI_HERMETICO',
    nominalKcalh: {
      MEDIUM: [40000, 50000, 63000, 80000, 100000],
      LOW: [20000, 25000, 32000, 40000, 50000, 63000],
    },
    baseCompressorCount: 2,
    compressorThresholdsKcalh: { MEDIUM: [63000], LOW: [32000] },
    hasCapacityControl: true,
    hasHotGasDefrost: true,
  },
  {
    ...BASE,
    kind: 'COMPRESSOR_UNIT',
    code: 'RC',
    prefix: 'RC',
    description: 'Rack/Compressor: unidade de compressão para condensador remoto',
    compressorType: 'SEMI_HERMETICO',
    nominalKcalh: {
      MEDIUM: [40000, 63000, 100000, 160000, 200000],
      LOW: [20000, 32000, 50000, 80000, 100000],
    },
    baseCompressorCount: 2,
    compressorThresholdsKcalh: { MEDIUM: [63000, 125000], LOW: [32000, 63000] },
    hasCapacityControl: true,
    hasHotGasDefrost: true,
  },
];

/** Curve row names (compressor_curves.csv) per compressor type, application and refrigerant. */
export const DEMO_UNIT_CURVES: Readonly<
  Record<CompressorType, Record<'MEDIUM' | 'LOW', Readonly<Record<string, string>>>>
> = {
  HERMETICO: {
    MEDIUM: {
      R22: 'Copeland-COPELAMETIC-60HZ_R-22_MED_KAKA-0200-TAC',
      R404A: 'Copeland-COPELAMETIC-60HZ_R-404A_MED_KAKA-020E-TAC',
    },
    LOW: {
      R22: 'Copeland-COPELAMETIC-60HZ_R-22_LOW_EAVA-0210-TAC',
      R404A: 'Copeland-COPELAMETIC-60HZ_R-404A_LOW_EAVA-021E-TAC',
    },
  },
  SCROLL: {
    MEDIUM: {
      R22: 'Copeland-SCROLL-60HZ_R-22_MED_ZS38K4-TF5',
      R134a: 'Copeland-SCROLL-60HZ_R-134A_MED_ZS38K4E-TF5',
      R404A: 'Copeland-SCROLL-60HZ_R-404A_MED_ZS38K4E-TF5',
    },
    LOW: {
      R22: 'Copeland-SCROLL-60HZ_R-22_LOW_ZF18K4-TF5',
      R404A: 'Copeland-SCROLL-60HZ_R-404A_LOW_ZF18K4E-TF5',
    },
  },
  SEMI_HERMETICO: {
    MEDIUM: {
      R22: 'Copeland-DISCUS-60HZ_R-22_MED_3DS3-1500-TFC',
      R134a: 'Copeland-DISCUS-60HZ_R-134A_HIGH_3DS3-100E-TFC',
      R404A: 'Copeland-DISCUS-60HZ_R-404A_MED_3DS3-150E-TFD',
    },
    LOW: {
      R22: 'Copeland-DISCUS-60HZ_R-22_LOW_3DS3-1000-TFC',
      R404A: 'Copeland-DISCUS-60HZ_R-404A_LOW_3DS3-100E-TFD',
    },
  },
};
