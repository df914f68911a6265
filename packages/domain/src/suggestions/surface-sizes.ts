import type { RoomGeometry } from '../heat-load/types.ts';

/**
 * The sizes of a room's insulated surfaces, derived from its internal dimensions (spec §9), and
 * how a change of dimensions carries over to them: a surface follows the room unless the user
 * typed its size by hand (`isSizeManual`), which is then kept
 * (docs/decisions/025-derived-surface-sizes.md).
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
 * The size a surface has when it follows the room: ceiling and floor `width × length` of the
 * room; walls 1 and 3 `height × room width`, walls 2 and 4 `height × room length`.
 *
 * @param room - internal dimensions, m.
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
  /** The user typed the size by hand: it does not follow the room. Missing is false. */
  readonly isSizeManual?: boolean;
}

/** The six surfaces, in any of the shapes the domain, the API and the form hold them. */
export interface SizedHeatTransfer<S extends SizedSurface> {
  readonly ceiling: S;
  readonly floor: S;
  readonly walls: readonly S[];
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
 * dimensions, and keeps the sizes typed by hand. Only width and length move: material,
 * thickness, temperature and the solar checkbox stay as they are. The API applies it to every
 * room it saves; the editor to a saved room whose dimensions change.
 *
 * @param room - internal dimensions, m, and the six surfaces.
 * @example
 * const wall = (width: number, length: number, isSizeManual = false) =>
 *   ({ width, length, isSizeManual });
 * const heatTransfer = {
 *   ceiling: wall(4, 5.9),
 *   floor: wall(4, 5.9),
 *   walls: [wall(3, 4), wall(3, 5.9), wall(3, 4), wall(2, 2, true)],
 * };
 * const derived = deriveSurfaceSizes({ length: 15, width: 4, height: 3, heatTransfer });
 * derived.heatTransfer.walls[1]?.length; // => 15
 * derived.updated; // => ['ceiling', 'floor', 'walls.1']
 * derived.kept; // => ['walls.3']
 */
export function deriveSurfaceSizes<S extends SizedSurface>(
  room: RoomGeometry & { readonly heatTransfer: SizedHeatTransfer<S> },
): DerivedSurfaceSizes<S> {
  const updated: SurfaceKey[] = [];
  const kept: SurfaceKey[] = [];
  const size = (surface: S, key: SurfaceKey): S => {
    const derived = deriveSurfaceSize(room, key);
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
