// The only public entry point of @camara-fria/contracts.
export { z } from './zod.ts';
export * from './errors.ts';
export * from './auth.schema.ts';
export * from './health.schema.ts';
export * from './reference-data.schema.ts';
export * from './brazil.ts';
export * from './project.schema.ts';
export * from './room.schema.ts';
export * from './heat-load-summary.ts';
export * from './catalog.schema.ts';
export * from './catalog-search.schema.ts';
export * from './catalog-selection.schema.ts';
export * from './catalog-import.schema.ts';
export * from './operating-system.schema.ts';
export * from './proposal.schema.ts';
export * from './proposal-delivery.schema.ts';
export { EquipmentCatalogSchema } from './catalog-document.schema.ts';
export * from './primitives.ts';
