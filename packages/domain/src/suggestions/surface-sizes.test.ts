import { describe, expect, it } from 'vitest';
import { SurfaceSchema } from '../heat-load/room-schema.ts';
import type { HeatTransfer } from '../heat-load/types.ts';
import { buildChilledRoom } from '../testing/room-builders.ts';
import { suggestHeatTransfer } from './insulation-suggestions.ts';
import {
  SURFACE_KEYS,
  computeOutsideDimensions,
  computeSurfaceThickness,
  deriveRoomSurfaceSize,
  deriveSurfaceSize,
  deriveSurfaceSizes,
  hasSurfaceSize,
  inferManualSurfaceSizes,
  type SurfaceKey,
} from './surface-sizes.ts';

/**
 * A saved 5.9 × 4 × 3 m room whose surfaces follow it, on the inside basis (a room stored before
 * ADR 057): the rules of following the room, whatever the box.
 */
const saved = {
  ...buildChilledRoom({
    length: 5.9,
    heatTransfer: suggestHeatTransfer({
      length: 5.9,
      width: 4,
      height: 3,
      roomTemperature: 2,
      ambientTemperature: 35,
      areaBasis: 'INSIDE',
    }),
  }),
  areaBasis: 'INSIDE' as const,
};

const surfaceAt = (heatTransfer: HeatTransfer, key: SurfaceKey) =>
  key === 'ceiling' || key === 'floor'
    ? heatTransfer[key]
    : heatTransfer.walls[Number(key.slice('walls.'.length))];

describe('surface sizes derived from the room', () => {
  it('sizes ceiling and floor length × width, walls 1 and 3 along the width, 2 and 4 along the length', () => {
    const room = { length: 10, width: 8, height: 6 };
    expect(SURFACE_KEYS.map((key) => deriveSurfaceSize(room, key))).toEqual([
      { width: 8, length: 10 },
      { width: 8, length: 10 },
      { width: 6, length: 8 },
      { width: 6, length: 10 },
      { width: 6, length: 8 },
      { width: 6, length: 10 },
    ]);
  });

  it('is the rule the insulation suggestion sizes by', () => {
    const room = {
      length: 12.5,
      width: 7,
      height: 4,
      roomTemperature: -18,
      ambientTemperature: 35,
    };
    const suggested = suggestHeatTransfer(room);
    const sized = { ...room, heatTransfer: suggested };
    for (const key of SURFACE_KEYS) {
      const surface = surfaceAt(suggested, key)!;
      expect(hasSurfaceSize(surface, deriveRoomSurfaceSize(sized, key))).toBe(true);
    }
    expect(deriveSurfaceSizes(sized).updated).toEqual([]);
  });

  it('moves every surface that follows the room when the room gets longer, and says which', () => {
    const longer = { ...saved, length: 15 };
    const { heatTransfer, updated, kept } = deriveSurfaceSizes(longer);
    expect(updated).toEqual(['ceiling', 'floor', 'walls.1', 'walls.3']);
    expect(kept).toEqual([]);
    expect(heatTransfer.ceiling).toMatchObject({ width: 4, length: 15 });
    expect(heatTransfer.floor).toMatchObject({ width: 4, length: 15 });
    expect(heatTransfer.walls.map(({ width, length }) => [width, length])).toEqual([
      [3, 4],
      [3, 15],
      [3, 4],
      [3, 15],
    ]);
    // Walls along the width did not move: the very same objects.
    expect(heatTransfer.walls[0]).toBe(saved.heatTransfer.walls[0]);
  });

  it('moves only the sizes: material, thickness, temperature and the sun stay as the user set them', () => {
    const custom = {
      ...saved.heatTransfer.ceiling,
      material: { id: 12 },
      thickness: 200,
      temperature: 47,
      incidentSolarRadiation: true,
    };
    const room = {
      ...saved,
      height: 3.5,
      heatTransfer: { ...saved.heatTransfer, ceiling: custom },
    };
    const { heatTransfer, updated } = deriveSurfaceSizes(room);
    expect(heatTransfer.ceiling).toEqual(custom);
    expect(updated).toEqual(['walls.0', 'walls.1', 'walls.2', 'walls.3']);
    expect(heatTransfer.walls[2]).toEqual({ ...saved.heatTransfer.walls[2], width: 3.5 });
  });

  it('keeps a size typed by hand and names it as kept only when the room would have moved it', () => {
    const [wall1, wall2, wall3, wall4] = saved.heatTransfer.walls;
    const manual = { ...wall2!, width: 2.5, length: 3, isSizeManual: true };
    const room = {
      ...saved,
      heatTransfer: { ...saved.heatTransfer, walls: [wall1!, manual, wall3!, wall4!] },
    };
    expect(deriveSurfaceSizes(room)).toMatchObject({ updated: [], kept: ['walls.1'] });
    const { heatTransfer, updated, kept } = deriveSurfaceSizes({ ...room, length: 15 });
    expect(heatTransfer.walls[1]).toBe(manual);
    expect(updated).toEqual(['ceiling', 'floor', 'walls.3']);
    expect(kept).toEqual(['walls.1']);
    // A manual size that happens to equal the room's is not reported.
    const equal = { ...manual, width: 3, length: 15 };
    const matching = {
      ...room,
      length: 15,
      heatTransfer: { ...room.heatTransfer, walls: [wall1!, equal, wall3!, wall4!] },
    };
    expect(deriveSurfaceSizes(matching).kept).toEqual([]);
  });

  it('takes a size within a micrometre as the room’s, and a missing flag as not manual', () => {
    const near = { ...saved.heatTransfer.ceiling, length: 5.9 + 5e-7 };
    const { isSizeManual: _flag, ...unflagged } = { ...saved.heatTransfer.floor, length: 2 };
    const room = {
      ...saved,
      heatTransfer: { ...saved.heatTransfer, ceiling: near, floor: unflagged },
    };
    const { heatTransfer, updated } = deriveSurfaceSizes(room);
    expect(heatTransfer.ceiling).toBe(near);
    expect(updated).toEqual(['floor']);
    expect(heatTransfer.floor.length).toBe(5.9);
  });

  it('is optional in the surface schema: a client may leave it out and the API infers it (ADR 057)', () => {
    const { isSizeManual: _flag, ...surface } = saved.heatTransfer.ceiling;
    expect(SurfaceSchema.parse(surface)).not.toHaveProperty('isSizeManual');
    expect(SurfaceSchema.parse({ ...surface, isSizeManual: true }).isSizeManual).toBe(true);
    expect(SurfaceSchema.safeParse({ ...surface, isSizeManual: 'sim' }).success).toBe(false);
  });
});

/** Six 50 mm panels of the sizes given, flags as given. */
function buildPanels(side: number, height: number, isSizeManual?: boolean) {
  const panel = (width: number, length: number) => ({
    width,
    length,
    thickness: 50,
    ...(isSizeManual === undefined ? {} : { isSizeManual }),
  });
  const wall = panel(height, side);
  return { ceiling: panel(side, side), floor: panel(side, side), walls: [wall, wall, wall, wall] };
}

const AIRAH = { length: 5.9, width: 5.9, height: 2.9 };
const round = (value: number) => Math.round(value * 1e9) / 1e9;

describe('surface sizes by outside dimensions (ADR 057)', () => {
  it('the AIRAH room, 5,9 × 5,9 × 2,9 m inside in 50 mm panels, is 6 × 6 × 3 m outside', () => {
    const room = { ...AIRAH, heatTransfer: buildPanels(0, 0, false) };
    const outside = computeOutsideDimensions(room);
    expect([outside.length, outside.width, outside.height].map(round)).toEqual([6, 6, 3]);
    const sizes = deriveSurfaceSizes(room).heatTransfer;
    const all = [sizes.ceiling, sizes.floor, ...sizes.walls];
    expect(all.map(({ width, length }) => [round(width), round(length)])).toEqual([
      [6, 6],
      [6, 6],
      [3, 6],
      [3, 6],
      [3, 6],
      [3, 6],
    ]);
    // On the inside basis the same room is sized from its inside box.
    const inside = deriveSurfaceSizes({ ...room, areaBasis: 'INSIDE' }).heatTransfer;
    expect([inside.ceiling.width, inside.walls[0]?.width]).toEqual([5.9, 2.9]);
  });

  it('each dimension grows by the insulation of the two surfaces across it, every layer counted', () => {
    const heatTransfer = {
      ceiling: { width: 0, length: 0, thickness: 100 },
      floor: { width: 0, length: 0, thickness: 100, additionalLayers: [{ thickness: 150 }] },
      walls: [
        { width: 0, length: 0, thickness: 75 },
        { width: 0, length: 0, thickness: 100 },
        { width: 0, length: 0, thickness: 125 },
        { width: 0, length: 0, thickness: 50 },
      ],
    };
    const outside = computeOutsideDimensions({ length: 10, width: 8, height: 3, heatTransfer });
    // Length: walls 1 and 3 (75 + 125 mm); width: walls 2 and 4 (100 + 50); height: ceiling
    // 100 mm and floor 100 + 150 mm.
    expect([outside.length, outside.width, outside.height].map(round)).toEqual([10.2, 8.15, 3.35]);
    expect(computeSurfaceThickness(heatTransfer.floor)).toBeCloseTo(0.25, 12);
    // A thickness being typed (not a number yet) counts as none.
    expect(computeSurfaceThickness({ thickness: Number.NaN })).toBe(0);
  });

  it('a thicker wall moves the surfaces that meet it', () => {
    const room = { ...AIRAH, heatTransfer: buildPanels(0, 0, false) };
    const sized = { ...room, heatTransfer: deriveSurfaceSizes(room).heatTransfer };
    const walls = sized.heatTransfer.walls.map((wall, index) =>
      index === 0 ? { ...wall, thickness: 150 } : wall,
    );
    const { updated } = deriveSurfaceSizes({
      ...sized,
      heatTransfer: { ...sized.heatTransfer, walls },
    });
    expect(updated).toEqual(['ceiling', 'floor', 'walls.1', 'walls.3']);
  });
});

describe('isSizeManual inferred when a client leaves it out (ADR 057)', () => {
  it('a size sent that is the derived one follows the room; any other is kept as manual', () => {
    const outside = inferManualSurfaceSizes({ ...AIRAH, heatTransfer: buildPanels(6, 3) });
    expect(outside.heatTransfer.ceiling.isSizeManual).toBe(false);
    expect(outside.heatTransfer.walls.map((wall) => wall.isSizeManual)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const inside = inferManualSurfaceSizes({ ...AIRAH, heatTransfer: buildPanels(5.9, 2.9) });
    expect(inside.heatTransfer.ceiling.isSizeManual).toBe(true);
    // On the inside basis the inside sizes are the derived ones.
    const old = inferManualSurfaceSizes({
      ...AIRAH,
      areaBasis: 'INSIDE',
      heatTransfer: buildPanels(5.9, 2.9),
    });
    expect(old.heatTransfer.floor.isSizeManual).toBe(false);
  });

  it('a flag sent is kept; a surface sent back as stored keeps the stored flag', () => {
    const sent = buildPanels(5.9, 2.9, false);
    expect(
      inferManualSurfaceSizes({ ...AIRAH, heatTransfer: sent }).heatTransfer.ceiling.isSizeManual,
    ).toBe(false);
    const stored = buildPanels(6, 3, false);
    const longer = inferManualSurfaceSizes(
      { ...AIRAH, length: 9.9, heatTransfer: buildPanels(6, 3) },
      stored,
    );
    expect(longer.heatTransfer.ceiling.isSizeManual).toBe(false);
    const storedManual = buildPanels(6, 3, true);
    const same = inferManualSurfaceSizes(
      { ...AIRAH, heatTransfer: buildPanels(6, 3) },
      storedManual,
    );
    expect(same.heatTransfer.walls[2]?.isSizeManual).toBe(true);
  });
});
