import path from 'node:path';

/**
 * The folder of the API workspace (apps/api), where its files that are not code live: the
 * migrations (drizzle/), the municipalities (data-sources/), and beside it the web build
 * (../web/dist). This module sits one folder below it both as source (src/api-root.ts, run by
 * tsx) and inside the compiled bundle (dist/server.js, `npm start`), so one relative step finds it
 * in both (docs/decisions/042-compiled-production-start.md).
 */
export const API_ROOT = path.resolve(import.meta.dirname, '..');
