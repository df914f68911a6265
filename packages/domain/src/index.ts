// The only public entry point of @camara-fria/domain.
export * from './errors.ts';
export * from './product.ts';

// Units and psychrometrics
export * from './units/quantities.ts';
export * from './psychrometrics/moist-air.ts';

// Heat-load engine
export * from './heat-load/types.ts';
export * from './heat-load/calculation-step.ts';
export * from './heat-load/total-load.ts';
export * from './heat-load/transmission-load.ts';
export * from './heat-load/air-change-table.ts';
export * from './heat-load/infiltration-load.ts';
export * from './heat-load/door-air-velocity.ts';
export * from './heat-load/product-load.ts';
export * from './heat-load/internal-load.ts';

// Defaults and suggestions (spec part 1 §4, §9)
export * from './suggestions/room-defaults.ts';
export * from './suggestions/goods-suggestions.ts';
export * from './suggestions/additional-load-suggestions.ts';
export * from './suggestions/insulation-thickness.ts';
export * from './suggestions/insulation-thickness-table.ts';
export * from './suggestions/insulation-suggestions.ts';
export * from './suggestions/door-suggestions.ts';

// Reference data the API seeds its database from
export * from './reference-data/materials.ts';
export * from './reference-data/protection-barriers.ts';
export * from './reference-data/refrigerants.ts';
export * from './reference-data/goods-types.ts';
export * from './reference-data/goods-catalog.ts';
