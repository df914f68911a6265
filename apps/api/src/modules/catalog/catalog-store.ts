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
import { readCatalogVersionDocument, type CatalogVersionDocument } from './catalog-document.ts';
import {
  findActiveCatalogVersionId,
  findCatalogDocument,
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
  ids: readonly number[],
  items: readonly T[],
  keyOf: (item: T) => string,
): IdLookup<T> {
  const idOf = new Map<string, number>();
  const byId = new Map<number, T>();
  items.forEach((item, position) => {
    const id = ids[position];
    if (id === undefined) throw new Error('catalogue ids and items differ');
    idOf.set(keyOf(item), id);
    byId.set(id, item);
  });
  return { idOf, byId };
}

function bySku<T extends { sku: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.sku, item]));
}

/** Builds the loaded catalogue of a version from its document (ids parallel to the items). */
export function prepareCatalog(
  version: CatalogVersionRow,
  document: CatalogVersionDocument,
): LoadedCatalog {
  const { catalog, ids } = document;
  const units = [...catalog.condensingUnits, ...catalog.compressorUnits];
  const unitSkus = [...catalog.condensingUnitSkus, ...catalog.compressorUnitSkus];
  const code = (model: { code: string }) => model.code;
  const skuOf = (item: { sku: string }) => item.sku;
  return {
    version,
    catalog,
    index: buildSelectionIndex(catalog),
    evaporators: lookup(ids.evaporators, catalog.evaporators, code),
    units: lookup([...ids.condensingUnits, ...ids.compressorUnits], units, code),
    condensers: lookup(ids.remoteCondensers, catalog.remoteCondensers, code),
    evaporatorSkus: {
      ...lookup(ids.evaporatorSkus, catalog.evaporatorSkus, skuOf),
      bySku: bySku(catalog.evaporatorSkus),
    },
    unitSkus: {
      ...lookup([...ids.condensingUnitSkus, ...ids.compressorUnitSkus], unitSkus, skuOf),
      bySku: bySku(unitSkus),
    },
    condenserSkus: lookup(ids.remoteCondenserSkus, catalog.remoteCondenserSkus, skuOf),
    lineImages: new Map(
      catalog.lines.map((line, position) => [
        lineImageKey(line.kind, line.code),
        document.lineImagePaths[position] ?? null,
      ]),
    ),
  };
}

/** Reads a version's document, validates it and prepares it. */
export async function loadCatalogVersion(db: Database, id: number): Promise<LoadedCatalog> {
  const version = await findCatalogVersion(db, id);
  if (!version) throw notFound('Versão do catálogo não encontrada.');
  return prepareCatalog(
    version,
    readCatalogVersionDocument(await findCatalogDocument(db, id), `versão ${id}`),
  );
}

export type CatalogStore = {
  /** The active version, loaded and indexed once per version id. */
  getActive: () => Promise<LoadedCatalog>;
  /**
   * A version by id, active or not (a saved operating system keeps the version its selections
   * came from): the active one as `getActive` has it, the others kept loaded, the few most
   * recently used ({@link KEPT_VERSIONS}).
   */
  getVersion: (id: number) => Promise<LoadedCatalog>;
};

/** Inactive versions kept loaded by the store. */
export const KEPT_VERSIONS = 4;

/**
 * The selection index of the active catalogue, built once per version: each call asks the
 * database which version is active (one indexed row) and rebuilds only when that id changed, so
 * an import by the CLI (another process) is picked up by the next request.
 */
export function createCatalogStore(db: Database): CatalogStore {
  let cached: { id: number; loading: Promise<LoadedCatalog> } | null = null;
  const others = new Map<number, Promise<LoadedCatalog>>();
  const keep = (id: number, loading: Promise<LoadedCatalog>) => {
    others.delete(id);
    others.set(id, loading);
    loading.catch(() => {
      if (others.get(id) === loading) others.delete(id);
    });
    for (const oldest of others.keys()) {
      if (others.size <= KEPT_VERSIONS) break;
      others.delete(oldest);
    }
    return loading;
  };
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
    async getVersion(id) {
      if (cached?.id === id) return cached.loading;
      return keep(id, others.get(id) ?? loadCatalogVersion(db, id));
    },
  };
}
