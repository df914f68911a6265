import type { RoomDocument } from './rooms.heat-load.ts';

/**
 * How a room's inputs are stored (the `rooms.data` JSON document) and how older stored documents
 * are brought up to date. Every document this code writes carries `schemaVersion`; a document
 * without one is version 1 (as stored before versions existed). Documents are upgraded when read,
 * by named migrations applied in order; a save writes the current version
 * (docs/decisions/021-room-documents-heat-load-record-and-builders.md).
 */

/** The version of the document this code writes. */
export const ROOM_DOCUMENT_VERSION = 3;

/** A stored document as this code writes it. */
export type StoredRoomDocument = RoomDocument & { schemaVersion: typeof ROOM_DOCUMENT_VERSION };

type JsonObject = Record<string, unknown>;

/** One step of the document's history: takes a document of version `from` to `from + 1`. */
export type RoomDocumentMigration = {
  readonly from: number;
  readonly name: string;
  readonly up: (document: JsonObject) => JsonObject;
};

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

/** In order: the migration at index i takes version i + 1 to i + 2. */
export const ROOM_DOCUMENT_MIGRATIONS: readonly RoomDocumentMigration[] = [
  { from: 1, name: 'spell-out-nullable-fields', up: spellOutNullableFields },
  { from: 2, name: 'spell-out-surface-layers', up: spellOutSurfaceLayers },
];

export type UpgradedRoomDocument =
  { ok: true; document: JsonObject; fromVersion: number } | { ok: false; message: string };

/**
 * A stored document at the current version, through every migration from its own, in order.
 * The result still has to pass the room schema; a document that is not an object, or whose
 * version is not one this code knows (written by a newer one), is refused.
 */
export function upgradeRoomDocument(stored: unknown): UpgradedRoomDocument {
  if (!isObject(stored)) return { ok: false, message: 'Documento gravado ilegível.' };
  const fromVersion = stored.schemaVersion ?? 1;
  if (
    typeof fromVersion !== 'number' ||
    !Number.isInteger(fromVersion) ||
    fromVersion < 1 ||
    fromVersion > ROOM_DOCUMENT_VERSION
  ) {
    return { ok: false, message: 'Versão do documento gravado desconhecida.' };
  }
  let document: JsonObject = stored;
  for (const migration of ROOM_DOCUMENT_MIGRATIONS) {
    if (migration.from >= fromVersion) document = migration.up(document);
  }
  return { ok: true, document: { ...document, schemaVersion: ROOM_DOCUMENT_VERSION }, fromVersion };
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
