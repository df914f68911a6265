import type {
  CatalogModelsAnswer,
  CatalogModelsRequest,
  CatalogVersionDto,
  CatalogVersionRef,
  CompressorListAnswer,
  CondenserListAnswer,
  CondensingUnitOptionsDto,
  CondensingUnitSearchAnswer,
  CondensingUnitSearchRequest,
  EvaporatorOptionsDto,
  EvaporatorSearchAnswer,
  EvaporatorSearchRequest,
} from '@camara-fria/contracts';
import {
  listEvaporatorOptions,
  listUnitOptions,
  searchEvaporators,
  searchUnits,
} from '@camara-fria/domain';
import {
  presentCondenser,
  presentEvaporatorHit,
  presentEvaporatorModel,
  presentEvaporatorOptions,
  presentListedSkus,
  presentUnitHit,
  presentUnitModel,
  presentUnitOptions,
  presentVersion,
  presentVersionRef,
} from './catalog.presenter.ts';
import type { Database } from '../../db/client.ts';
import { findCatalogVersion } from './catalog.repository.ts';
import { resolveProductLine, toEvaporatorQuery, toUnitQuery } from './catalog-queries.ts';
import type { CatalogStore, LoadedCatalog } from './catalog-store.ts';

/** The catalogue's lookups and model searches (spec §7), over the active version's index. */

/*
 * The lists a GET answers take the loaded active version (the routes keep each answer per
 * version: catalog.routes.ts); searches and model lists take the store.
 */

export function getActiveVersion(loaded: LoadedCatalog): CatalogVersionDto {
  return presentVersion(loaded);
}

export function getEvaporatorOptions(
  loaded: LoadedCatalog,
  productLine: string | undefined,
): EvaporatorOptionsDto {
  const line = resolveProductLine(loaded, 'EVAPORATOR', productLine);
  return presentEvaporatorOptions(loaded, listEvaporatorOptions(loaded.catalog, line));
}

export function getCondensingUnitOptions(
  loaded: LoadedCatalog,
  productLine: string | undefined,
): CondensingUnitOptionsDto {
  const line = resolveProductLine(loaded, 'CONDENSING_UNIT', productLine);
  return presentUnitOptions(loaded, listUnitOptions(loaded.catalog, 'CONDENSING_UNIT', line));
}

export async function findEvaporatorModels(
  store: CatalogStore,
  body: EvaporatorSearchRequest,
): Promise<EvaporatorSearchAnswer> {
  const loaded = await store.getActive();
  const hits = searchEvaporators(loaded.index, toEvaporatorQuery(loaded, body));
  return {
    catalogVersion: presentVersionRef(loaded.version),
    items: hits.map((hit) =>
      presentEvaporatorHit(loaded, hit, body.count, body.roomTemperature ?? null),
    ),
  };
}

export async function findCondensingUnitModels(
  store: CatalogStore,
  body: CondensingUnitSearchRequest,
): Promise<CondensingUnitSearchAnswer> {
  const loaded = await store.getActive();
  const hits = searchUnits(loaded.index, toUnitQuery(loaded, body));
  return {
    catalogVersion: presentVersionRef(loaded.version),
    items: hits.map((hit) => presentUnitHit(loaded, hit, body.count)),
  };
}

/** POST /v1/catalog: the models of a line (or of every line), in catalogue order. */
export async function listCatalogModels(
  store: CatalogStore,
  body: CatalogModelsRequest,
): Promise<CatalogModelsAnswer> {
  const loaded = await store.getActive();
  const { catalog } = loaded;
  const catalogVersion = presentVersionRef(loaded.version);
  if (body.evaporator) {
    const line = resolveProductLine(loaded, 'EVAPORATOR', body.evaporator.productLine);
    const models = catalog.evaporators.filter((model) => line === null || model.lineCode === line);
    return { catalogVersion, items: models.map((model) => presentEvaporatorModel(loaded, model)) };
  }
  const line = resolveProductLine(loaded, 'CONDENSING_UNIT', body.condensingUnit?.productLine);
  const models = catalog.condensingUnits.filter(
    (model) => line === null || model.lineCode === line,
  );
  return { catalogVersion, items: models.map((model) => presentUnitModel(loaded, model)) };
}

export function listCompressors(loaded: LoadedCatalog): CompressorListAnswer {
  return {
    catalogVersion: presentVersionRef(loaded.version),
    items: loaded.catalog.compressorUnits.map((model) => ({
      ...presentUnitModel(loaded, model),
      skus: presentListedSkus(loaded.unitSkus, loaded.catalog.compressorUnitSkus, model.code),
    })),
  };
}

export function listCondensers(loaded: LoadedCatalog): CondenserListAnswer {
  return {
    catalogVersion: presentVersionRef(loaded.version),
    items: loaded.catalog.remoteCondensers.map((model) => presentCondenser(loaded, model)),
  };
}

/*
 * What other modules use of the catalogue (modules talk through services): the store and its
 * loaded versions, the wire shapes of a version, a power supply and a line image.
 */
export type { CatalogStore, LoadedCatalog } from './catalog-store.ts';
export { presentPowerSupply, presentVersionRef } from './catalog.presenter.ts';
export { describeRoomOutsideApplication } from './catalog-application.ts';
export { lineImageKey } from './catalog-images.ts';

/** The reference of a stored version, active or not (undefined when there is none). */
export async function readCatalogVersionRef(
  db: Database,
  id: number,
): Promise<CatalogVersionRef | undefined> {
  const version = await findCatalogVersion(db, id);
  return version ? presentVersionRef(version) : undefined;
}
