import path from 'node:path';
import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { seedDatabase } from '../../seed-database.ts';
import { formatProblem } from './catalog-import-file.ts';
import { checkCatalogFile } from './catalog-import.ts';
import { storeCatalogVersion } from './catalog-writer.ts';

// `npm run catalog:import -- FILE [--check]`: validates FILE (CSV or JSON, the schema of
// docs/domain/selection.md "Import file") and stores it as the new active catalogue version of
// the configured database (DATABASE_URL, else DATA_DIR's PGlite). Any rejected row: every
// problem is listed, nothing is written, exit code 1. `--check` validates only.

const args = process.argv.slice(2);
const isCheckOnly = args.includes('--check');
const [file] = args.filter((arg) => arg !== '--check');
if (!file || args.some((arg) => arg.startsWith('--') && arg !== '--check')) {
  console.error('Uso: npm run catalog:import -- ARQUIVO.csv|ARQUIVO.json [--check]');
  process.exit(2);
}

const checked = checkCatalogFile(path.resolve(file));
if (checked.status === 'rejected') {
  console.error(`Catálogo recusado: ${checked.problems.length} problema(s); nada foi gravado.`);
  for (const problem of checked.problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
const { catalog, imagePaths } = checked.assembled;
const summary =
  `${catalog.lines.length} linhas, ${catalog.evaporators.length} evaporadores ` +
  `(${catalog.evaporatorSkus.length} SKUs), ${catalog.condensingUnits.length} unidades condensadoras ` +
  `(${catalog.condensingUnitSkus.length} SKUs), ${catalog.compressorUnits.length} unidades de compressão, ` +
  `${catalog.remoteCondensers.length} condensadores remotos`;
if (isCheckOnly) {
  console.log(`Arquivo válido: "${catalog.label}" (${catalog.catalogVersion}), ${summary}.`);
  process.exit(0);
}

const config = loadConfig();
// The embedded database's folder lock is taken as for the server: never while one runs.
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  // Seeded under the migrations' lock, as the server does (a server may start meanwhile).
  { prepare: seedDatabase },
).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  const versionId = await storeCatalogVersion(database.db, catalog, {
    source: 'IMPORT',
    fileName: path.basename(file),
    imagePaths,
  });
  console.log(
    `Catálogo importado e ativo: versão ${versionId} "${catalog.label}" (${catalog.catalogVersion}), ${summary}.`,
  );
} finally {
  await database.close();
}
