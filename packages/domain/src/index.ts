// The only public entry point of @camara-fria/domain.
export * from './errors.ts';
export * from './product.ts';

// Units and psychrometrics
export * from './units/quantities.ts';
export * from './psychrometrics/moist-air.ts';

// Heat-load engine
export * from './heat-load/types.ts';
export * from './heat-load/room-fields.ts';
export * from './heat-load/room-schema.ts';
export * from './heat-load/calculation-step.ts';
export * from './heat-load/heat-load-warnings.ts';
export * from './heat-load/total-load.ts';
export * from './heat-load/transmission-load.ts';
export * from './heat-load/air-change-table.ts';
export * from './heat-load/infiltration-load.ts';
export * from './heat-load/door-air-velocity.ts';
export * from './heat-load/product-load.ts';
export * from './heat-load/internal-load.ts';
export * from './heat-load/evaporator-fan-source.ts';
export * from './heat-load/area-basis.ts';

// Defaults and suggestions (spec part 1 §4, §9)
export * from './suggestions/room-defaults.ts';
export * from './suggestions/goods-suggestions.ts';
export * from './suggestions/additional-load-suggestions.ts';
export * from './suggestions/forklift-suggestion.ts';
export * from './suggestions/insulation-thickness.ts';
export * from './suggestions/insulation-thickness-table.ts';
export * from './suggestions/insulation-suggestions.ts';
export * from './suggestions/surface-sizes.ts';
export * from './suggestions/door-suggestions.ts';

// Reference data the API seeds its database from
export * from './reference-data/materials.ts';
export * from './reference-data/protection-barriers.ts';
export * from './reference-data/refrigerants.ts';
export * from './reference-data/goods-types.ts';
export * from './reference-data/goods-catalog.ts';

// Equipment selection (spec part 2; docs/domain/selection.md)
export * from './selection/calc-version.ts';
export type * from './selection/catalog/types.ts';
export * from './selection/catalog/table-rows.ts';
export * from './selection/catalog/demo-catalog.ts';
export * from './selection/catalog/demo-classification.ts';
export {
  DEMO_BLEND_FACTORS,
  DEMO_CATALOG_LABEL,
  DEMO_CATALOG_RULES_VERSION,
  DEMO_CONDENSING_OFFSET_K,
  DEMO_EVAPORATOR_REFRIGERANT_FACTORS,
} from './selection/catalog/demo-rules.ts';
export type * from './selection/capacity/types.ts';
export * from './selection/capacity/compressor-curves.ts';
export * from './selection/capacity/compressor-polynomial.ts';
export * from './selection/capacity/rating-conditions.ts';
export * from './selection/capacity/rating-basis.ts';
export {
  computeSaturatedLiquidEnthalpy,
  computeSaturationPressure,
  computeVapourState,
  TABULATED_REFRIGERANTS,
  type VapourState,
} from './selection/capacity/refrigerant-state.ts';
export {
  DEFAULT_MAX_DT_FACTOR,
  MAX_DT_FACTOR_LIMIT,
  WET_COIL_FACTOR_POINTS,
  WET_COIL_SC1_FROM_C,
  computeAirInletFactor,
  computeEvaporatorCapacity,
  computeMaxEvaporatorDt,
  isAboveMaxEvaporatorDt,
  computeSpecificEvaporatorCapacity,
  computeWetCoilFactor,
  createSpecialEvaporatorCapacity,
  findRefrigerantFactor,
  type WetCoilFactorPoint,
} from './selection/capacity/evaporator-capacity.ts';
export {
  NO_60HZ_CAPACITY_FACTOR,
  computeUnitPerformance,
  interpolateUnitTable,
  isInsideUnitTable,
  resolveUnitCapacityTable,
  type ResolvedUnitTable,
  type UnitOperatingPoint,
  type UnitPerformance,
} from './selection/capacity/unit-capacity.ts';
export * from './selection/capacity/condenser-capacity.ts';
export * from './selection/rules/selection-rules.ts';
export * from './selection/rules/air-changes-per-hour.ts';
export * from './selection/rules/application-range.ts';
export * from './selection/rules/power-supply.ts';
export * from './selection/rules/profile-bands.ts';
export {
  buildSelectionIndex,
  computeFinsPerInch,
  lineKey,
  type CondenserEntry,
  type EvaporatorEntry,
  type SelectionIndex,
} from './selection/search/selection-index.ts';
export type { UnitBucket, UnitEntry, UnitPartition } from './selection/search/unit-index.ts';
export * from './selection/search/catalog-lookup.ts';
export { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from './selection/search/query-guards.ts';
export type {
  EvaporatorSearchHit,
  EvaporatorSearchQuery,
  RoomSides,
} from './selection/search/evaporator-query.ts';
export { scanEvaporators, searchEvaporators } from './selection/search/evaporator-search.ts';
export type { UnitSearchHit, UnitSearchQuery } from './selection/search/unit-query.ts';
export { scanUnits, searchUnits } from './selection/search/unit-search.ts';
export * from './selection/search/condenser-search.ts';
export * from './selection/search/catalog-options.ts';
export * from './selection/search/comparison.ts';
export * from './selection/balance/balance-types.ts';
export * from './selection/balance/solve-balance.ts';
export {
  CONDENSING_TOLERANCE_K,
  solveCondensingTemperature,
  type CondensingControl,
  type CondensingPoint,
} from './selection/balance/condensing-temperature.ts';
export { SPECIAL_UNIT_RANGE_K, SPECIAL_UNIT_SLOPE_PER_K } from './selection/balance/unit-curve.ts';
export * from './selection/balance/system-balance.ts';
export * from './selection/balance/balance-curve.ts';
export * from './selection/balance/system-energy.ts';
export * from './selection/balance/room-coverage.ts';
