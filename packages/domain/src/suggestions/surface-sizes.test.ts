import { describe, expect, it } from 'vitest';
import { SurfaceSchema } from '../heat-load/room-schema.ts';
import type { HeatTransfer } from '../heat-load/types.ts';
import { buildChilledRoom } from '../testing/room-builders.ts';
import { suggestHeatTransfer } from './insulation-suggestions.ts';
import {
  SURFACE_KEYS,
  deriveSurfaceSize,
  deriveSurfaceSizes,
  hasSurfaceSize,
  type SurfaceKey,
} from './surface-sizes.ts';

/** A saved 5.9 × 4 × 3 m room whose surfaces follow it. */
const saved = buildChilledRoom({
  length: 5.9,
  heatTransfer: suggestHeatTransfer({
    length: 5.9,
    width: 4,
    height: 3,
    roomTemperature: 2,
    ambientTemperature: 35,
  }),
});

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
    for (const key of SURFACE_KEYS) {
      expect(hasSurfaceSize(surfaceAt(suggested, key)!, deriveSurfaceSize(room, key))).toBe(true);
    }
    expect(deriveSurfaceSizes({ ...room, heatTransfer: suggested }).updated).toEqual([]);
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

  it('is false by default in the surface schema, so stored rooms and spec clients validate', () => {
    const { isSizeManual: _flag, ...surface } = saved.heatTransfer.ceiling;
    expect(SurfaceSchema.parse(surface).isSizeManual).toBe(false);
    expect(SurfaceSchema.parse({ ...surface, isSizeManual: true }).isSizeManual).toBe(true);
    expect(SurfaceSchema.safeParse({ ...surface, isSizeManual: 'sim' }).success).toBe(false);
  });
});
