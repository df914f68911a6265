import {
  AREA_BASES,
  deriveSurfaceSize,
  hasSurfaceSize,
  type AreaBasis,
  type SizedHeatTransfer,
  type SizedSurface,
  type SurfaceKey,
} from '@camara-fria/domain';
import {
  defineDocumentVersions,
  upgradeDocument,
  type DocumentUpgrade,
  type JsonObject,
} from '../../lib/versioned-document.ts';
import type { RoomDocument } from './rooms.heat-load.ts';

/**
 * How a room's inputs are stored (the `rooms.data` JSON document) and how older stored documents
 * are brought up to date. Every document this code writes carries `schemaVersion`; a document
 * without one is version 1 (as stored before versions existed). Documents are upgraded when read,
 * by named migrations applied in order; a save writes the current version
 * (docs/decisions/021-room-documents-heat-load-record-and-builders.md). The versions and the
 * upgrade are the shared ones of every stored document (lib/versioned-document.ts, decision 049).
 */

/** One step of the document's history: takes a document of version `from` to `from + 1`. */
export type RoomDocumentMigration = DocumentUpgrade;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * 1 → 2: the nullable fields are always present. Version 1 left `typedTotalKcalh` out when the
 * client did not send it, and a goods item may lack `respirationHeatLoad`; both become null.
 */
function spellOutNullableFields(document: JsonObject): JsonObject {
  const goods = Array.isArray(document.goods)
    ? document.goods.map((item: unknown) =>
        isObject(item) ? { ...item, respirationHeatLoad: item.respirationHeatLoad ?? null } : item,
      )
    : document.goods;
  return { ...document, typedTotalKcalh: document.typedTotalKcalh ?? null, goods };
}

/** A surface with its custom k and its extra layers spelled out (kept when present). */
function spellOutSurface(surface: unknown): unknown {
  if (!isObject(surface)) return surface;
  return {
    ...surface,
    conductivity: surface.conductivity ?? null,
    additionalLayers: surface.additionalLayers ?? [],
  };
}

/**
 * 2 → 3: a surface's layers (ADR 024). Every surface gets `conductivity` (null: the material's
 * own k) and `additionalLayers` ([]), so a stored room reads exactly as before: one layer of
 * its material, the same U.
 */
function spellOutSurfaceLayers(document: JsonObject): JsonObject {
  const section = document.heatTransfer;
  if (!isObject(section)) return document;
  const heatTransfer = {
    ...section,
    ceiling: spellOutSurface(section.ceiling),
    floor: spellOutSurface(section.floor),
    walls: Array.isArray(section.walls) ? section.walls.map(spellOutSurface) : section.walls,
  };
  return { ...document, heatTransfer };
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * 3 → 4: each surface says whether its size was typed by hand (`isSizeManual`,
 * docs/decisions/025-derived-surface-sizes.md). Versions 2 and 3 did not record it, so it is inferred:
 * a surface whose stored size is the one the stored dimensions give (within
 * SURFACE_SIZE_TOLERANCE_M) follows the room; any other was set by hand and is kept as manual,
 * so that no size stored before is ever overwritten by a later save. A document whose
 * dimensions or sizes are not numbers is left for the schema to refuse.
 */
function inferManualSurfaceSizes(document: JsonObject): JsonObject {
  const { length, width, height, heatTransfer } = document;
  if (
    !isObject(heatTransfer) ||
    !isFiniteNumber(length) ||
    !isFiniteNumber(width) ||
    !isFiniteNumber(height)
  ) {
    return document;
  }
  const room = { length, width, height };
  const infer = (surface: unknown, key: SurfaceKey): unknown => {
    if (!isObject(surface) || typeof surface.isSizeManual === 'boolean') return surface;
    if (!isFiniteNumber(surface.width) || !isFiniteNumber(surface.length)) return surface;
    const size = { width: surface.width, length: surface.length };
    return { ...surface, isSizeManual: !hasSurfaceSize(size, deriveSurfaceSize(room, key)) };
  };
  const walls = Array.isArray(heatTransfer.walls)
    ? heatTransfer.walls.map((wall: unknown, index) =>
        index < 4 ? infer(wall, `walls.${index}` as SurfaceKey) : wall,
      )
    : heatTransfer.walls;
  return {
    ...document,
    heatTransfer: {
      ...heatTransfer,
      ceiling: infer(heatTransfer.ceiling, 'ceiling'),
      floor: infer(heatTransfer.floor, 'floor'),
      walls,
    },
  };
}

/**
 * 4 → 5: the evaporator-fan load records where it came from (`additionalLoad.evaporator.source`,
 * docs/decisions/056). Every stored load was typed or suggested: null.
 */
function spellOutEvaporatorFanSource(document: JsonObject): JsonObject {
  const section = document.additionalLoad;
  if (!isObject(section) || !isObject(section.evaporator)) return document;
  const evaporator = { ...section.evaporator, source: section.evaporator.source ?? null };
  return { ...document, additionalLoad: { ...section, evaporator } };
}

/**
 * 5 → 6: the room says the basis its derived surfaces are sized on (`areaBasis`,
 * docs/decisions/057-surfaces-as-sent-and-outside-areas.md). Every room stored before was sized
 * from its inside dimensions: INSIDE, so no stored room's surfaces, hence none of its numbers,
 * move on a later save until its user chooses the outside basis.
 */
function keepInsideDimensionAreas(document: JsonObject): JsonObject {
  return { ...document, areaBasis: document.areaBasis ?? 'INSIDE' };
}

/** In order: the migration at index i takes version i + 1 to i + 2. */
export const ROOM_DOCUMENT_MIGRATIONS: readonly RoomDocumentMigration[] = [
  { from: 1, name: 'spell-out-nullable-fields', up: spellOutNullableFields },
  { from: 2, name: 'spell-out-surface-layers', up: spellOutSurfaceLayers },
  { from: 3, name: 'infer-manual-surface-sizes', up: inferManualSurfaceSizes },
  { from: 4, name: 'spell-out-evaporator-fan-source', up: spellOutEvaporatorFanSource },
  { from: 5, name: 'keep-inside-dimension-areas', up: keepInsideDimensionAreas },
];

const ROOM_DOCUMENT = defineDocumentVersions('da câmara', ROOM_DOCUMENT_MIGRATIONS);

/** The version of the document this code writes. */
export const ROOM_DOCUMENT_VERSION = ROOM_DOCUMENT.version;

/** A stored document as this code writes it. */
export type StoredRoomDocument = RoomDocument & { schemaVersion: number };

export type UpgradedRoomDocument =
  { ok: true; document: JsonObject; fromVersion: number } | { ok: false; message: string };

/**
 * A stored document at the current version, through every migration from its own, in order.
 * The result still has to pass the room schema; a document that is not an object, or whose
 * version is not one this code knows (written by a newer one), is refused.
 */
export function upgradeRoomDocument(stored: unknown): UpgradedRoomDocument {
  const upgraded = upgradeDocument(ROOM_DOCUMENT, stored);
  return upgraded.ok ? upgraded : { ok: false, message: upgraded.message };
}

/** The document as it is written: the current version, nullable fields spelled out. */
export function toStoredRoomDocument(document: RoomDocument): StoredRoomDocument {
  return {
    ...document,
    typedTotalKcalh: document.typedTotalKcalh ?? null,
    goods: document.goods.map((item) => ({
      ...item,
      respirationHeatLoad: item.respirationHeatLoad ?? null,
    })),
    schemaVersion: ROOM_DOCUMENT_VERSION,
  };
}

const isAreaBasis = (value: unknown): value is AreaBasis =>
  AREA_BASES.some((basis) => basis === value);

/**
 * What a PUT keeps of a stored room's sizing when the client leaves it out (ADR 057): its area
 * basis and its surfaces with their flags, from the stored document at the current version.
 * Nothing when the document cannot be read (a PUT over an invalid room is then sized as new).
 */
export function readStoredSizing(stored: unknown): {
  areaBasis?: AreaBasis;
  heatTransfer?: SizedHeatTransfer<SizedSurface>;
} {
  const upgraded = upgradeRoomDocument(stored);
  if (!upgraded.ok) return {};
  const { areaBasis, heatTransfer } = upgraded.document;
  const section = isObject(heatTransfer) ? heatTransfer : null;
  const walls: unknown[] = section && Array.isArray(section.walls) ? section.walls : [];
  const surfaces = section ? [section.ceiling, section.floor, ...walls] : [];
  const isSized = surfaces.length === 6 && surfaces.every(isSizedSurface);
  return {
    ...(isAreaBasis(areaBasis) ? { areaBasis } : {}),
    ...(isSized ? { heatTransfer: section as unknown as SizedHeatTransfer<SizedSurface> } : {}),
  };
}

function isSizedSurface(surface: unknown): boolean {
  return (
    isObject(surface) &&
    isFiniteNumber(surface.width) &&
    isFiniteNumber(surface.length) &&
    isFiniteNumber(surface.thickness)
  );
}
