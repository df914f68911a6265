// The only public entry point of @camara-fria/contracts.
export { z } from './zod.ts';
export * from './errors.ts';
export * from './auth.schema.ts';
export * from './health.schema.ts';
export * from './reference-data.schema.ts';
export * from './brazil.ts';
export * from './project.schema.ts';
export * from './room.schema.ts';
