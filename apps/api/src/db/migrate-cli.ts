import path from 'node:path';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

// `npm run db:migrate`: applies pending migrations to the configured database and exits.
const config = loadConfig();
// The embedded database's folder lock is taken as for the server: never while one runs.
const handle = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
