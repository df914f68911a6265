/**
 * Shapes of the goods catalogue (spec part 1 §3 "Product groups and goods"). The data itself is
 * generated into goods-catalog.ts by scripts/generate-goods.mjs; every value carries its source.
 */

/** A product group, e.g. "Carnes bovinas". */
export interface ProductGroupRecord {
  /** Stable integer id (scripts/goods-rules.mjs). */
  readonly id: number;
  /** Stable kebab-case code; `miscellaneous` is the default group. */
  readonly code: string;
  /** pt-BR name. */
  readonly name: string;
  /** °C, used for goods whose source gives no freezing point. */
  readonly defaultFreezingPoint: number;
  readonly defaultFreezingPointSource: string;
}

/** Where each thermal value of a good comes from. */
export interface GoodsSources {
  readonly composition: string;
  readonly freezingPoint: string;
  readonly specificHeatAboveFreezing: string;
  readonly specificHeatBelowFreezing: string;
  readonly latentHeatOfFusion: string;
  readonly heatOfRespiration: string;
}

/** One good with the thermal properties the goods form copies into a goods item. */
export interface GoodsRecord {
  /** Stable integer id: 1 miscellaneous; 1000 + TACO id; 2000 + excerpt row. */
  readonly id: number;
  /** Stable code: `miscellaneous`, `taco-<id>`, `ashrae-<row>`, `earle-<row>`. */
  readonly code: string;
  /** pt-BR name. */
  readonly name: string;
  readonly groupId: number;
  /** Water, g per 100 g, when known. */
  readonly waterPct: number | null;
  /** Initial freezing point, °C. */
  readonly freezingPoint: number;
  /** kJ/(kg·K). */
  readonly specificHeatAboveFreezing: number;
  /** kJ/(kg·K). */
  readonly specificHeatBelowFreezing: number;
  /** kJ/kg. */
  readonly latentHeatOfFusion: number;
  /** mW/kg at the commodity's typical storage temperature; 0 for non-living products. */
  readonly heatOfRespiration: number;
  readonly sources: GoodsSources;
}

/** Stable code of the default group and of the default product (spec §3: "miscellaneous"). */
export const MISCELLANEOUS_CODE = 'miscellaneous';
