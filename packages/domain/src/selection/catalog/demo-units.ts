import { KCALH_PER_KW } from '../../units/quantities.ts';
import { COMPRESSOR_CURVES } from '../capacity/compressor-curves.ts';
import { computeCompressorPerformance } from '../capacity/compressor-polynomial.ts';
import { computeReturnGasToSuperheatFactor } from '../capacity/rating-basis.ts';
import type { CompressorCurve } from '../capacity/types.ts';
import { classifyDemoUnit } from './demo-classification.ts';
import { DEMO_UNIT_CURVES, DEMO_UNIT_LINES, type UnitLineRule } from './demo-unit-lines.ts';
import {
  AIR_SPECIFIC_HEAT,
  ALL_SUPPLIES,
  DEMO_AMBIENT_AXIS_C,
  DEMO_BLEND_FACTORS,
  DEMO_BRAND,
  DEMO_CONDENSING_OFFSET_K,
  DEMO_RATING_POINT_C,
  DEMO_SUCTION_AXIS_C,
  THREE_PHASE_SUPPLIES,
  computeAirDensity,
  drawSpread,
  findDemoFan,
  tagPowerSupply,
  type DemoUnitApplication,
} from './demo-rules.ts';
import type { RandomSource } from './seeded-random.ts';
import type { ProductLine, UnitCapacityTable, UnitModel, UnitSku } from './types.ts';

/** Demonstration spread of unit capacities between nominally equal units: ±0.5 %. */
export const UNIT_CAPACITY_SPREAD = 0.005;

/** Finds a curve of compressor_curves.csv by its row name. */
export function findCompressorCurve(name: string): CompressorCurve {
  const curve = COMPRESSOR_CURVES.find((item) => item.name === name);
  if (!curve) throw new Error(`no compressor curve ${name}`);
  return curve;
}

/**
 * Capacity of one curve's compressor on the EN 12900 basis (10 K superheat, 0 K subcooling), W:
 * the curve (AHRI 540, 18.3 °C return gas) times {@link computeReturnGasToSuperheatFactor} of its
 * refrigerant at (S, D) (docs/domain/selection.md, "Rating basis").
 */
export function computeDemoCurveCapacityW(
  curve: CompressorCurve,
  suctionC: number,
  dischargeC: number,
): number {
  const watts = computeCompressorPerformance(curve, 'capacity', suctionC, dischargeC);
  return watts * computeReturnGasToSuperheatFactor(curve.refrigerantCode, suctionC, dischargeC);
}

/** What one demonstration table is computed from. */
export interface DemoTableInput {
  readonly curve: CompressorCurve;
  readonly refrigerantCode: string;
  readonly application: DemoUnitApplication;
  /** Displacement ratio of the model's compressors to the curve's compressor. */
  readonly scale: number;
  readonly compressorCount: number;
  /** The unit's own condenser fans, W (0 for a compressor unit). */
  readonly fanPowerW: number;
}

/**
 * A unit table from a compressor curve, on the EN 12900 basis: at suction `S` and ambient `A`,
 * with `D = A + 10 K`, capacity `n · scale · X_cap(S, D) · F_basis(S, D) · f_cap` (kcal/h, rounded
 * to 1) and power `(n · scale · X_pow(S, D) · f_pow + fans) / 1000` (kW, rounded to 0.001);
 * `F_basis` converts the curve's 18.3 °C return gas to 10 K superheat, `f` is 1, or the
 * R448A/R449A factors applied to the R404A curve.
 */
export function buildDemoUnitTable(input: DemoTableInput): UnitCapacityTable {
  const blend = DEMO_BLEND_FACTORS[input.refrigerantCode] ?? { capacity: 1, power: 1 };
  const factor = input.compressorCount * input.scale;
  const suctionAxis = DEMO_SUCTION_AXIS_C[input.application];
  const grid = (compute: (suctionC: number, dischargeC: number) => number) =>
    suctionAxis.map((suctionC) =>
      DEMO_AMBIENT_AXIS_C.map((ambientC) => compute(suctionC, ambientC + DEMO_CONDENSING_OFFSET_K)),
    );
  return {
    refrigerantCode: input.refrigerantCode,
    frequencyHz: 60,
    ratingBasis: 'EN12900_10K_SUPERHEAT',
    condensingOffsetK: DEMO_CONDENSING_OFFSET_K,
    evaporatingTemperaturesC: suctionAxis,
    ambientTemperaturesC: DEMO_AMBIENT_AXIS_C,
    capacityKcalh: grid((s, d) => {
      const watts = computeDemoCurveCapacityW(input.curve, s, d);
      return Math.round(((factor * watts * blend.capacity) / 1000) * KCALH_PER_KW);
    }),
    powerKw: grid((s, d) => {
      const watts = computeCompressorPerformance(input.curve, 'power', s, d);
      return Math.round(factor * watts * blend.power + input.fanPowerW) / 1000;
    }),
  };
}

function countCompressors(rule: UnitLineRule, application: DemoUnitApplication, nominal: number) {
  const passed = rule.compressorThresholdsKcalh[application].filter((limit) => nominal > limit);
  return rule.baseCompressorCount + passed.length;
}

/** Condenser fan diameter of a condensing unit by nominal capacity, mm. */
function pickCondenserFan(nominalKcalh: number): number {
  if (nominalKcalh < 2500) return 350;
  if (nominalKcalh < 6500) return 450;
  if (nominalKcalh < 16000) return 500;
  return nominalKcalh < 40000 ? 630 : 800;
}

/** Fans to reject `capacity × (1.35 MEDIUM | 1.6 LOW)` at ε 0.45 and Tc − Tamb = 10 K, 35 °C air. */
function countCondenserFans(
  nominalKcalh: number,
  application: DemoUnitApplication,
  diameter: number,
) {
  const rejectedW = (nominalKcalh / KCALH_PER_KW) * 1000 * (application === 'LOW' ? 1.6 : 1.35);
  const massFlow = (computeAirDensity(35) * findDemoFan(diameter).airFlowM3h) / 3600;
  const perFanW = 0.45 * massFlow * AIR_SPECIFIC_HEAT * DEMO_CONDENSING_OFFSET_K;
  return Math.max(1, Math.ceil(rejectedW / perFanW));
}

function buildUnitModel(
  rule: UnitLineRule,
  application: DemoUnitApplication,
  nominalKcalh: number,
  random: RandomSource,
): UnitModel {
  const compressorCount = countCompressors(rule, application, nominalKcalh);
  const hasFans = rule.kind === 'CONDENSING_UNIT';
  const fanDiameterMm = hasFans ? pickCondenserFan(nominalKcalh) : 0;
  const fanCount = hasFans ? countCondenserFans(nominalKcalh, application, fanDiameterMm) : 0;
  const fan = hasFans ? findDemoFan(fanDiameterMm) : { airFlowM3h: 0, powerW: 0 };
  const curves = DEMO_UNIT_CURVES[rule.compressorType][application];
  const reference = findCompressorCurve(curves.R404A ?? '');
  const point = DEMO_RATING_POINT_C[application];
  const referenceW = computeDemoCurveCapacityW(
    reference,
    point.suctionC,
    point.ambientC + DEMO_CONDENSING_OFFSET_K,
  );
  const nominalW = (nominalKcalh / KCALH_PER_KW) * 1000;
  const scale =
    (nominalW / (compressorCount * referenceW)) * drawSpread(random, UNIT_CAPACITY_SPREAD);
  const build = (refrigerantCode: string, curveName: string) =>
    buildDemoUnitTable({
      curve: findCompressorCurve(curveName),
      refrigerantCode,
      application,
      scale,
      compressorCount,
      fanPowerW: fan.powerW * fanCount,
    });
  const tables = Object.entries(curves).map(([code, name]) => build(code, name));
  const blends = Object.keys(DEMO_BLEND_FACTORS).map((code) => build(code, curves.R404A ?? ''));
  const capacityTables = [...tables, ...blends].sort((a, b) =>
    a.refrigerantCode.localeCompare(b.refrigerantCode),
  );
  const columns = fanCount <= 3 ? fanCount : Math.ceil(fanCount / 2);
  const fanRows = fanCount <= 3 ? 1 : 2;
  return {
    kind: rule.kind,
    code: `${rule.prefix}-${Math.round(nominalKcalh / 100)}${application === 'LOW' ? 'B' : 'M'}`,
    lineCode: rule.code,
    application,
    lengthMm: hasFans
      ? columns * (fanDiameterMm + 150) + 450 + 150 * compressorCount
      : 700 + 650 * compressorCount,
    widthMm: hasFans ? fanRows * (fanDiameterMm + 150) + 250 : 800,
    heightMm: hasFans ? fanDiameterMm + (rule.isSlim ? 200 : 450) : 1100,
    fanCount,
    fanDiameterMm,
    airFlowM3h: fan.airFlowM3h * fanCount,
    compressorType: rule.compressorType,
    compressorBrand: DEMO_BRAND,
    compressorCount,
    hasCapacityControl: rule.hasCapacityControl || compressorCount > 1,
    hasHotGasDefrost: rule.hasHotGasDefrost,
    capacityTables,
    classification: classifyDemoUnit({ kind: rule.kind, application, capacityTables }),
    isDemonstration: true,
  };
}

function buildUnitSkus(model: UnitModel, nominalKcalh: number): UnitSku[] {
  const isSmall = model.compressorType === 'HERMETICO' && nominalKcalh <= 3500;
  const supplies = isSmall ? ALL_SUPPLIES : THREE_PHASE_SUPPLIES;
  const controls = model.kind === 'CONDENSING_UNIT' ? [false, true] : [false];
  const controller = model.hasCapacityControl ? 'ELETRONICO' : 'ELETROMECANICO';
  return supplies.flatMap((powerSupply) =>
    controls.map((hasCondensationControl) => ({
      sku: `${model.code}-${tagPowerSupply(powerSupply)}${hasCondensationControl ? '-CC' : ''}`,
      modelCode: model.code,
      powerSupply,
      hasCondensationControl,
      controller,
    })),
  );
}

/** Lines, models and SKUs of the demonstration condensing and compressor units. */
export interface DemoUnits {
  readonly lines: readonly ProductLine[];
  readonly condensingUnits: readonly UnitModel[];
  readonly condensingUnitSkus: readonly UnitSku[];
  readonly compressorUnits: readonly UnitModel[];
  readonly compressorUnitSkus: readonly UnitSku[];
}

/** Builds every demonstration unit line (MEDIUM models first, then LOW, by nominal capacity). */
export function generateDemoUnits(random: RandomSource): DemoUnits {
  const lines: ProductLine[] = [];
  const condensing: UnitModel[] = [];
  const condensingSkus: UnitSku[] = [];
  const compressor: UnitModel[] = [];
  const compressorSkus: UnitSku[] = [];
  for (const rule of DEMO_UNIT_LINES) {
    const hasMedium = rule.nominalKcalh.MEDIUM.length > 0;
    const hasLow = rule.nominalKcalh.LOW.length > 0;
    lines.push({
      kind: rule.kind,
      code: rule.code,
      name: rule.code,
      description: rule.description,
      application: hasMedium && hasLow ? null : hasLow ? 'LOW' : 'MEDIUM',
      dtChoicesK: [],
      roomTemperatureMinC: null,
      roomTemperatureMaxC: null,
      isDemonstration: true,
    });
    for (const application of ['MEDIUM', 'LOW'] as const) {
      for (const nominal of rule.nominalKcalh[application]) {
        const model = buildUnitModel(rule, application, nominal, random);
        const isCondensing = rule.kind === 'CONDENSING_UNIT';
        (isCondensing ? condensing : compressor).push(model);
        (isCondensing ? condensingSkus : compressorSkus).push(...buildUnitSkus(model, nominal));
      }
    }
  }
  return {
    lines,
    condensingUnits: condensing,
    condensingUnitSkus: condensingSkus,
    compressorUnits: compressor,
    compressorUnitSkus: compressorSkus,
  };
}
