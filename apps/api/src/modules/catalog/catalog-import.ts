import path from 'node:path';
import type { EquipmentCatalog } from '@camara-fria/domain';
import type { Database } from '../../db/client.ts';
import { assembleCatalog, type AssembledCatalog } from './catalog-import-assembly.ts';
import { readCatalogFile, type ImportProblem } from './catalog-import-file.ts';
import { storeCatalogVersion } from './catalog-writer.ts';

/**
 * `npm run catalog:import -- FILE`: a CSV or JSON file in the one import schema becomes a new,
 * active catalogue version, all or nothing (docs/domain/selection.md "Import file").
 */

export type CheckedImport =
  | { status: 'valid'; assembled: AssembledCatalog }
  | { status: 'rejected'; problems: ImportProblem[] };

export type ImportReport =
  | { status: 'imported'; versionId: number; catalog: EquipmentCatalog }
  | { status: 'rejected'; problems: ImportProblem[] };

const byLocation = (a: ImportProblem, b: ImportProblem) =>
  (a.location?.number ?? 0) - (b.location?.number ?? 0);

/**
 * Reads and checks a file without touching the database: each record against the contracts'
 * schema, then the records together (references, tables, the domain's checks). Every problem is
 * reported, in file order.
 */
export function checkCatalogFile(file: string): CheckedImport {
  const read = readCatalogFile(file);
  if (read.problems.some((problem) => problem.location === null)) {
    return { status: 'rejected', problems: read.problems };
  }
  const assembled = assembleCatalog(read.records, read.rejected);
  const problems = [...read.problems, ...assembled.problems].sort(byLocation);
  if (problems.length > 0 || !assembled.catalog) return { status: 'rejected', problems };
  return { status: 'valid', assembled: assembled.catalog };
}

/** Checks a file and, when sound, stores it as the new active version in one transaction. */
export async function importCatalogFile(db: Database, file: string): Promise<ImportReport> {
  const checked = checkCatalogFile(file);
  if (checked.status === 'rejected') return checked;
  const { catalog, imagePaths } = checked.assembled;
  const versionId = await storeCatalogVersion(db, catalog, {
    source: 'IMPORT',
    fileName: path.basename(file),
    imagePaths,
  });
  return { status: 'imported', versionId, catalog };
}
