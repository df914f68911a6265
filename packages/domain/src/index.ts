// The only public entry point of @camara-fria/domain.
export * from './errors.ts';
export * from './product.ts';
