import type { TemperatureApplication } from '../capacity/types.ts';
import {
  COOLER_FREEZER_ROOM_C,
  UNIVERSAL_MIN_ROOM_C,
  type ApplicationRange,
} from '../rules/application-range.ts';
import type { DefrostKind, ExpansionValve, FanMotor } from './types.ts';

/**
 * The twelve evaporator lines of the specification with the rules the demonstration catalogue
 * builds them from (docs/domain/selection.md, "Evaporators"). Invented, coherent data: colder
 * lines get wider fins, more rows, electric or gas defrost and an isolated drain tray.
 */
export interface EvaporatorLineRule {
  readonly code: string;
  readonly description: string;
  readonly application: TemperatureApplication;
  /** EN 328 condition the line is rated at (SC2 chilled, SC3/SC4 frozen). */
  readonly rating: 'SC2' | 'SC3' | 'SC4';
  readonly fanDiametersMm: readonly number[];
  readonly fanCounts: readonly number[];
  readonly finSpacingsMm: readonly number[];
  readonly tubeRows: number;
  readonly defrostKinds: readonly DefrostKind[];
  readonly motor: FanMotor;
  readonly expansionValve: ExpansionValve;
  readonly hasIsolatedTray: boolean;
  /** Casing height above the fan diameter, mm (slim ceiling units less). */
  readonly heightAllowanceMm: number;
  readonly dtChoicesK: readonly number[];
  /** Rooms the line serves, °C (docs/decisions/060). */
  readonly applicationRange: ApplicationRange;
}

type LineDefaults = Pick<
  EvaporatorLineRule,
  | 'application'
  | 'rating'
  | 'defrostKinds'
  | 'motor'
  | 'expansionValve'
  | 'hasIsolatedTray'
  | 'dtChoicesK'
  | 'applicationRange'
>;

/** Rooms at 2 °C and above (fruit, processing): air defrost, narrow fins. */
const CHILLED: LineDefaults = {
  application: 'HIGH',
  rating: 'SC2',
  defrostKinds: ['AR', 'ELETRICO'],
  motor: 'AC',
  expansionValve: 'SEM_VALVULA',
  hasIsolatedTray: false,
  dtChoicesK: [4, 5, 6, 7, 8],
  /* 4,2 mm fins: coolers, not below −5 °C (the fin-spacing default). */
  applicationRange: { roomTemperatureMinC: COOLER_FREEZER_ROOM_C, roomTemperatureMaxC: null },
};

/** Rooms around 0 °C (−5 to 10 °C). */
const COLD: LineDefaults = {
  ...CHILLED,
  application: 'MEDIUM',
  dtChoicesK: [5, 6, 7, 8],
  /* 4,5 mm fins: coolers, not below −5 °C (the fin-spacing default). */
  applicationRange: { roomTemperatureMinC: COOLER_FREEZER_ROOM_C, roomTemperatureMaxC: null },
};

/** Frozen rooms: rated at SC3, electric or hot-gas defrost, isolated tray. */
const FROZEN: LineDefaults = {
  application: 'LOW',
  rating: 'SC3',
  defrostKinds: ['ELETRICO', 'GAS'],
  motor: 'AC',
  expansionValve: 'SEM_VALVULA',
  hasIsolatedTray: true,
  dtChoicesK: [5, 6, 7],
  /* 7 mm fins and wider: frozen goods only, rooms up to −5 °C (the fin-spacing default). */
  applicationRange: { roomTemperatureMinC: null, roomTemperatureMaxC: COOLER_FREEZER_ROOM_C },
};

export const DEMO_EVAPORATOR_LINES: readonly EvaporatorLineRule[] = [
  {
    ...CHILLED,
    code: 'HP',
    description: 'Cúbico de alta temperatura para resfriados e salas climatizadas',
    fanDiametersMm: [300, 350],
    fanCounts: [1, 2, 3, 4],
    finSpacingsMm: [4.2],
    tubeRows: 3,
    expansionValve: 'TERMOSTATICA',
    heightAllowanceMm: 150,
  },
  {
    ...COLD,
    code: 'MP',
    description: 'Médio perfil para resfriados',
    fanDiametersMm: [400, 450],
    fanCounts: [1, 2, 3, 4],
    finSpacingsMm: [4.5],
    tubeRows: 4,
    heightAllowanceMm: 150,
  },
  {
    ...COLD,
    code: 'EP',
    description: 'Baixo perfil (extraplano) para câmaras pequenas',
    fanDiametersMm: [250, 300],
    fanCounts: [1, 2, 3],
    finSpacingsMm: [4.5],
    tubeRows: 3,
    expansionValve: 'TERMOSTATICA',
    heightAllowanceMm: 90,
  },
  {
    ...CHILLED,
    code: 'EDH',
    description: 'Dupla descarga, baixa velocidade do ar, para salas de processo',
    fanDiametersMm: [300, 350],
    fanCounts: [2, 4, 6],
    finSpacingsMm: [4.2],
    tubeRows: 3,
    motor: 'EC',
    heightAllowanceMm: 120,
  },
  {
    ...FROZEN,
    code: 'FL',
    description: 'Forçado para congelados',
    fanDiametersMm: [450, 500],
    fanCounts: [1, 2, 3, 4],
    finSpacingsMm: [7],
    tubeRows: 5,
    heightAllowanceMm: 200,
  },
  {
    ...COLD,
    code: 'FM',
    description: 'Forçado para resfriados e antecâmaras',
    fanDiametersMm: [450, 500],
    fanCounts: [1, 2, 3, 4, 5, 6],
    finSpacingsMm: [4.5, 6],
    tubeRows: 4,
    heightAllowanceMm: 200,
  },
  {
    ...FROZEN,
    code: 'FXB+',
    description: 'Industrial de baixa temperatura',
    fanDiametersMm: [560, 630],
    fanCounts: [2, 3, 4, 5, 6],
    finSpacingsMm: [7, 10],
    tubeRows: 6,
    heightAllowanceMm: 300,
  },
  {
    ...COLD,
    code: 'EU',
    description: 'Universal para resfriados e congelados leves',
    fanDiametersMm: [350, 450],
    fanCounts: [1, 2, 3, 4],
    finSpacingsMm: [6],
    tubeRows: 4,
    defrostKinds: ['AR', 'ELETRICO', 'GAS'],
    /* 6 mm fins: chilled and light frozen rooms, down to −25 °C (the fin-spacing default). */
    applicationRange: { roomTemperatureMinC: UNIVERSAL_MIN_ROOM_C, roomTemperatureMaxC: null },
    heightAllowanceMm: 180,
  },
  {
    ...FROZEN,
    code: 'FBA',
    description: 'Túneis e câmaras de baixa temperatura com muita formação de gelo',
    rating: 'SC4',
    fanDiametersMm: [560, 630],
    fanCounts: [1, 2, 3, 4],
    finSpacingsMm: [10, 12],
    tubeRows: 6,
    heightAllowanceMm: 300,
  },
  {
    ...CHILLED,
    code: 'VCM',
    description: 'Ventilação controlada para maturação e climatização',
    fanDiametersMm: [400, 450],
    fanCounts: [1, 2, 3],
    finSpacingsMm: [4.2],
    tubeRows: 4,
    motor: 'EC',
    expansionValve: 'ELETRONICA',
    heightAllowanceMm: 180,
  },
  {
    ...COLD,
    code: 'ET',
    description: 'Teto compacto para antecâmaras e câmaras muito pequenas',
    fanDiametersMm: [250],
    fanCounts: [1, 2, 3],
    finSpacingsMm: [4.5],
    tubeRows: 2,
    expansionValve: 'TERMOSTATICA',
    heightAllowanceMm: 60,
  },
  {
    ...FROZEN,
    code: 'FL+',
    description: 'Forçado para congelados, alta vazão de ar',
    fanDiametersMm: [500, 560],
    fanCounts: [2, 3, 4, 5],
    finSpacingsMm: [7],
    tubeRows: 6,
    heightAllowanceMm: 250,
  },
];
