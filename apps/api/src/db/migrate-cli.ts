import path from 'node:path';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from './client.ts';

// `npm run db:migrate`: applies pending migrations to the configured database and exits.
const config = loadConfig();
const handle = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
