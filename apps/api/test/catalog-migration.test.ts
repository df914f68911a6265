import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { generateDemoCatalog, type EquipmentCatalog } from '@camara-fria/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS, type Database } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { checkCatalogFile } from '../src/modules/catalog/catalog-import.ts';
import { loadCatalogVersion } from '../src/modules/catalog/catalog-store.ts';
import { storeCatalogVersion } from '../src/modules/catalog/catalog-writer.ts';
import { storeLegacyCatalogVersion } from './support/legacy-catalog-rows.ts';
import { queryRows } from './support/query-rows.ts';

/**
 * Migration 0007 on a database in the old form (one table per catalogue array): every stored
 * version, the demonstration catalogue and an import, becomes one document that reads back the
 * same catalogue with the same API ids and line images.
 */

const OLD_FORM_MIGRATIONS = 7;
const jsonFile = path.resolve(import.meta.dirname, 'fixtures', 'catalog', 'example-catalog.json');

let client: PGlite;
let db: Database;
let scratch: string;

/** The migrations folder as it was before 0007 (the journal's first seven entries). */
function oldMigrationsFolder(): string {
  const folder = path.join(scratch, 'drizzle');
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, OLD_FORM_MIGRATIONS);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-catalog-migration-'));
  client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  db = drizzle({ client, schema });
  await migrate(drizzle({ client }), { migrationsFolder: oldMigrationsFolder() });
});
afterAll(async () => {
  await client.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const idsOf = async (table: string, versionId: number) =>
  (
    await queryRows<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(table)} where catalog_version_id = ${versionId} order by id`,
    )
  ).map((row) => row.id);

describe('migration 0007: catalogue rows become one document per version', () => {
  it('keeps the demonstration catalogue and an import whole, with their ids and images', async () => {
    const demo = generateDemoCatalog(1);
    const checked = checkCatalogFile(jsonFile);
    if (checked.status !== 'valid') throw new Error('the example catalogue should be valid');
    const imported: EquipmentCatalog = checked.assembled.catalog;
    const demoId = await storeLegacyCatalogVersion(
      db,
      demo,
      { source: 'DEMONSTRATION', fileName: null, isActive: false },
      (code) => `/assets/images/demo/${code}.jpg`,
    );
    const importId = await storeLegacyCatalogVersion(
      db,
      imported,
      { source: 'IMPORT', fileName: 'example-catalog.json', isActive: true },
      (code) => (code === 'CX' ? '/assets/images/condensadores/cx-exemplo.jpg' : null),
    );
    const oldIds = {
      demoEvaporatorSkus: await idsOf('catalog_evaporator_skus', demoId),
      importUnits: await idsOf('catalog_unit_models', importId),
      importCondenserSkus: await idsOf('catalog_remote_condenser_skus', importId),
    };

    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });

    const loadedDemo = await loadCatalogVersion(db, demoId);
    // A version-1 demonstration document is read as built from the curves as rated (AHRI 540
    // return gas, docs/decisions/062): its tables say so; nothing else changes.
    const onAhriBasis = (units: EquipmentCatalog['condensingUnits']) =>
      units.map((unit) => ({
        ...unit,
        capacityTables: unit.capacityTables.map((table) => ({
          ...table,
          ratingBasis: 'AHRI540_RETURN_GAS_18_3C' as const,
        })),
      }));
    expect(loadedDemo.catalog).toEqual({
      ...demo,
      condensingUnits: onAhriBasis(demo.condensingUnits),
      compressorUnits: onAhriBasis(demo.compressorUnits),
    });
    expect(loadedDemo.version).toMatchObject({ source: 'DEMONSTRATION', isActive: false });
    expect([...loadedDemo.evaporatorSkus.idOf.values()]).toEqual(oldIds.demoEvaporatorSkus);
    expect(loadedDemo.lineImages.get('EVAPORATOR|FM')).toBe('/assets/images/demo/FM.jpg');
    // Refrigerants keep the order they were written in (a json column, not jsonb).
    expect(
      loadedDemo.catalog.evaporators.map((model) => Object.keys(model.capacity.refrigerantFactors)),
    ).toEqual(demo.evaporators.map((model) => Object.keys(model.capacity.refrigerantFactors)));

    const loadedImport = await loadCatalogVersion(db, importId);
    expect(loadedImport.catalog).toEqual(imported);
    expect(loadedImport.version).toMatchObject({
      source: 'IMPORT',
      isActive: true,
      fileName: 'example-catalog.json',
    });
    expect([...loadedImport.units.idOf.values()]).toEqual(oldIds.importUnits);
    expect([...loadedImport.condenserSkus.idOf.values()]).toEqual(oldIds.importCondenserSkus);
    expect(loadedImport.lineImages.get('REMOTE_CONDENSER|CX')).toBe(
      '/assets/images/condensadores/cx-exemplo.jpg',
    );

    const tables = await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_name like 'catalog%' order by 1`,
    );
    expect(tables).toEqual([{ name: 'catalog_versions' }]);

    // New versions number their items after every id the old tables gave.
    const newId = await storeCatalogVersion(db, imported, { source: 'IMPORT', fileName: null });
    const newIds = [...(await loadCatalogVersion(db, newId)).evaporators.idOf.values()];
    const oldMax = Math.max(...oldIds.demoEvaporatorSkus, ...oldIds.importCondenserSkus);
    expect(Math.min(...newIds)).toBeGreaterThan(oldMax);
  });
});
