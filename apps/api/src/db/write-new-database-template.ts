// Run by the API build (scripts/build.mjs) after compiling: writes dist/new-database.tar.gz, a
// migrated and seeded embedded database with no user, session or key in it, from which a new
// DATA_DIR starts (src/server.ts) instead of PGlite's initdb (~4.6 s of the first start).
import fs from 'node:fs';
import { seedDatabase } from '../seed-database.ts';
import { dumpMigratedTemplate } from './client.ts';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: write-new-database-template FILE');
const dump = await dumpMigratedTemplate(seedDatabase, 'gzip');
fs.writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
fs.renameSync(`${file}.partial`, file);
