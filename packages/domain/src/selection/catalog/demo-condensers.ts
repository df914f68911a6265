import { DEMO_COIL_CLASSIFICATION } from './demo-classification.ts';
import {
  AIR_SPECIFIC_HEAT,
  KCALH_PER_W,
  THREE_PHASE_SUPPLIES,
  computeAirDensity,
  findDemoFan,
  roundTo,
  tagPowerSupply,
} from './demo-rules.ts';
import type {
  FinProtection,
  ProductLine,
  RemoteCondenserModel,
  RemoteCondenserSku,
} from './types.ts';

/** Line code of the demonstration remote condensers. */
export const DEMO_CONDENSER_LINE_CODE = 'CR';

/** Fan diameters (mm) and counts of the demonstration remote condensers. */
const FAN_DIAMETERS_MM = [500, 630, 800] as const;
const FAN_COUNTS = [1, 2, 3, 4, 6, 8] as const;

/** Air-side effectiveness of a remote condenser coil (3 rows, 2.1 mm fins). */
export const CONDENSER_EFFECTIVENESS = 0.5;

/** Sound pressure of one fan at 10 m, dB(A), by diameter. */
const FAN_NOISE_DBA: Readonly<Record<number, number>> = { 500: 48, 630: 52, 800: 56 };

/**
 * Heat rejection per kelvin of a demonstration condenser, kcal/(h·K):
 * `ε · ṁ_air · c_p` with air at 35 °C, rounded to 10.
 */
export function computeDemoCondenserRejectionPerK(fanDiameterMm: number, fanCount: number): number {
  const massFlow =
    (computeAirDensity(35) * findDemoFan(fanDiameterMm).airFlowM3h * fanCount) / 3600;
  return roundTo(CONDENSER_EFFECTIVENESS * massFlow * AIR_SPECIFIC_HEAT * KCALH_PER_W, 10);
}

function buildCondenser(fanDiameterMm: number, fanCount: number): RemoteCondenserModel {
  const fan = findDemoFan(fanDiameterMm);
  const columns = fanCount <= 4 ? fanCount : fanCount / 2;
  const rows = fanCount <= 4 ? 1 : 2;
  return {
    code: `${DEMO_CONDENSER_LINE_CODE}-${fanCount}X${fanDiameterMm}`,
    lineCode: DEMO_CONDENSER_LINE_CODE,
    lengthMm: columns * (fanDiameterMm + 200) + 300,
    widthMm: rows * (fanDiameterMm + 200) + 100,
    heightMm: 900,
    fanCount,
    fanDiameterMm,
    airFlowM3h: fan.airFlowM3h * fanCount,
    fanPowerW: fan.powerW * fanCount,
    fanPoles: fanDiameterMm >= 800 ? 8 : 6,
    finSpacingMm: 2.1,
    noiseLevelDba: Math.round((FAN_NOISE_DBA[fanDiameterMm] ?? 50) + 10 * Math.log10(fanCount)),
    heatRejectionKcalhPerK: computeDemoCondenserRejectionPerK(fanDiameterMm, fanCount),
    classification: DEMO_COIL_CLASSIFICATION,
    isDemonstration: true,
  };
}

/** Lines, models and SKUs of the demonstration remote condensers. */
export interface DemoCondensers {
  readonly line: ProductLine;
  readonly models: readonly RemoteCondenserModel[];
  readonly skus: readonly RemoteCondenserSku[];
}

/** Builds the demonstration remote condensers (by fan diameter, then fan count). */
export function generateDemoCondensers(): DemoCondensers {
  const models = FAN_DIAMETERS_MM.flatMap((diameter) =>
    FAN_COUNTS.map((count) => buildCondenser(diameter, count)),
  );
  const protections: readonly FinProtection[] = ['SEM_PROTECAO', 'EPOXI'];
  const skus = models.flatMap((model) =>
    THREE_PHASE_SUPPLIES.flatMap((powerSupply) =>
      protections.map((finProtection) => ({
        sku: `${model.code}-${tagPowerSupply(powerSupply)}-${finProtection === 'EPOXI' ? 'EPX' : 'STD'}`,
        modelCode: model.code,
        powerSupply,
        finProtection,
      })),
    ),
  );
  return {
    line: {
      kind: 'REMOTE_CONDENSER',
      code: DEMO_CONDENSER_LINE_CODE,
      name: 'Condensador remoto',
      description: 'Condensador remoto a ar para sistemas com rack',
      application: null,
      dtChoicesK: [],
      roomTemperatureMinC: null,
      roomTemperatureMaxC: null,
      isDemonstration: true,
    },
    models,
    skus,
  };
}
