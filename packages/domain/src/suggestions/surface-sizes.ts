import { DEFAULT_AREA_BASIS, type AreaBasis } from '../heat-load/area-basis.ts';
import type { RoomGeometry } from '../heat-load/types.ts';

/**
 * The sizes of a room's insulated surfaces, derived from its dimensions, and how a change of
 * dimensions (or of insulation) carries over to them: a surface follows the room unless the user
 * typed its size by hand (`isSizeManual`), which is then kept
 * (docs/decisions/025-derived-surface-sizes.md). Derived sizes are the faces of the room's
 * outside box, its inside dimensions plus the insulation on each side (ASHRAE Refrigeration,
 * "Refrigerated-Facility Loads": A is the outside area of each section; the AIRAH examples);
 * rooms stored before that keep the inside basis until their user changes it
 * (docs/decisions/057-surfaces-as-sent-and-outside-areas.md).
 */

/** A surface of the room, named as its path under `heatTransfer` ("walls.0" is wall 1). */
export type SurfaceKey = 'ceiling' | 'floor' | 'walls.0' | 'walls.1' | 'walls.2' | 'walls.3';

/** The six surfaces in the order the form shows them. */
export const SURFACE_KEYS: readonly SurfaceKey[] = [
  'ceiling',
  'floor',
  'walls.0',
  'walls.1',
  'walls.2',
  'walls.3',
];

/** A surface's two sides, m. */
export interface SurfaceSize {
  readonly width: number;
  readonly length: number;
}

/** m: sizes this close count as equal (a stored size that went through JSON and the form). */
export const SURFACE_SIZE_TOLERANCE_M = 1e-6;

/**
 * The faces of a box: ceiling and floor `width × length`; walls 1 and 3 `height × width`, walls
 * 2 and 4 `height × length`. {@link deriveRoomSurfaceSize} gives it the room's outside box (or
 * its inside one, on the INSIDE basis).
 *
 * @param room - the box's dimensions, m.
 * @param key - the surface.
 * @example deriveSurfaceSize({ length: 10, width: 8, height: 6 }, 'walls.1').length; // => 10
 */
export function deriveSurfaceSize(room: RoomGeometry, key: SurfaceKey): SurfaceSize {
  switch (key) {
    case 'ceiling':
    case 'floor':
      return { width: room.width, length: room.length };
    case 'walls.0':
    case 'walls.2':
      return { width: room.height, length: room.width };
    case 'walls.1':
    case 'walls.3':
      return { width: room.height, length: room.length };
  }
}

/** Whether a surface has the size given, within {@link SURFACE_SIZE_TOLERANCE_M}. */
export function hasSurfaceSize(surface: SurfaceSize, size: SurfaceSize): boolean {
  return (
    Math.abs(surface.width - size.width) <= SURFACE_SIZE_TOLERANCE_M &&
    Math.abs(surface.length - size.length) <= SURFACE_SIZE_TOLERANCE_M
  );
}

/** What {@link deriveSurfaceSizes} reads of a surface. */
export interface SizedSurface {
  readonly width: number;
  readonly length: number;
  /** mm, the main layer; with the additional layers, the surface's insulation. */
  readonly thickness: number;
  readonly additionalLayers?: readonly { readonly thickness: number }[] | null;
  /** The user typed the size by hand: it does not follow the room. Missing is false. */
  readonly isSizeManual?: boolean;
}

/** The six surfaces, in any of the shapes the domain, the API and the form hold them. */
export interface SizedHeatTransfer<S extends SizedSurface> {
  readonly ceiling: S;
  readonly floor: S;
  readonly walls: readonly S[];
}

/** A room as its surfaces are sized: inside dimensions (m), surfaces and area basis. */
export interface SizingRoom<S extends SizedSurface> extends RoomGeometry {
  readonly heatTransfer: SizedHeatTransfer<S>;
  /** Missing is {@link DEFAULT_AREA_BASIS}. */
  readonly areaBasis?: AreaBasis | null;
}

/** mm → m; a thickness that is not a positive number (a field being typed) counts as none. */
const toMetres = (thickness: number): number =>
  Number.isFinite(thickness) && thickness > 0 ? thickness / 1000 : 0;

/**
 * A surface's insulation, m: the thickness of its main layer plus its additional layers.
 *
 * @param surface - thicknesses in mm.
 * @example computeSurfaceThickness({ thickness: 100, additionalLayers: [{ thickness: 50 }] }); // ≈ 0.15
 */
export function computeSurfaceThickness(
  surface: Pick<SizedSurface, 'thickness' | 'additionalLayers'>,
): number {
  let total = toMetres(surface.thickness);
  for (const layer of surface.additionalLayers ?? []) total += toMetres(layer.thickness);
  return total;
}

/**
 * The room's outside dimensions, m: each inside dimension plus the insulation of the two
 * surfaces across it (length: walls 1 and 3, which span the width at each end; width: walls 2 and
 * 4; height: ceiling and floor). ASHRAE Refrigeration, "Refrigerated-Facility Loads" (transmission:
 * A, the outside area of each section); the AIRAH worked example: 5,9 × 5,9 × 2,9 m inside in
 * 50 mm panels is 6 × 6 × 3 m outside.
 *
 * @param room - inside dimensions, m, and the six surfaces (thicknesses mm).
 * @example
 * const panel = { width: 0, length: 0, thickness: 50 };
 * const heatTransfer = { ceiling: panel, floor: panel, walls: [panel, panel, panel, panel] };
 * computeOutsideDimensions({ length: 5.9, width: 5.9, height: 2.9, heatTransfer }).height; // ≈ 3
 */
export function computeOutsideDimensions<S extends SizedSurface>(
  room: SizingRoom<S>,
): RoomGeometry {
  const { ceiling, floor, walls } = room.heatTransfer;
  const across = (a: S | undefined, b: S | undefined) =>
    (a ? computeSurfaceThickness(a) : 0) + (b ? computeSurfaceThickness(b) : 0);
  return {
    length: room.length + across(walls[0], walls[2]),
    width: room.width + across(walls[1], walls[3]),
    height: room.height + across(ceiling, floor),
  };
}

/** The dimensions the room's derived surfaces are sized from, by its {@link AreaBasis}. */
export function computeSizingDimensions<S extends SizedSurface>(room: SizingRoom<S>): RoomGeometry {
  const basis = room.areaBasis ?? DEFAULT_AREA_BASIS;
  if (basis === 'INSIDE') return { length: room.length, width: room.width, height: room.height };
  return computeOutsideDimensions(room);
}

/**
 * The size a surface has when it follows the room, on the room's area basis: the face of the
 * room's outside box (or, on the INSIDE basis, of its inside box).
 *
 * @param room - inside dimensions, m, the surfaces and the area basis.
 * @param key - the surface.
 * @example
 * const panel = { width: 0, length: 0, thickness: 50 };
 * const heatTransfer = { ceiling: panel, floor: panel, walls: [panel, panel, panel, panel] };
 * deriveRoomSurfaceSize({ length: 5.9, width: 5.9, height: 2.9, heatTransfer }, 'walls.1').width; // ≈ 3
 */
export function deriveRoomSurfaceSize<S extends SizedSurface>(
  room: SizingRoom<S>,
  key: SurfaceKey,
): SurfaceSize {
  return deriveSurfaceSize(computeSizingDimensions(room), key);
}

/** The surfaces sized from the room, and what that moved. */
export interface DerivedSurfaceSizes<S extends SizedSurface> {
  readonly heatTransfer: { ceiling: S; floor: S; walls: S[] };
  /** Surfaces that follow the room and whose size changed, in form order. */
  readonly updated: readonly SurfaceKey[];
  /** Surfaces sized by hand whose size differs from the room's: kept as they are. */
  readonly kept: readonly SurfaceKey[];
}

/**
 * Sizes every surface that follows the room (`isSizeManual` false or missing) from the room's
 * dimensions on its area basis ({@link deriveRoomSurfaceSize}), and keeps the sizes typed by
 * hand. Only width and length move: material, thickness, temperature and the solar checkbox stay
 * as they are. The API applies it to every room it saves; the editor to a room whose dimensions
 * or insulation change, and to its live heat load.
 *
 * @param room - inside dimensions, m, the six surfaces and the area basis.
 * @example
 * const wall = (width: number, length: number, isSizeManual = false) =>
 *   ({ width, length, thickness: 100, isSizeManual });
 * const heatTransfer = {
 *   ceiling: wall(4, 5.9),
 *   floor: wall(4, 5.9),
 *   walls: [wall(3, 4), wall(3, 5.9), wall(3, 4), wall(2, 2, true)],
 * };
 * const derived = deriveSurfaceSizes({ length: 15, width: 4, height: 3, heatTransfer, areaBasis: 'INSIDE' });
 * derived.heatTransfer.walls[1]?.length; // => 15
 * derived.updated; // => ['ceiling', 'floor', 'walls.1']
 * derived.kept; // => ['walls.3']
 */
export function deriveSurfaceSizes<S extends SizedSurface>(
  room: SizingRoom<S>,
): DerivedSurfaceSizes<S> {
  const updated: SurfaceKey[] = [];
  const kept: SurfaceKey[] = [];
  const box = computeSizingDimensions(room);
  const size = (surface: S, key: SurfaceKey): S => {
    const derived = deriveSurfaceSize(box, key);
    if (hasSurfaceSize(surface, derived)) return surface;
    if (surface.isSizeManual === true) {
      kept.push(key);
      return surface;
    }
    updated.push(key);
    return { ...surface, width: derived.width, length: derived.length };
  };
  const { ceiling, floor, walls } = room.heatTransfer;
  const heatTransfer = {
    ceiling: size(ceiling, 'ceiling'),
    floor: size(floor, 'floor'),
    // The schema holds exactly four walls; any other is left as it is for it to refuse.
    walls: walls.map((wall, index) =>
      index < 4 ? size(wall, `walls.${index}` as SurfaceKey) : wall,
    ),
  };
  return { heatTransfer, updated, kept };
}

/** A surface whose `isSizeManual` is said. */
export type FlaggedSurface<S extends SizedSurface> = S & { isSizeManual: boolean };

/**
 * Says `isSizeManual` for every surface that leaves it out (an API client that sends sizes only;
 * ADR 057): a surface sent back as it is stored (same size) keeps the stored flag, so a derived
 * one still follows the room; any other is manual when its size is not the one the room derives
 * for it (on its area basis), so a size sent is never replaced. A surface that says keeps its
 * flag. The stored-document upgrade infers the flag of old surfaces the same way (3 → 4).
 *
 * @param room - inside dimensions, m, the surfaces as sent and the area basis.
 * @param stored - the surfaces as stored (on PUT), each with its flag; none on POST.
 * @example
 * const panel = (side: number) => ({ width: side, length: side, thickness: 50 });
 * const heatTransfer = { ceiling: panel(6), floor: panel(5.9), walls: [panel(0), panel(0), panel(0), panel(0)] };
 * const room = { length: 5.9, width: 5.9, height: 2.9, heatTransfer };
 * inferManualSurfaceSizes(room).heatTransfer.ceiling.isSizeManual; // => false
 * inferManualSurfaceSizes(room).heatTransfer.floor.isSizeManual; // => true
 */
export function inferManualSurfaceSizes<S extends SizedSurface>(
  room: SizingRoom<S>,
  stored?: SizedHeatTransfer<SizedSurface> | null,
): { heatTransfer: SizedHeatTransfer<FlaggedSurface<S>> & { walls: FlaggedSurface<S>[] } } {
  const box = computeSizingDimensions(room);
  const flag = (surface: S, key: SurfaceKey, held: SizedSurface | undefined): FlaggedSurface<S> => {
    if (typeof surface.isSizeManual === 'boolean') {
      return surface as FlaggedSurface<S>;
    }
    if (held && hasSurfaceSize(surface, held)) {
      return { ...surface, isSizeManual: held.isSizeManual === true };
    }
    return { ...surface, isSizeManual: !hasSurfaceSize(surface, deriveSurfaceSize(box, key)) };
  };
  const { ceiling, floor, walls } = room.heatTransfer;
  return {
    heatTransfer: {
      ceiling: flag(ceiling, 'ceiling', stored?.ceiling),
      floor: flag(floor, 'floor', stored?.floor),
      walls: walls.map((wall, index) =>
        index < 4
          ? flag(wall, `walls.${index}` as SurfaceKey, stored?.walls[index])
          : (wall as FlaggedSurface<S>),
      ),
    },
  };
}
