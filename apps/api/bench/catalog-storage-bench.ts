// Catalogue storage at 10 000+ SKUs: the demonstration catalogue scaled as the domain's selection
// bench scales it (evaporators × 4, condensing units × 12: 24 000 SKUs), written as a new version
// and loaded back into the cached index the way the API does at its first catalogue request.
//   node --expose-gc --import tsx apps/api/bench/catalog-storage-bench.ts [OTHER_API_ROOT...]
// Each OTHER_API_ROOT (another checkout's apps/api, e.g. an older commit) is measured after this
// one in the same run, through the same three functions (openDatabase, storeCatalogVersion,
// loadCatalogVersion), so two storage designs can be compared side by side.
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { EquipmentCatalogSchema } from '@camara-fria/contracts';
import {
  buildSelectionIndex,
  generateDemoCatalog,
  type EquipmentCatalog,
  type UnitModel,
} from '@camara-fria/domain';
import { sql } from 'drizzle-orm';

const EVAPORATOR_COPIES = 4;
const UNIT_COPIES = 12;
const WRITES = 3;
const LOADS = 5;

/** Copies every model `copies` times with a new code and capacities scaled by 1 + 1.3 % · copy. */
function scaleCatalog(catalog: EquipmentCatalog): EquipmentCatalog {
  const range = (copies: number) => Array.from({ length: copies }, (_, copy) => copy);
  const suffix = (code: string, copy: number) => (copy === 0 ? code : `${code}~${copy}`);
  const scaleUnit = (unit: UnitModel, copy: number): UnitModel => ({
    ...unit,
    code: suffix(unit.code, copy),
    capacityTables: unit.capacityTables.map((table) => ({
      ...table,
      capacityKcalh: table.capacityKcalh.map((row) =>
        row.map((value) => value * (1 + 0.013 * copy)),
      ),
    })),
  });
  return {
    ...catalog,
    catalogVersion: `${catalog.catalogVersion}-bench`,
    isDemonstration: false,
    evaporators: range(EVAPORATOR_COPIES).flatMap((copy) =>
      catalog.evaporators.map((model) => ({
        ...model,
        code: suffix(model.code, copy),
        isDemonstration: false,
      })),
    ),
    evaporatorSkus: range(EVAPORATOR_COPIES).flatMap((copy) =>
      catalog.evaporatorSkus.map((sku) => ({
        ...sku,
        sku: suffix(sku.sku, copy),
        modelCode: suffix(sku.modelCode, copy),
      })),
    ),
    condensingUnits: range(UNIT_COPIES).flatMap((copy) =>
      catalog.condensingUnits.map((unit) => ({ ...scaleUnit(unit, copy), isDemonstration: false })),
    ),
    condensingUnitSkus: range(UNIT_COPIES).flatMap((copy) =>
      catalog.condensingUnitSkus.map((sku) => ({
        ...sku,
        sku: suffix(sku.sku, copy),
        modelCode: suffix(sku.modelCode, copy),
      })),
    ),
    lines: catalog.lines.map((line) => ({ ...line, isDemonstration: false })),
    compressorUnits: catalog.compressorUnits.map((unit) => ({ ...unit, isDemonstration: false })),
    remoteCondensers: catalog.remoteCondensers.map((model) => ({
      ...model,
      isDemonstration: false,
    })),
  };
}

type Database = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };
type ApiModules = {
  openDatabase: (target: {
    kind: 'pglite';
  }) => Promise<{ db: Database; close: () => Promise<void> }>;
  storeCatalogVersion: (
    db: Database,
    catalog: EquipmentCatalog,
    origin: { source: 'IMPORT'; fileName: string },
  ) => Promise<number>;
  loadCatalogVersion: (db: Database, id: number) => Promise<{ catalog: EquipmentCatalog }>;
};

async function importApi(root: string): Promise<ApiModules> {
  const from = (file: string) => import(path.join(root, 'src', file)) as Promise<unknown>;
  const client = (await from('db/client.ts')) as Pick<ApiModules, 'openDatabase'>;
  const writer = (await from('modules/catalog/catalog-writer.ts')) as Pick<
    ApiModules,
    'storeCatalogVersion'
  >;
  const store = (await from('modules/catalog/catalog-store.ts')) as Pick<
    ApiModules,
    'loadCatalogVersion'
  >;
  return { ...client, ...writer, ...store };
}

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Bytes of every catalogue relation (tables, TOAST, indexes). */
async function catalogBytes(db: Database): Promise<number> {
  const [row] = await rows<{ bytes: string }>(
    db,
    sql`select coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint::text as bytes
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relname like 'catalog\_%'`,
  );
  return Number(row?.bytes ?? 0);
}

const collect = () => (globalThis as { gc?: () => void }).gc?.();

async function measure(root: string, catalog: EquipmentCatalog): Promise<void> {
  const api = await importApi(root);
  const openStart = performance.now();
  const handle = await api.openDatabase({ kind: 'pglite' });
  const openMs = performance.now() - openStart;
  const { db } = handle;
  const before = await catalogBytes(db);
  const writes: number[] = [];
  let id = 0;
  for (let write = 0; write < WRITES; write += 1) {
    const start = performance.now();
    id = await api.storeCatalogVersion(db, catalog, { source: 'IMPORT', fileName: 'bench.json' });
    writes.push(performance.now() - start);
  }
  await db.execute(sql`checkpoint`);
  const perVersion = ((await catalogBytes(db)) - before) / WRITES;
  const loads: number[] = [];
  let loaded = await api.loadCatalogVersion(db, id);
  for (let load = 0; load < LOADS; load += 1) {
    const start = performance.now();
    loaded = await api.loadCatalogVersion(db, id);
    loads.push(performance.now() - start);
  }
  if (!isDeepStrictEqual(loaded.catalog, catalog))
    throw new Error('the catalogue read back differs from the one written');
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const kept: unknown[] = [await api.loadCatalogVersion(db, id)];
  collect();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  kept.length = 0;
  await handle.close();
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(`${path.relative(process.cwd(), root) || '.'}`);
  console.log(
    `  open (migrate, seed reference data and demo)  ${openMs.toFixed(0).padStart(7)} ms`,
  );
  console.log(
    `  write a version (median of ${WRITES})               ${median(writes).toFixed(0).padStart(7)} ms`,
  );
  console.log(
    `  load the version into the index (median of ${LOADS}) ${median(loads).toFixed(0).padStart(7)} ms`,
  );
  console.log(`  database, per version stored                   ${mb(perVersion).padStart(10)}`);
  console.log(
    `  heap held by one loaded version               ${globalThis.gc ? `${heapMb.toFixed(1).padStart(7)} MB` : ' (run with --expose-gc)'}`,
  );
}

const catalog = scaleCatalog(generateDemoCatalog(1));
const skus =
  catalog.evaporatorSkus.length +
  catalog.condensingUnitSkus.length +
  catalog.compressorUnitSkus.length +
  catalog.remoteCondenserSkus.length;
console.log(
  `catalogue storage bench: ${skus} SKUs, ${catalog.evaporators.length + catalog.condensingUnits.length + catalog.compressorUnits.length + catalog.remoteCondensers.length} models, ${(JSON.stringify(catalog).length / 1e6).toFixed(1)} MB as JSON; PGlite in memory`,
);
/** Where a load's time goes: JSON text to objects, the schema's validation, the index. */
function breakDownLoad(): void {
  const text = JSON.stringify(catalog);
  const time = (run: () => unknown) => {
    const samples = Array.from({ length: LOADS }, () => {
      const start = performance.now();
      run();
      return performance.now() - start;
    });
    return median(samples).toFixed(0).padStart(7);
  };
  const parsed: unknown = JSON.parse(text);
  console.log(
    `  of a load: JSON.parse ${time(() => JSON.parse(text))} ms, EquipmentCatalogSchema ${time(() => EquipmentCatalogSchema.parse(parsed))} ms, buildSelectionIndex ${time(() => buildSelectionIndex(catalog))} ms`,
  );
}

const roots = [
  path.resolve(import.meta.dirname, '..'),
  ...process.argv.slice(2).map((root) => path.resolve(root)),
];
for (const root of roots) await measure(root, catalog);
breakDownLoad();
