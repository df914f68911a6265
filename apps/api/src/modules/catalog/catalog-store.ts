import {
  buildSelectionIndex,
  type EquipmentCatalog,
  type EvaporatorModel,
  type EvaporatorSku,
  type RemoteCondenserModel,
  type RemoteCondenserSku,
  type SelectionIndex,
  type UnitModel,
  type UnitSku,
} from '@camara-fria/domain';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { lineImageKey } from './catalog-images.ts';
import { toEquipmentCatalog, type CatalogSelectRows } from './catalog-rows.ts';
import {
  findActiveCatalogVersionId,
  findCatalogRows,
  findCatalogVersion,
  type CatalogVersionRow,
} from './catalog.repository.ts';

/** Rows of one kind by their API id and by code (models) or SKU. */
export type IdLookup<T> = {
  readonly idOf: ReadonlyMap<string, number>;
  readonly byId: ReadonlyMap<number, T>;
};

/** A catalogue version ready for selection: the domain catalogue, its index, ids and images. */
export type LoadedCatalog = {
  readonly version: CatalogVersionRow;
  readonly catalog: EquipmentCatalog;
  readonly index: SelectionIndex;
  readonly evaporators: IdLookup<EvaporatorModel>;
  readonly units: IdLookup<UnitModel>;
  readonly condensers: IdLookup<RemoteCondenserModel>;
  readonly evaporatorSkus: IdLookup<EvaporatorSku> & { bySku: ReadonlyMap<string, EvaporatorSku> };
  readonly unitSkus: IdLookup<UnitSku> & { bySku: ReadonlyMap<string, UnitSku> };
  readonly condenserSkus: IdLookup<RemoteCondenserSku>;
  /** Image path by `kind|code` of the line. */
  readonly lineImages: ReadonlyMap<string, string | null>;
};

function lookup<T>(
  rows: readonly { id: number }[],
  items: readonly T[],
  keyOf: (item: T) => string,
): IdLookup<T> {
  const idOf = new Map<string, number>();
  const byId = new Map<number, T>();
  items.forEach((item, position) => {
    const id = rows[position]?.id;
    if (id === undefined) throw new Error('catalogue rows and items differ');
    idOf.set(keyOf(item), id);
    byId.set(id, item);
  });
  return { idOf, byId };
}

function bySku<T extends { sku: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.sku, item]));
}

/** Builds the loaded catalogue of a version from its rows (the rows' order is the items'). */
export function prepareCatalog(version: CatalogVersionRow, rows: CatalogSelectRows): LoadedCatalog {
  const catalog = toEquipmentCatalog(version, rows);
  const units = [...catalog.condensingUnits, ...catalog.compressorUnits];
  const unitRows = [
    ...rows.units.filter((row) => row.kind === 'CONDENSING_UNIT'),
    ...rows.units.filter((row) => row.kind === 'COMPRESSOR_UNIT'),
  ];
  const unitSkus = [...catalog.condensingUnitSkus, ...catalog.compressorUnitSkus];
  const unitSkuRows = new Map(rows.unitSkus.map((row) => [row.sku, row]));
  const unitSkuIds = unitSkus.map((sku) => ({ id: unitSkuRows.get(sku.sku)?.id ?? -1 }));
  return {
    version,
    catalog,
    index: buildSelectionIndex(catalog),
    evaporators: lookup(rows.evaporators, catalog.evaporators, (model) => model.code),
    units: lookup(unitRows, units, (model) => model.code),
    condensers: lookup(rows.condensers, catalog.remoteCondensers, (model) => model.code),
    evaporatorSkus: {
      ...lookup(rows.evaporatorSkus, catalog.evaporatorSkus, (sku) => sku.sku),
      bySku: bySku(catalog.evaporatorSkus),
    },
    unitSkus: { ...lookup(unitSkuIds, unitSkus, (sku) => sku.sku), bySku: bySku(unitSkus) },
    condenserSkus: lookup(rows.condenserSkus, catalog.remoteCondenserSkus, (sku) => sku.sku),
    lineImages: new Map(rows.lines.map((row) => [lineImageKey(row.kind, row.code), row.imagePath])),
  };
}

/** Reads a version's rows and prepares it. */
export async function loadCatalogVersion(db: Database, id: number): Promise<LoadedCatalog> {
  const version = await findCatalogVersion(db, id);
  if (!version) throw notFound('Versão do catálogo não encontrada.');
  return prepareCatalog(version, await findCatalogRows(db, id));
}

export type CatalogStore = {
  /** The active version, loaded and indexed once per version id. */
  getActive: () => Promise<LoadedCatalog>;
};

/**
 * The selection index of the active catalogue, built once per version: each call asks the
 * database which version is active (one indexed row) and rebuilds only when that id changed, so
 * an import by the CLI (another process) is picked up by the next request.
 */
export function createCatalogStore(db: Database): CatalogStore {
  let cached: { id: number; loading: Promise<LoadedCatalog> } | null = null;
  return {
    async getActive() {
      const id = await findActiveCatalogVersionId(db);
      if (id === undefined) throw notFound('Nenhum catálogo de equipamentos ativo.');
      if (cached?.id !== id) {
        const loading = loadCatalogVersion(db, id);
        cached = { id, loading };
        loading.catch(() => {
          if (cached?.loading === loading) cached = null;
        });
      }
      return cached.loading;
    },
  };
}
