import { DomainError } from '../../errors.ts';
import { requireFinite, requireInRange } from '../../validation/assert-input.ts';
import { computeEvaporatorCapacity } from '../capacity/evaporator-capacity.ts';
import {
  evaluateUnitPerformance,
  isInsideUnitTable,
  resolveUnitCapacityTable,
} from '../capacity/unit-capacity.ts';
import type {
  CompressorType,
  FinProtection,
  PowerSupply,
  SupplyFrequencyHz,
  UnitKind,
} from '../catalog/types.ts';
import { MAX_COMPARED_MODELS } from '../rules/selection-rules.ts';
import type { SelectionIndex } from './selection-index.ts';

/**
 * Side-by-side comparison of up to 3 models (spec §2.3, §3 "Comparison item", §7
 * POST /v1/catalog/comparison), each rated at the searched conditions.
 */

export type ComparisonRequest =
  | {
      readonly kind: 'EVAPORATOR';
      readonly modelCodes: readonly string[];
      readonly refrigerantCode: string;
      readonly evaporatingTemperatureC: number;
      readonly dtK: number;
    }
  | {
      readonly kind: 'CONDENSING_UNIT';
      readonly modelCodes: readonly string[];
      readonly refrigerantCode: string;
      readonly evaporatingTemperatureC: number;
      readonly ambientTemperatureC: number;
      readonly loadLossK: number;
      /** Chosen supply frequency, `null` = none (0.83 rule). */
      readonly frequencyHz: SupplyFrequencyHz | null;
    };

/** One column of the comparison table. Capacities kcal/h, powers kW or W, sizes mm. */
export interface ComparisonItem {
  /** The model's own kind: a `CONDENSING_UNIT` request compares compressor units too. */
  readonly kind: 'EVAPORATOR' | UnitKind;
  readonly model: string;
  readonly line: string;
  readonly refrigerantCode: string;
  readonly evaporatingTemperatureC: number;
  /** Condensing units only, °C. */
  readonly ambientTemperatureC: number | null;
  /**
   * "Capacidade nominal" (docs/domain/selection.md, docs/decisions/054), one unit at the
   * request's conditions: an evaporator with the refrigerant at Te and the DT (what its search
   * ranks by, `unitCapacityDtKcalh`); a condensing or compressor unit with the refrigerant at the
   * suction Te − loadLoss, the ambient and the supply frequency (its search's `capacityKcalh`
   * for count 1). `null` when outside a unit's table. Not the maker's rating point (an
   * evaporator's `nominalUnitCapacityKcalh` in the search, Q_ref × the refrigerant's factor).
   */
  readonly nominalCapacityKcalh: number | null;
  /** Condensing units: absorbed power at the conditions, kW. */
  readonly consumedPowerKw: number | null;
  readonly fanDiameterMm: number;
  readonly fanCount: number;
  readonly airFlowM3h: number;
  readonly heightMm: number;
  readonly widthMm: number;
  readonly lengthMm: number;
  /** Evaporators: fan power, W. */
  readonly fanPowerW: number | null;
  /** Evaporators: electric defrost power, W. */
  readonly defrostPowerW: number | null;
  readonly finProtections: readonly FinProtection[];
  readonly brand: string | null;
  readonly compressorType: CompressorType | null;
  readonly compressorCount: number | null;
  readonly voltagesV: readonly number[];
  readonly phases: readonly number[];
  readonly frequenciesHz: readonly number[];
}

function summarise(supplies: readonly PowerSupply[]) {
  const unique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  return {
    voltagesV: unique(supplies.map((s) => s.voltageV)),
    phases: unique(supplies.map((s) => s.phases)),
    frequenciesHz: unique(supplies.map((s) => s.frequencyHz)),
  };
}

function readCodes(codes: readonly string[]): readonly string[] {
  if (codes.length === 0) throw new DomainError('MISSING_INPUT', 'choose a model', 'modelCodes');
  if (codes.length > MAX_COMPARED_MODELS) {
    throw new DomainError('OUT_OF_RANGE', `at most ${MAX_COMPARED_MODELS} models`, 'modelCodes');
  }
  return codes;
}

const unknown = (code: string) =>
  new DomainError('UNKNOWN_REFERENCE', `no model ${code} in the catalogue`, 'modelCodes');

/**
 * Comparison items of 1 to 3 models, in the order asked.
 * @throws DomainError `OUT_OF_RANGE` above 3 models, `UNKNOWN_REFERENCE` for an unknown code.
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * compareModels(index, { kind: 'EVAPORATOR', modelCodes: ['FM-2X450-45'],
 *   refrigerantCode: 'R404A', evaporatingTemperatureC: -8, dtK: 6 })[0].nominalCapacityKcalh; // ≈ 8868 kcal/h
 */
export function compareModels(index: SelectionIndex, request: ComparisonRequest): ComparisonItem[] {
  const codes = readCodes(request.modelCodes);
  const te = requireFinite(request.evaporatingTemperatureC, 'evaporatingTemperatureC');
  const catalog = index.catalog;
  if (request.kind === 'EVAPORATOR') {
    return codes.map((code) => {
      const model = index.evaporatorsByCode.get(code);
      if (!model) throw unknown(code);
      const skus = catalog.evaporatorSkus.filter((sku) => sku.modelCode === code);
      return {
        kind: 'EVAPORATOR',
        model: code,
        line: model.lineCode,
        refrigerantCode: request.refrigerantCode,
        evaporatingTemperatureC: te,
        ambientTemperatureC: null,
        nominalCapacityKcalh: computeEvaporatorCapacity(
          model.capacity,
          request.refrigerantCode,
          te,
          request.dtK,
        ),
        consumedPowerKw: null,
        fanDiameterMm: model.fanDiameterMm,
        fanCount: model.fanCount,
        airFlowM3h: model.airFlowM3h,
        heightMm: model.heightMm,
        widthMm: model.widthMm,
        lengthMm: model.lengthMm,
        fanPowerW: model.fanPowerW,
        defrostPowerW: model.defrostPowerW,
        finProtections: [...new Set(skus.map((sku) => sku.finProtection))],
        brand: null,
        compressorType: null,
        compressorCount: null,
        ...summarise(skus.map((sku) => sku.powerSupply)),
      };
    });
  }
  const ambient = requireFinite(request.ambientTemperatureC, 'ambientTemperatureC');
  const loadLoss = requireInRange(request.loadLossK, 'loadLossK', 0, 10);
  return codes.map((code) => {
    const model = index.unitsByCode.get(code);
    if (!model) throw unknown(code);
    const resolved = resolveUnitCapacityTable(model, request.refrigerantCode, request.frequencyHz);
    const point = {
      evaporatingTemperatureC: te,
      ambientTemperatureC: ambient,
      loadLossK: loadLoss,
      frequencyHz: request.frequencyHz,
      count: 1,
    };
    const performance = isInsideUnitTable(resolved.table, te - loadLoss, ambient)
      ? evaluateUnitPerformance(resolved, point)
      : null;
    const skus = [...catalog.condensingUnitSkus, ...catalog.compressorUnitSkus].filter(
      (sku) => sku.modelCode === code,
    );
    return {
      kind: model.kind,
      model: code,
      line: model.lineCode,
      refrigerantCode: request.refrigerantCode,
      evaporatingTemperatureC: te,
      ambientTemperatureC: ambient,
      nominalCapacityKcalh: performance?.unitCapacityKcalh ?? null,
      consumedPowerKw: performance?.unitPowerKw ?? null,
      fanDiameterMm: model.fanDiameterMm,
      fanCount: model.fanCount,
      airFlowM3h: model.airFlowM3h,
      heightMm: model.heightMm,
      widthMm: model.widthMm,
      lengthMm: model.lengthMm,
      fanPowerW: null,
      defrostPowerW: null,
      finProtections: [],
      brand: model.compressorBrand,
      compressorType: model.compressorType,
      compressorCount: model.compressorCount,
      ...summarise(skus.map((sku) => sku.powerSupply)),
    };
  });
}
