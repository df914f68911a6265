import type { HeatTransfer, MaterialId, Surface } from '../heat-load/types.ts';
import { MATERIAL_ID } from '../reference-data/materials.ts';
import { findThicknessTableKey } from './insulation-thickness.ts';
import { INSULATION_THICKNESS_TABLE } from './insulation-thickness-table.ts';
import type { AreaBasis } from '../heat-load/area-basis.ts';
import { deriveSurfaceSize, deriveSurfaceSizes, type SurfaceKey } from './surface-sizes.ts';

/** °C the solar checkbox adds to a surface temperature (spec §4 "Insulation"). */
export const SOLAR_RADIATION_INCREMENT_C = 5;

/**
 * Thickness suggested for materials outside the table, mm. Product decision
 * (docs/domain/heat-load.md): a 150 mm masonry wall or concrete slab, 6 mm glass.
 */
export const NON_PANEL_THICKNESS_MM: Readonly<Record<number, number>> = {
  [MATERIAL_ID.MASONRY]: 150,
  [MATERIAL_ID.CONCRETE]: 150,
  [MATERIAL_ID.GLASS]: 6,
};

/** Thickness used when a material has neither a table column nor a non-panel default, mm. */
export const FALLBACK_THICKNESS_MM = 100;

/**
 * Suggested thickness for a material and the room's temperatures (spec §9): PUR and PIR share
 * the table's polyurethane column, EPS has its own; other materials take NON_PANEL_THICKNESS_MM.
 *
 * @param materialId - 10–15.
 * @param ambientTemperature - °C.
 * @param roomTemperature - °C.
 * @returns thickness, mm.
 * @example suggestInsulationThickness(10, 38, -20); // => 175 — ΔT key 60
 */
export function suggestInsulationThickness(
  materialId: MaterialId,
  ambientTemperature: number,
  roomTemperature: number,
): number {
  const key = findThicknessTableKey(ambientTemperature, roomTemperature);
  const row = INSULATION_THICKNESS_TABLE.find((candidate) => candidate.deltaT === key);
  if (row && (materialId === MATERIAL_ID.PUR || materialId === MATERIAL_ID.PIR)) {
    return row.polyurethane;
  }
  if (row && materialId === MATERIAL_ID.EPS) return row.eps;
  return NON_PANEL_THICKNESS_MM[materialId] ?? FALLBACK_THICKNESS_MM;
}

/**
 * Floor material: concrete (14) when the room is at 5 °C or warmer, else PUR (10) (spec §9).
 *
 * @param roomTemperature - °C.
 * @example suggestFloorMaterial(0); // => 10
 */
export function suggestFloorMaterial(roomTemperature: number): MaterialId {
  return roomTemperature >= 5 ? MATERIAL_ID.CONCRETE : MATERIAL_ID.PUR;
}

/** Room data the insulation suggestions read. */
export interface InsulationRoom {
  readonly length: number;
  readonly width: number;
  readonly height: number;
  readonly roomTemperature: number;
  readonly ambientTemperature: number;
  /** Missing: OUTSIDE, as every new room (ADR 057). */
  readonly areaBasis?: AreaBasis | null;
}

function createSurface(
  room: InsulationRoom,
  key: SurfaceKey,
  materialId: MaterialId,
  temperature: number,
): Surface {
  return {
    ...deriveSurfaceSize(room, key),
    isSizeManual: false,
    incidentSolarRadiation: false,
    thickness: suggestInsulationThickness(
      materialId,
      room.ambientTemperature,
      room.roomTemperature,
    ),
    material: { id: materialId },
    temperature,
  };
}

/**
 * Suggested six surfaces (spec §9): ceiling and walls in PUR, floor by room temperature;
 * temperatures ambient + 6 (ceiling), ambient − 16 (floor), ambient (walls); sizes derived from
 * the room on its area basis ({@link deriveSurfaceSizes}: the faces of its outside box, inside
 * dimensions plus the suggested insulation on each side — ceiling and floor `width × length`,
 * walls 1 and 3 `height × width`, walls 2 and 4 `height × length`); sizes not manual; solar
 * radiation unchecked.
 *
 * @param room - sizes m, temperatures °C.
 * @example suggestHeatTransfer({ length: 10, width: 8, height: 6, roomTemperature: -20,
 *   ambientTemperature: 38 }).walls[1].length; // ≈ 10.35
 */
export function suggestHeatTransfer(room: InsulationRoom): HeatTransfer {
  const heatTransfer = suggestInsulation(room);
  return deriveSurfaceSizes({
    length: room.length,
    width: room.width,
    height: room.height,
    areaBasis: room.areaBasis ?? null,
    heatTransfer,
  }).heatTransfer;
}

/** The six surfaces with their insulation, sized from the inside box (sized again by the caller). */
function suggestInsulation(room: InsulationRoom): HeatTransfer & { walls: Surface[] } {
  const { ambientTemperature } = room;
  const wall = (key: SurfaceKey) => createSurface(room, key, MATERIAL_ID.PUR, ambientTemperature);
  return {
    ceiling: createSurface(room, 'ceiling', MATERIAL_ID.PUR, ambientTemperature + 6),
    floor: createSurface(
      room,
      'floor',
      suggestFloorMaterial(room.roomTemperature),
      ambientTemperature - 16,
    ),
    walls: [wall('walls.0'), wall('walls.1'), wall('walls.2'), wall('walls.3')],
  };
}

/**
 * The solar checkbox (spec §4): checking adds 5 °C to the surface temperature, unchecking
 * removes 5 °C; setting the state it already has changes nothing.
 *
 * @param surface - the surface.
 * @param isChecked - the new checkbox state.
 * @example
 * const room = { length: 10, width: 8, height: 6, roomTemperature: -20, ambientTemperature: 38 };
 * const [wall] = suggestHeatTransfer(room).walls;
 * applySolarRadiation({ ...wall, temperature: 38 }, true).temperature; // => 43
 */
export function applySolarRadiation(surface: Surface, isChecked: boolean): Surface {
  const wasChecked = surface.incidentSolarRadiation === true;
  if (wasChecked === isChecked) return surface;
  const increment = isChecked ? SOLAR_RADIATION_INCREMENT_C : -SOLAR_RADIATION_INCREMENT_C;
  return {
    ...surface,
    incidentSolarRadiation: isChecked,
    temperature: surface.temperature + increment,
  };
}
