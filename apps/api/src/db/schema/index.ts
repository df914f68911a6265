export * from './users.ts';
export * from './reference-data.ts';
