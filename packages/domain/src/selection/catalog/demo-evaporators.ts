import { DEMO_COIL_CLASSIFICATION } from './demo-classification.ts';
import { RATING_CONDITIONS } from '../capacity/rating-conditions.ts';
import type { RatingCondition } from '../capacity/types.ts';
import { DEMO_EVAPORATOR_LINES, type EvaporatorLineRule } from './demo-evaporator-lines.ts';
import {
  AIR_SPECIFIC_HEAT,
  ALL_SUPPLIES,
  DEMO_EVAPORATOR_REFRIGERANT_FACTORS,
  KCALH_PER_W,
  THREE_PHASE_SUPPLIES,
  computeAirDensity,
  computeCoilEffectiveness,
  drawSpread,
  findDemoFan,
  roundTo,
  tagPowerSupply,
} from './demo-rules.ts';
import type { RandomSource } from './seeded-random.ts';
import type {
  DefrostKind,
  EvaporatorModel,
  EvaporatorSku,
  FinProtection,
  ProductLine,
} from './types.ts';

/** Demonstration spread of rated capacities between nominally equal coils: ±1 %. */
export const EVAPORATOR_CAPACITY_SPREAD = 0.01;

const DEFROST_TAGS: Readonly<Record<DefrostKind, string>> = { AR: 'AR', ELETRICO: 'EL', GAS: 'GS' };
const PROTECTION_TAGS: Readonly<Record<FinProtection, string>> = {
  SEM_PROTECAO: 'STD',
  EPOXI: 'EPX',
};
const FIN_PROTECTIONS: readonly FinProtection[] = ['SEM_PROTECAO', 'EPOXI'];

function findCondition(code: string): RatingCondition {
  const condition = RATING_CONDITIONS.find((item) => item.code === code);
  if (!condition) throw new Error(`no rating condition ${code}`);
  return condition;
}

/**
 * Rated total capacity of a demonstration coil, W: `ε · ṁ_air · c_p · DT1 · w`, with the air mass
 * flow of its fans at the rating's air inlet and `ε = 1 − exp(−NTU)` from rows and fin spacing.
 */
export function computeDemoCoilCapacityW(
  fanDiameterMm: number,
  fanCount: number,
  tubeRows: number,
  finSpacingMm: number,
  condition: RatingCondition,
): number {
  const airFlow = findDemoFan(fanDiameterMm).airFlowM3h * fanCount;
  const massFlow = (computeAirDensity(condition.airInletC) * airFlow) / 3600;
  const effectiveness = computeCoilEffectiveness(tubeRows, finSpacingMm);
  return effectiveness * massFlow * AIR_SPECIFIC_HEAT * condition.dtK * condition.wetCoilFactor;
}

function buildModel(
  rule: EvaporatorLineRule,
  fanDiameterMm: number,
  fanCount: number,
  finSpacingMm: number,
  random: RandomSource,
): EvaporatorModel {
  const condition = findCondition(rule.rating);
  const fan = findDemoFan(fanDiameterMm);
  const capacityW =
    computeDemoCoilCapacityW(fanDiameterMm, fanCount, rule.tubeRows, finSpacingMm, condition) *
    drawSpread(random, EVAPORATOR_CAPACITY_SPREAD);
  const hasElectricDefrost = rule.defrostKinds.includes('ELETRICO');
  const defrostShare = rule.application === 'LOW' ? 0.45 : 0.3;
  return {
    code: `${rule.code}-${fanCount}X${fanDiameterMm}-${Math.round(finSpacingMm * 10)}`,
    lineCode: rule.code,
    lengthMm: fanCount * (fanDiameterMm + 180) + 350,
    widthMm: 200 + rule.tubeRows * 45,
    heightMm: fanDiameterMm + rule.heightAllowanceMm,
    fanCount,
    fanDiameterMm,
    airFlowM3h: fan.airFlowM3h * fanCount,
    airThrowM: fan.throwM,
    fanPowerW: fan.powerW * fanCount,
    defrostPowerW: hasElectricDefrost ? roundTo(capacityW * defrostShare, 50) : 0,
    finSpacingMm,
    tubeRows: rule.tubeRows,
    motor: rule.motor,
    defrostKinds: rule.defrostKinds,
    capacity: {
      referenceCapacityKcalh: roundTo(capacityW * KCALH_PER_W, 10),
      referenceDtK: condition.dtK,
      referenceEvaporatingTemperatureC: condition.evaporatingC,
      ratingCondition: condition.code,
      refrigerantFactors: DEMO_EVAPORATOR_REFRIGERANT_FACTORS,
    },
    classification: DEMO_COIL_CLASSIFICATION,
    isDemonstration: true,
  };
}

function buildSkus(rule: EvaporatorLineRule, model: EvaporatorModel): EvaporatorSku[] {
  const supplies = model.fanDiameterMm <= 450 ? ALL_SUPPLIES : THREE_PHASE_SUPPLIES;
  const skus: EvaporatorSku[] = [];
  for (const powerSupply of supplies) {
    for (const defrost of rule.defrostKinds) {
      for (const finProtection of FIN_PROTECTIONS) {
        const tags = [
          tagPowerSupply(powerSupply),
          DEFROST_TAGS[defrost],
          PROTECTION_TAGS[finProtection],
        ];
        skus.push({
          sku: `${model.code}-${tags.join('-')}`,
          modelCode: model.code,
          powerSupply,
          defrost,
          finProtection,
          expansionValve: rule.expansionValve,
          hasIsolatedTray: rule.hasIsolatedTray,
        });
      }
    }
  }
  return skus;
}

/** Lines, models and SKUs of the demonstration evaporators. */
export interface DemoEvaporators {
  readonly lines: readonly ProductLine[];
  readonly models: readonly EvaporatorModel[];
  readonly skus: readonly EvaporatorSku[];
}

/** Builds every demonstration evaporator line (models in line, fin, diameter, fan-count order). */
export function generateDemoEvaporators(random: RandomSource): DemoEvaporators {
  const lines: ProductLine[] = [];
  const models: EvaporatorModel[] = [];
  const skus: EvaporatorSku[] = [];
  for (const rule of DEMO_EVAPORATOR_LINES) {
    lines.push({
      kind: 'EVAPORATOR',
      code: rule.code,
      name: `Evaporador ${rule.code}`,
      description: rule.description,
      application: rule.application,
      dtChoicesK: rule.dtChoicesK,
      roomTemperatureMinC: rule.applicationRange.roomTemperatureMinC,
      roomTemperatureMaxC: rule.applicationRange.roomTemperatureMaxC,
      isDemonstration: true,
    });
    for (const finSpacingMm of rule.finSpacingsMm) {
      for (const fanDiameterMm of rule.fanDiametersMm) {
        for (const fanCount of rule.fanCounts) {
          const model = buildModel(rule, fanDiameterMm, fanCount, finSpacingMm, random);
          models.push(model);
          skus.push(...buildSkus(rule, model));
        }
      }
    }
  }
  return { lines, models, skus };
}
