export * from './users.ts';
export * from './reference-data.ts';
export * from './projects.ts';
export * from './rooms.ts';
export * from './catalog.ts';
export * from './oidc.ts';
export * from './sign-in-failures.ts';
export * from './operating-systems.ts';
