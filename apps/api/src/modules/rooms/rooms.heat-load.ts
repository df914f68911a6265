import {
  recordHeatLoad,
  withRespirationLoads,
  type HeatLoadRecord,
  type RoomData,
} from '@camara-fria/contracts';
import {
  computeHeatLoad,
  DEFAULT_AREA_BASIS,
  deriveSurfaceSizes,
  inferManualSurfaceSizes,
  keepEvaporatorFanSource,
  ROOM_DEFAULTS,
  type AreaBasis,
  type HeatLoadRefs,
  type SizedHeatTransfer,
  type SizedSurface,
} from '@camara-fria/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadHeatLoadRefs } from '../reference-data/reference-data.service.ts';

/**
 * A stored room: the input without its version, always with a safety margin, an area basis and
 * every surface's `isSizeManual` said.
 */
export type RoomDocument = Omit<RoomData, 'version' | 'safetyMargin' | 'areaBasis'> & {
  safetyMargin: number;
  areaBasis: AreaBasis;
};

/** What a PUT keeps of the stored room when the client leaves it out. */
export type KeptRoomValues = {
  /** The stored margin, for a typed-load save without one. */
  safetyMargin: number;
  /** The stored area basis (ADR 057). */
  areaBasis?: AreaBasis;
  /** The stored surfaces, each with its flag: a surface sent back unchanged keeps it. */
  heatTransfer?: SizedHeatTransfer<SizedSurface>;
};

/**
 * The safety margin a room keeps when a typed-load save leaves it out: the one stored in `data`
 * (a row's document), else the default of a new room.
 */
export function readKeptSafetyMargin(data: unknown): number {
  const value =
    data !== null && typeof data === 'object'
      ? (data as { safetyMargin?: unknown }).safetyMargin
      : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : ROOM_DEFAULTS.safetyMargin;
}

/** The path of the first number in `value` that is not finite (NaN, ±Infinity), or null. */
export function findNonFinite(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNonFinite(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a result with a number JSON cannot hold (it would be stored as null and break every
 * later read). The input limits keep results finite; this is the last guard before any write.
 */
export function assertFiniteHeatLoad(document: RoomDocument, heatLoad: HeatLoadRecord): void {
  const path = findNonFinite({ document, heatLoad });
  if (path === null) return;
  const message =
    'A carga térmica calculada não é um número finito. Revise as dimensões e os valores informados.';
  throw new AppError(422, 'HEAT_LOAD_NOT_FINITE', message, [{ path, message }]);
}

const UNKNOWN_MATERIAL_MESSAGE = 'Material desconhecido. Escolha um material da lista.';

/** The wire path (`heatTransfer.walls.2.additionalLayers.0.material.id`) of every layer's material. */
function listLayerMaterials(document: RoomDocument): { path: string; id: number }[] {
  const { ceiling, floor, walls } = document.heatTransfer;
  const surfaces = [
    { path: 'heatTransfer.ceiling', surface: ceiling },
    { path: 'heatTransfer.floor', surface: floor },
    ...walls.map((surface, index) => ({ path: `heatTransfer.walls.${index}`, surface })),
  ];
  return surfaces.flatMap(({ path, surface }) => [
    { path: `${path}.material.id`, id: surface.material.id },
    ...surface.additionalLayers.map((layer, index) => ({
      path: `${path}.additionalLayers.${index}.material.id`,
      id: layer.material.id,
    })),
  ]);
}

/**
 * Refuses a material (of any layer of any surface) that GET /v1/materials does not list: 400
 * VALIDATION_FAILED with a Portuguese message at each such field, before the engine runs.
 */
export function assertKnownMaterials(document: RoomDocument, refs: HeatLoadRefs): void {
  const known = new Set(refs.materials.map((material) => material.id));
  const details = listLayerMaterials(document)
    .filter(({ id }) => !known.has(id))
    .map(({ path }) => ({ path, message: UNKNOWN_MATERIAL_MESSAGE }));
  if (details.length === 0) return;
  throw new AppError(400, 'VALIDATION_FAILED', 'Verifique os campos destacados.', details);
}

/**
 * The authority: says every surface's `isSizeManual` a client left out (a size sent that is not
 * the derived one is kept as manual, never replaced; a surface sent back unchanged keeps its
 * stored flag), takes the stored area basis when a PUT leaves it out (OUTSIDE for a new room;
 * docs/decisions/057-surfaces-as-sent-and-outside-areas.md), sizes every surface that follows the
 * room from its dimensions (a size typed by hand, `isSizeManual`, is kept;
 * docs/decisions/025-derived-surface-sizes.md), recomputes the
 * room's heat load with the domain engine (never trusting numbers from the client) and writes
 * each goods item's respiration load back into the document; an evaporator-fan origin the typed
 * count or power no longer match is dropped. A typed-load save without a
 * safety margin keeps `keptSafetyMargin` (the stored one on PUT). A material no layer may use is a
 * 400 with a Portuguese message at its field; a DomainError (bad input the schema let through)
 * becomes a 400 in the error handler; a result
 * that is not finite a 422 HEAT_LOAD_NOT_FINITE, before anything is written.
 */
export async function computeRoomHeatLoad(
  db: Database,
  data: RoomData,
  kept: KeptRoomValues = { safetyMargin: ROOM_DEFAULTS.safetyMargin },
): Promise<{ document: RoomDocument; heatLoad: HeatLoadRecord }> {
  const { version: _version, ...input } = data;
  // A typed load may leave the margin out (the engine ignores it there): the room keeps its own.
  const fields = {
    ...input,
    safetyMargin: input.safetyMargin ?? kept.safetyMargin,
    areaBasis: input.areaBasis ?? kept.areaBasis ?? DEFAULT_AREA_BASIS,
  };
  const flagged = { ...fields, ...inferManualSurfaceSizes(fields, kept.heatTransfer) };
  const { evaporator } = fields.additionalLoad;
  const document: RoomDocument = {
    ...flagged,
    heatTransfer: deriveSurfaceSizes(flagged).heatTransfer,
    // The fans' origin is stored only while it still explains the load (docs/decisions/056).
    additionalLoad: {
      ...fields.additionalLoad,
      evaporator: { ...evaporator, source: keepEvaporatorFanSource(evaporator) },
    },
  };
  const refs = await loadHeatLoadRefs(db);
  assertKnownMaterials(document, refs);
  const result = computeHeatLoad(document, refs);
  const computed = {
    document: { ...document, goods: withRespirationLoads(document.goods, result) },
    heatLoad: recordHeatLoad(result, document.safetyMargin),
  };
  assertFiniteHeatLoad(computed.document, computed.heatLoad);
  return computed;
}
